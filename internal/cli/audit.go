package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/terminal"
	"github.com/oterminus/oterminus/internal/termtext"
)

const auditUsage = `Usage: oterminus audit COMMAND

Commands:
  tail [-n N] [--json]   the last N events (default 10)
  status                 where the log is, whether it is on, how big it is
  stats [--json]         what happened to requests, and how often inserted commands ran as inserted
  clear                  empty the log (asks on the terminal)
`

func runAudit(ctx context.Context, e *Env, args []string) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(e.Stdout, auditUsage)
		return ExitOK
	}
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	log := &audit.Log{Path: cfg.Audit.Path, Enabled: cfg.Audit.Enabled, Redact: cfg.Audit.Redact}
	sub, rest := args[0], args[1:]
	switch sub {
	case "tail":
		return auditTail(e, log, rest)
	case "status":
		return auditStatus(e, log)
	case "stats":
		return auditStats(e, log, rest)
	case "clear":
		return auditClear(ctx, e, log)
	case "outcome":
		return auditOutcome(e, log, rest)
	}
	return usageError(e, "audit", fmt.Errorf("unknown audit command %q", sub))
}

func disabledNote(e *Env) int {
	fmt.Fprintln(e.Stdout, "oterminus: the audit log is disabled (audit.enabled = false, or OTERMINUS_AUDIT_ENABLED=false)")
	return ExitOK
}

func readLog(e *Env, log *audit.Log) ([]audit.Event, int, bool) {
	events, skipped, err := log.Read()
	if !readable(e, log, err) {
		return nil, 0, false
	}
	return events, skipped, true
}

// readable reports a read error of the log, if any.
func readable(e *Env, log *audit.Log, err error) bool {
	if errors.Is(err, os.ErrNotExist) {
		fmt.Fprintf(e.Stdout, "oterminus: no audit log yet at %s\n", termtext.Escape(log.Path))
		return false
	}
	if err != nil {
		fail(e, ExitFailed, err)
		return false
	}
	return true
}

func auditTail(e *Env, log *audit.Log, args []string) int {
	fs := pflag.NewFlagSet("oterminus audit tail", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	n := fs.IntP("lines", "n", 10, "how many events")
	asJSON := fs.Bool("json", false, "print the events as JSON lines")
	if err := fs.Parse(args); err != nil || *n < 1 || fs.NArg() > 0 {
		if err == nil {
			err = errors.New("-n needs a positive number, and tail takes no arguments")
		}
		return usageError(e, "audit", err)
	}
	if !log.Enabled {
		return disabledNote(e)
	}
	// Only the last n events are kept while reading: the log can be large.
	var (
		ring []audit.Event
		next int // the oldest kept event, once the ring is full
	)
	skipped, err := log.Scan(func(ev audit.Event) {
		if len(ring) < *n {
			ring = append(ring, ev)
			return
		}
		ring[next] = ev
		next = (next + 1) % *n
	})
	if !readable(e, log, err) {
		return ExitOK
	}
	for _, ev := range append(ring[next:], ring[:next]...) {
		if *asJSON {
			data, _ := json.Marshal(ev)
			fmt.Fprintf(e.Stdout, "%s\n", termtext.EscapeJSON(data))
			continue
		}
		fmt.Fprintln(e.Stdout, termtext.Escape(tailLine(ev)))
	}
	if skipped > 0 && !*asJSON {
		fmt.Fprintf(e.Stdout, "(%d unreadable line(s) skipped)\n", skipped)
	}
	return ExitOK
}

// maxTailText clips the request and command shown per line: a line is a
// summary, and a planted log can hold anything.
const maxTailText = 300

func tailLine(ev audit.Event) string {
	value := func(key string) string {
		switch v := ev[key].(type) {
		case nil:
			return "-"
		case float64:
			return fmt.Sprint(int64(v))
		default:
			return fmt.Sprint(v)
		}
	}
	if ev.String("event") == audit.KindOutcome {
		return fmt.Sprintf("%s  outcome  %-9s exit=%s %sms  [%s]", value("timestamp"), value("outcome"),
			value("exit_code"), value("duration_ms"), value("event_id"))
	}
	cmd := ev.String("rendered_command")
	if cmd == "" {
		cmd = "-"
	}
	return fmt.Sprintf("%s  %-6s %-22s %q -> %s  [%s]", value("timestamp"), value("shell"), value("confirmation_result"),
		termtext.Clip(ev.String("user_input"), maxTailText), termtext.Clip(cmd, maxTailText), value("event_id"))
}

func auditStatus(e *Env, log *audit.Log) int {
	w := e.Stdout
	fmt.Fprintf(w, "audit log:  %s\n", map[bool]string{true: "enabled", false: "disabled"}[log.Enabled])
	fmt.Fprintf(w, "path:       %s\n", termtext.Escape(log.Path))
	fmt.Fprintf(w, "redaction:  %s\n", map[bool]string{true: "on", false: "off"}[log.Redact])
	info, err := os.Stat(log.Path)
	if err != nil {
		fmt.Fprintln(w, "file:       not created yet")
		return ExitOK
	}
	events := 0
	skipped, _ := log.Scan(func(audit.Event) { events++ })
	fmt.Fprintf(w, "file:       %d bytes, %d events, mode %04o\n", info.Size(), events, info.Mode().Perm())
	if skipped > 0 {
		fmt.Fprintf(w, "unreadable: %d line(s), skipped by readers\n", skipped)
	}
	return ExitOK
}

func auditStats(e *Env, log *audit.Log, args []string) int {
	asJSON := len(args) == 1 && args[0] == "--json"
	if len(args) > 0 && !asJSON {
		return usageError(e, "audit", errors.New("stats takes only --json"))
	}
	if !log.Enabled {
		return disabledNote(e)
	}
	events, skipped, ok := readLog(e, log)
	if !ok {
		return ExitOK
	}
	s := audit.Compute(events, skipped)
	if asJSON {
		data, _ := json.MarshalIndent(s, "", "  ")
		fmt.Fprintf(e.Stdout, "%s\n", termtext.EscapeJSON(data))
		return ExitOK
	}
	w := e.Stdout
	fmt.Fprintf(w, "requests            %d\n", s.Requests)
	fmt.Fprintf(w, "typed, kept         %d\n", s.Typed)
	fmt.Fprintf(w, "inserted            %d\n", s.Inserted)
	fmt.Fprintf(w, "  accepted unedited %d\n", s.Accepted)
	fmt.Fprintf(w, "  edited, then run  %d\n", s.Edited)
	fmt.Fprintf(w, "  abandoned         %d\n", s.Abandoned)
	fmt.Fprintf(w, "  no outcome yet    %d\n", s.Pending)
	fmt.Fprintf(w, "rejected            %d\n", s.Rejected)
	fmt.Fprintf(w, "ambiguous           %d\n", s.Ambiguous)
	fmt.Fprintf(w, "failed              %d\n", s.Failed)
	fmt.Fprintf(w, "cancelled           %d\n", s.Cancelled)
	for _, group := range []struct {
		title string
		rates map[string]*audit.Rate
	}{{"family", s.ByFamily}, {"model", s.ByModel}} {
		if len(group.rates) == 0 {
			continue
		}
		fmt.Fprintf(w, "\nacceptance by %s (ran as inserted / inserted with an outcome)\n", group.title)
		for _, k := range audit.Keys(group.rates) {
			r := group.rates[k]
			rate := "-"
			if a, ok := r.Acceptance(); ok {
				rate = fmt.Sprintf("%.0f%%", 100*a)
			}
			fmt.Fprintf(w, "  %-28s %5s  (%d accepted, %d edited, %d abandoned, %d inserted)\n",
				termtext.Escape(k), rate, r.Accepted, r.Edited, r.Abandoned, r.Inserted)
		}
	}
	if skipped > 0 {
		fmt.Fprintf(w, "\n(%d unreadable line(s) skipped)\n", skipped)
	}
	return ExitOK
}

// auditClear asks on the terminal before emptying the log.
func auditClear(ctx context.Context, e *Env, log *audit.Log) int {
	ctx, stop := interruptible(ctx)
	defer stop()
	if !log.Enabled {
		return disabledNote(e)
	}
	tty, err := e.OpenTTY()
	if err != nil {
		return fail(e, ExitUsage, withHint(errors.New("clearing the audit log needs a terminal to confirm on"),
			"run 'oterminus audit clear' from a terminal"))
	}
	defer tty.Close()
	fmt.Fprintf(tty, "This empties %s. Type CLEAR AUDIT to proceed: ", termtext.Escape(log.Path))
	answer := make(chan string, 1)
	go func() { answer <- terminal.ReadLine(tty) }()
	select {
	case <-ctx.Done():
		fmt.Fprintln(e.Stdout, "\nCancelled.")
		return ExitInterrupted
	case line := <-answer:
		if strings.TrimSpace(line) != "CLEAR AUDIT" {
			fmt.Fprintln(e.Stdout, "Cancelled; the audit log is unchanged.")
			return ExitOK
		}
	}
	if err := log.Clear(); err != nil {
		return fail(e, ExitFailed, err)
	}
	fmt.Fprintln(e.Stdout, "The audit log is empty.")
	return ExitOK
}

// auditOutcome records what the person did with an inserted command. The
// shell hooks call it in the background with what they saw (the inserted
// line, the line that ran if one did, its exit status and duration); the
// outcome is classified here, the same way for every shell. It prints
// nothing. --outcome names the outcome directly instead.
func auditOutcome(e *Env, log *audit.Log, args []string) int {
	fs := pflag.NewFlagSet("oterminus audit outcome", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	event := fs.String("event", "", "the request's event id")
	outcome := fs.String("outcome", "", "accepted, edited or abandoned (default: classified from --inserted and --ran)")
	inserted := fs.String("inserted", "", "the line oterminus inserted")
	ran := fs.String("ran", "", "the line that ran at the next prompt; absent when none ran")
	exit := fs.Int("exit", 0, "the command's exit status")
	duration := fs.Int64("duration", 0, "how long it ran, in milliseconds")
	shellName := fs.String("shell", "", "the shell")
	if err := fs.Parse(args); err != nil {
		return usageError(e, "audit", err)
	}
	command := strings.Join(fs.Args(), " ")
	switch {
	case *outcome == "" && !fs.Changed("inserted"):
		return usageError(e, "audit", errors.New("audit outcome needs --outcome, or --inserted (and --ran if a line ran)"))
	case *outcome == "":
		*outcome = audit.Classify(*inserted, *ran, fs.Changed("ran"))
		command = *ran
	}
	switch *outcome {
	case audit.Accepted, audit.Edited, audit.Abandoned:
	default:
		return usageError(e, "audit", fmt.Errorf("--outcome %q is not one of accepted, edited, abandoned", *outcome))
	}
	if *event == "" || *event == "-" {
		return ExitOK
	}
	o := audit.Outcome{EventID: *event, Shell: *shellName, Outcome: *outcome, Redact: log.Redact, Command: command}
	// An abandoned command did not run: its status and duration, if the
	// shell sent them, belong to something else.
	if fs.Changed("exit") && *outcome != audit.Abandoned {
		o.ExitCode = exit
	}
	if fs.Changed("duration") && *outcome != audit.Abandoned {
		o.DurationMS = duration
	}
	if err := log.Write(audit.OutcomeEvent(o, time.Now())); err != nil {
		return fail(e, ExitFailed, err)
	}
	return ExitOK
}
