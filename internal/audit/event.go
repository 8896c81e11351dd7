package audit

import (
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/execute"
	"github.com/oterminus/oterminus/internal/planning"
	"github.com/oterminus/oterminus/internal/redact"
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
)

// Request is what happened to one request.
type Request struct {
	Outcome      *planning.Outcome
	Start        time.Time
	EventID      string
	Shell        string
	Interface    string // "cli" or "widget"
	RunMode      string // execute, dry-run, explain, translate, explain-key, fix-last, explain-last
	Confirmation string
	TwoPress     bool // inserted by the second press of a two-press confirmation
	// Failure is set for an explanation of the last failed command.
	Failure      *planning.FailureOutcome
	AutoEnabled  bool
	AutoEligible *bool
	AutoReason   string
	Exec         *execute.Result
	Redact       bool
}

// RequestEvent builds the audit line of a request: the original's fields
// (upstream-spec §16.2), then the widget's.
func RequestEvent(r Request) Event {
	o := r.Outcome
	text, argv := redact.Text, redact.Argv
	if !r.Redact {
		text, argv = func(s string) string { return s }, func(a []string) []string { return a }
	}
	texts := func(list []string) []string {
		out := make([]string, 0, len(list))
		for _, s := range list {
			out = append(out, text(s))
		}
		return out
	}
	ev := Event{
		"event":                         KindRequest,
		"event_id":                      r.EventID,
		"timestamp":                     Timestamp(r.Start),
		"shell":                         r.Shell,
		"interface":                     r.Interface,
		"run_mode":                      r.RunMode,
		"user_input":                    text(input(o)),
		"direct_command_detected":       o.Direct,
		"ambiguity_detected":            o.Ambiguity.Ambiguous,
		"ambiguity_reason":              nil,
		"ambiguity_safe_options":        []string{},
		"planner_invoked":               o.Plan != nil || o.PlannerErr != nil,
		"planner_skipped":               o.Plan == nil && o.PlannerErr == nil,
		"planner_skip_reason":           nil,
		"proposal_origin":               nil,
		"routed_category":               nil,
		"proposal_mode":                 nil,
		"command_family":                nil,
		"rendered_command":              nil,
		"argv":                          []string{},
		"validation_accepted":           nil,
		"risk_level":                    nil,
		"warnings":                      []string{},
		"rejection_reasons":             []string{},
		"confirmation_result":           r.Confirmation,
		"auto_execute_safe_enabled":     r.AutoEnabled,
		"auto_execute_safe_eligible":    r.AutoEligible,
		"auto_execute_safe_reason":      nil,
		"execution_exit_code":           nil,
		"stdout_truncated":              false,
		"stderr_truncated":              false,
		"stdout_original_chars":         nil,
		"stderr_original_chars":         nil,
		"stdout_visible_chars":          nil,
		"stderr_visible_chars":          nil,
		"rerun_source_history_id":       nil,
		"duration_ms":                   time.Since(r.Start).Milliseconds(),
		"timings_ms":                    timings(o.Timings, time.Since(r.Start)),
		"failure_explanation_requested": false,
		"failure_explanation_generated": false,
		"failure_explanation_error":     nil,
		"failure_suggested_next_action": nil,
		"failure_stderr_summary":        nil,
		"context_sources":               contextSources(o.Context),
		"model":                         nil,
		"model_chosen":                  false,
		"planner_repaired":              false,
		"two_press":                     r.TwoPress,
		"error":                         nil,
	}
	if o.Ambiguity.Ambiguous {
		ev["ambiguity_reason"] = text(o.Ambiguity.Reason)
		ev["ambiguity_safe_options"] = texts(o.Ambiguity.Options)
	}
	switch {
	case o.Direct:
		ev["planner_skip_reason"] = "direct_command"
	case o.Ambiguity.Ambiguous:
		ev["planner_skip_reason"] = "ambiguity_blocked"
	case o.ShortcutRule != "":
		ev["planner_skip_reason"] = "deterministic_shortcut"
	}
	if o.Route != nil {
		ev["routed_category"] = o.Route.Category
	}
	if o.Plan != nil {
		ev["model"], ev["model_chosen"], ev["planner_repaired"] = o.Plan.Model, o.Plan.ModelChosen, o.Plan.Repaired
	}
	switch {
	case o.InputErr != nil:
		ev["error"] = text(o.InputErr.Error())
	case o.PlannerErr != nil:
		ev["error"] = text(o.PlannerErr.Error())
	}
	if p := o.Proposal; p != nil {
		ev["proposal_origin"] = string(p.Origin)
		ev["proposal_mode"] = string(p.Mode)
		if p.Family != "" {
			ev["command_family"] = p.Family
		}
	}
	if v := o.Validation; v != nil {
		ev["rendered_command"] = text(v.Rendered())
		ev["argv"] = argv(v.Argv)
		ev["validation_accepted"] = v.Accepted()
		ev["risk_level"] = v.Risk.String()
		ev["warnings"] = texts(v.Warnings)
		ev["rejection_reasons"] = texts(v.Reasons)
	}
	if f := r.Failure; f != nil {
		ev["failure_explanation_requested"] = true
		ev["failure_explanation_generated"] = f.Explanation != nil
		if f.Err != nil {
			ev["failure_explanation_error"] = text(f.Err.Error())
		}
		if f.SuggestionShown {
			ev["failure_suggested_next_action"] = text(f.Suggestion.Validation.Text)
		}
		if f.Explanation != nil {
			ev["model"] = f.Explanation.Model
		}
	}
	if r.AutoReason != "" {
		ev["auto_execute_safe_reason"] = r.AutoReason
	}
	if x := r.Exec; x != nil {
		ev["execution_exit_code"] = x.ExitCode
		ev["execution_ms"] = x.Duration.Milliseconds()
		if x.Err != nil {
			ev["error"] = text(x.Err.Error())
		}
		if !x.Raw && x.Err == nil {
			ev["stdout_truncated"], ev["stderr_truncated"] = x.Stdout.Truncated, x.Stderr.Truncated
			ev["stdout_original_chars"], ev["stderr_original_chars"] = x.Stdout.OriginalChars, x.Stderr.OriginalChars
			ev["stdout_visible_chars"], ev["stderr_visible_chars"] = visible(x.Stdout), visible(x.Stderr)
		}
	}
	return ev
}

func visible(s execute.Stream) int {
	if s.Truncated {
		return len([]rune(s.Text))
	}
	return s.OriginalChars
}

func timings(ts planning.Timings, total time.Duration) map[string]int64 {
	m := map[string]int64{"total_duration_ms": total.Milliseconds()}
	for _, t := range ts {
		m[t.Name] = t.Duration.Milliseconds()
	}
	return m
}

// input is what the request was about: the text typed, or the failed
// command being fixed or explained.
func input(o *planning.Outcome) string {
	if o.Fixing != nil {
		return o.Fixing.Text
	}
	return o.Request.Text
}

// contextSources names the context sources the planner was given; their
// content is never recorded.
func contextSources(items []planning.ContextItem) []string {
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
