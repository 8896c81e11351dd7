package audit

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/execute"
	"github.com/oterminus/oterminus/internal/redact"
	"github.com/oterminus/oterminus/internal/request"
)

// Confirmation results. The first group are the original's; the rest are
// the widget's:
//
//	inserted            the widget replaced the buffer with the command
//	two_press_pending   shown only; a second press on the same buffer inserts it
//	explained           the explain key showed an explanation; nothing changed
//	cancelled_by_user   Ctrl-C (or Esc) while the model was working
//	empty_buffer        the key was pressed on an empty line with nothing to fix
//	invalid_input       the request was empty, too long or not UTF-8
//	kept_typed          a command the person typed: read, answered and left as typed
const (
	BlockedAmbiguous       = "blocked_ambiguous"
	PlannerError           = "planner_error"
	NotPromptedRejected    = "not_prompted_rejected"
	SkippedDryRun          = "skipped_dry_run"
	SkippedExplain         = "skipped_explain"
	SkippedAutoExecuteSafe = "skipped_auto_execute_safe"
	Confirmed              = "confirmed"
	Cancelled              = "cancelled"

	Inserted        = "inserted"
	TwoPressPending = "two_press_pending"
	Explained       = "explained"
	CancelledByUser = "cancelled_by_user"
	EmptyBuffer     = "empty_buffer"
	InvalidInput    = "invalid_input"
	KeptTyped       = "kept_typed"
)

func visible(s execute.Stream) int {
	if s.Truncated {
		return len([]rune(s.Text))
	}
	return s.OriginalChars
}

func timings(ts request.Timings, total time.Duration) map[string]int64 {
	m := map[string]int64{"total_duration_ms": total.Milliseconds()}
	for _, t := range ts {
		m[t.Name] = t.Duration.Milliseconds()
	}
	return m
}

// input is what the request was about: the text typed, or the failed
// command being fixed or explained.
func input(o *request.Outcome) string {
	if o.Fixing != nil {
		return o.Fixing.Text
	}
	return o.Request.Text
}

// contextSources names the context sources the planner was given; their
// content is never recorded.
func contextSources(items []request.ContextItem) []string {
	names := []string{}
	for _, it := range items {
		names = append(names, it.Source)
	}
	return names
}

// Outcome is what the person did with an inserted command.
type Outcome struct {
	EventID    string
	Shell      string
	Outcome    string // accepted, edited, abandoned
	ExitCode   *int
	DurationMS *int64
	Command    string // the command that ran, for edited
	Redact     bool
}

// Outcomes.
const (
	Accepted  = "accepted"
	Edited    = "edited"
	Abandoned = "abandoned"
)

// Classify names what the person did with an inserted command from what
// the shell saw: the line that ran at the next prompt (ran is false when
// nothing ran: the line was cancelled or emptied). The same line is
// accepted; a line starting with the same command word is an edit of it;
// anything else means the inserted command was abandoned.
func Classify(inserted, ran string, didRun bool) string {
	inserted, ran = strings.TrimSpace(inserted), strings.TrimSpace(ran)
	switch {
	case !didRun || ran == "":
		return Abandoned
	case ran == inserted:
		return Accepted
	case firstWord(ran) == firstWord(inserted):
		return Edited
	}
	return Abandoned
}

func firstWord(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return ""
}

// IsOutcome reports whether name is one of the outcomes.
func IsOutcome(name string) bool {
	switch name {
	case Accepted, Edited, Abandoned:
		return true
	}
	return false
}

// Reported is what a shell hook reports of an inserted command: the
// outcome by name, or what it saw (the inserted line, and the line that
// ran at the next prompt, nil when none ran), and the exit status and
// duration it sent, nil when it sent none.
type Reported struct {
	EventID, Shell string
	// Outcome names the outcome; empty, it is classified from Inserted
	// and Ran.
	Outcome  string
	Inserted string
	Ran      *string
	// Command is the command that ran, with a named outcome.
	Command    string
	ExitCode   *int
	DurationMS *int64
	Redact     bool
}

// ParseReported reads a report as the shell hooks send it in the
// background, with what they saw:
//
//	oterminus audit outcome --event ID [--shell S] (--outcome O |
//	    --inserted LINE [--ran LINE] [--exit N] [--duration MS]) [COMMAND...]
//
// A flag the hooks leave out is nil, not zero: a line that did not run
// has no --ran.
func ParseReported(args []string) (Reported, error) {
	var r Reported
	var ran string
	var exit int
	var duration int64
	fs := pflag.NewFlagSet("oterminus audit outcome", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&r.EventID, "event", "", "the request's event id")
	fs.StringVar(&r.Outcome, "outcome", "", "accepted, edited or abandoned (default: classified from --inserted and --ran)")
	fs.StringVar(&r.Inserted, "inserted", "", "the line oterminus inserted")
	fs.StringVar(&ran, "ran", "", "the line that ran at the next prompt; absent when none ran")
	fs.IntVar(&exit, "exit", 0, "the command's exit status")
	fs.Int64Var(&duration, "duration", 0, "how long it ran, in milliseconds")
	fs.StringVar(&r.Shell, "shell", "", "the shell")
	if err := fs.Parse(args); err != nil {
		return r, err
	}
	switch {
	case r.Outcome == "" && !fs.Changed("inserted"):
		return r, errors.New("audit outcome needs --outcome, or --inserted (and --ran if a line ran)")
	case r.Outcome != "" && !IsOutcome(r.Outcome):
		return r, fmt.Errorf("--outcome %q is not one of accepted, edited, abandoned", r.Outcome)
	}
	r.Command = strings.Join(fs.Args(), " ")
	if fs.Changed("ran") {
		r.Ran = &ran
	}
	if fs.Changed("exit") {
		r.ExitCode = &exit
	}
	if fs.Changed("duration") {
		r.DurationMS = &duration
	}
	return r, nil
}

// Decide is the outcome a report records, classified the same way for
// every shell; ok is false when there is nothing to record (no event
// id, or "-"). An abandoned command did not run: a status and duration
// the shell sent belong to something else and are dropped.
func (r Reported) Decide() (o Outcome, ok bool) {
	o = Outcome{EventID: r.EventID, Shell: r.Shell, Outcome: r.Outcome, Redact: r.Redact, Command: r.Command}
	if o.Outcome == "" {
		ran := ""
		if r.Ran != nil {
			ran = *r.Ran
		}
		o.Outcome, o.Command = Classify(r.Inserted, ran, r.Ran != nil), ran
	}
	if r.EventID == "" || r.EventID == "-" {
		return o, false
	}
	if o.Outcome != Abandoned {
		o.ExitCode, o.DurationMS = r.ExitCode, r.DurationMS
	}
	return o, true
}

// OutcomeEvent builds the audit line of an outcome.
func OutcomeEvent(o Outcome, now time.Time) Event {
	ev := Event{
		"event": KindOutcome, "event_id": o.EventID, "timestamp": Timestamp(now), "shell": o.Shell,
		"outcome": o.Outcome, "exit_code": o.ExitCode, "duration_ms": o.DurationMS, "command": nil,
	}
	if o.Outcome == Edited && o.Command != "" {
		if o.Redact {
			ev["command"] = redact.Text(o.Command)
		} else {
			ev["command"] = o.Command
		}
	}
	return ev
}
