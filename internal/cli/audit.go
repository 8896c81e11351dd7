package cli

import (
	"context"
	_ "embed"
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

// auditUsage is the help of oterminus audit.
//
//go:embed help/audit.txt
var auditUsage string

func runAudit(ctx context.Context, e *Env, fs *pflag.FlagSet) int {
	args := fs.Args()
	if len(args) == 0 || args[0] == "help" {
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
	skipped, err := log.Tail(e.Stdout, *n, *asJSON)
	if !readable(e, log, err) {
		return ExitOK
	}
	if skipped > 0 && !*asJSON {
		fmt.Fprintf(e.Stdout, "(%d unreadable line(s) skipped)\n", skipped)
	}
	return ExitOK
}

func auditStatus(e *Env, log *audit.Log) int {
	log.WriteStatus(e.Stdout)
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
		s.WriteJSON(e.Stdout)
		return ExitOK
	}
	s.Write(e.Stdout)
	return ExitOK
}

// auditClear asks on the terminal before emptying the log.
func auditClear(ctx context.Context, e *Env, log *audit.Log) int {
	ctx, stop := terminal.Interruptible(ctx)
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
	line, err := terminal.Answer(ctx, tty, fmt.Sprintf("This empties %s. Type CLEAR AUDIT to proceed: ", termtext.Escape(log.Path)))
	switch {
	case err != nil:
		fmt.Fprintln(e.Stdout, "\nCancelled.")
		return ExitInterrupted
	case strings.TrimSpace(line) != "CLEAR AUDIT":
		fmt.Fprintln(e.Stdout, "Cancelled; the audit log is unchanged.")
		return ExitOK
	}
	if err := log.Clear(); err != nil {
		return fail(e, ExitFailed, err)
	}
	fmt.Fprintln(e.Stdout, "The audit log is empty.")
	return ExitOK
}

// auditOutcome records what the person did with an inserted command. The
// shell hooks call it in the background with what they saw (the inserted
// line, the line that ran if one did, its exit status and duration); audit
// classifies the outcome, the same way for every shell. It prints
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
	switch {
	case *outcome == "" && !fs.Changed("inserted"):
		return usageError(e, "audit", errors.New("audit outcome needs --outcome, or --inserted (and --ran if a line ran)"))
	case *outcome != "" && !audit.IsOutcome(*outcome):
		return usageError(e, "audit", fmt.Errorf("--outcome %q is not one of accepted, edited, abandoned", *outcome))
	}
	r := audit.Reported{EventID: *event, Shell: *shellName, Outcome: *outcome, Inserted: *inserted,
		Command: strings.Join(fs.Args(), " "), Redact: log.Redact}
	if fs.Changed("ran") {
		r.Ran = ran
	}
	if fs.Changed("exit") {
		r.ExitCode = exit
	}
	if fs.Changed("duration") {
		r.DurationMS = duration
	}
	o, ok := r.Decide()
	if !ok {
		return ExitOK
	}
	if err := log.Write(audit.OutcomeEvent(o, time.Now())); err != nil {
		return fail(e, ExitFailed, err)
	}
	return ExitOK
}
