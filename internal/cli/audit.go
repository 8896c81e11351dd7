package cli

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/terminal"
	"github.com/oterminus/oterminus/internal/termtext"
)

// auditCommands are audit's subcommands. outcome is the shell hooks'.
func auditCommands() []*command {
	return []*command{
		{name: "audit tail", usage: "[-n N] [--json]", short: "the last N events (default 10)", run: auditTail, flags: func(fs *pflag.FlagSet) {
			fs.IntP("lines", "n", 10, "how many events")
			fs.Bool("json", false, "print the events as JSON lines")
		}},
		{name: "audit status", short: "where the log is, whether it is on, how big it is", run: auditStatus},
		{name: "audit stats", usage: "[--json]", short: "what happened to requests, and how often inserted commands ran as inserted", run: auditStats,
			flags: func(fs *pflag.FlagSet) { fs.Bool("json", false, "print the figures as JSON") }},
		{name: "audit clear", short: "empty the log (asks on the terminal)", run: auditClear},
		{name: "audit outcome", hidden: true, raw: true, nargs: -1, short: "record what the person did with an inserted command", run: auditOutcome},
	}
}

// auditLog is the configured audit log; nil when it is disabled or the
// configuration did not load, which has been said.
func auditLog(e *Env) (*audit.Log, int) {
	cfg, err := loadConfig(e)
	if err != nil {
		return nil, fail(e, ExitUsage, err)
	}
	log := audit.Log(cfg.Audit)
	if !log.Enabled {
		fmt.Fprintln(e.Stdout, "oterminus: the audit log is disabled (audit.enabled = false, or OTERMINUS_AUDIT_ENABLED=false)")
		return nil, ExitOK
	}
	return &log, ExitOK
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

func auditTail(_ context.Context, e *Env, fs *pflag.FlagSet) int {
	n, _ := fs.GetInt("lines")
	asJSON := on(fs, "json")
	if n < 1 {
		return usageError(e, "audit tail", errors.New("-n needs a positive number"))
	}
	log, code := auditLog(e)
	if log == nil {
		return code
	}
	skipped, err := log.Tail(e.Stdout, n, asJSON)
	if !readable(e, log, err) {
		return ExitOK
	}
	if skipped > 0 && !asJSON {
		fmt.Fprintf(e.Stdout, "(%d unreadable line(s) skipped)\n", skipped)
	}
	return ExitOK
}

func auditStatus(_ context.Context, e *Env, _ *pflag.FlagSet) int {
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	log := audit.Log(cfg.Audit)
	log.WriteStatus(e.Stdout)
	return ExitOK
}

func auditStats(_ context.Context, e *Env, fs *pflag.FlagSet) int {
	log, code := auditLog(e)
	if log == nil {
		return code
	}
	events, skipped, err := log.Read()
	if !readable(e, log, err) {
		return ExitOK
	}
	s := audit.Compute(events, skipped)
	if on(fs, "json") {
		s.WriteJSON(e.Stdout)
		return ExitOK
	}
	s.Write(e.Stdout)
	return ExitOK
}

// auditClear asks on the terminal before emptying the log.
func auditClear(ctx context.Context, e *Env, _ *pflag.FlagSet) int {
	ctx, stop := terminal.Interruptible(ctx)
	defer stop()
	log, code := auditLog(e)
	if log == nil {
		return code
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

// auditOutcome records what the person did with an inserted command: the
// shell hooks call it in the background with what they saw (see
// audit.ParseReported), and audit classifies the outcome the same way
// for every shell. It prints nothing.
func auditOutcome(_ context.Context, e *Env, fs *pflag.FlagSet) int {
	r, err := audit.ParseReported(fs.Args())
	if err != nil {
		return usageError(e, "audit", err)
	}
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	log := audit.Log(cfg.Audit)
	r.Redact = log.Redact
	if o, ok := r.Decide(); ok {
		if err := log.Write(audit.OutcomeEvent(o, time.Now())); err != nil {
			return fail(e, ExitFailed, err)
		}
	}
	return ExitOK
}
