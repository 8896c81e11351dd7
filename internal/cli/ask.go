package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/ask"
	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/oneshot"
	"github.com/oterminus/oterminus/internal/terminal"
	"github.com/oterminus/oterminus/internal/termtext"
)

// runAsk answers a question with the model's help: see package ask. The
// command line only wires the loop to the terminal, the planner's client,
// the typed-command path and the audit.
func runAsk(ctx context.Context, e *Env, args []string) int {
	fs := pflag.NewFlagSet("oterminus ask", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.SetInterspersed(false)
	roleName := fs.String("role", "", "the role (see 'oterminus roles')")
	model := fs.String("model", "", "the model, instead of the role's or the configured one")
	maxSteps := fs.Int("max-steps", ask.DefaultMaxSteps, "the most commands the model may run")
	budget := fs.Duration("budget", ask.DefaultBudget, "the time the whole ask may take")
	fs.BoolP("help", "h", false, "show help")
	if err := fs.Parse(args); err != nil {
		return usageError(e, "ask", err)
	}
	if fs.Changed("help") {
		return runHelp(ctx, e, []string{"ask"})
	}
	question := strings.TrimSpace(strings.Join(fs.Args(), " "))
	if err := lifecycle.CheckInput(question); err != nil {
		return fail(e, ExitUsage, withHint(err, `ask a question, e.g. oterminus ask "which files here are biggest?"`))
	}
	if *maxSteps < 1 || *maxSteps > 50 {
		return usageError(e, "ask", errors.New("--max-steps must be from 1 to 50"))
	}
	if *budget <= 0 {
		return usageError(e, "ask", errors.New("--budget must be a positive duration, e.g. 2m"))
	}
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, withHint(err, "fix the setting, or run 'oterminus config validate' to check the file"))
	}
	ctx, stop := interruptible(ctx)
	defer stop()
	tty := &ttyAsker{open: e.OpenTTY}
	defer tty.close()
	run, err := newAsk(e, cfg, askOptions{role: *roleName, model: *model, maxSteps: *maxSteps, budget: *budget}, question)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	run.Check, run.Ask, run.Out = ask.NewChecker(cfg.Policy, dialect.Default, e.Getenv), tty.ask, e.Stdout
	res := ask.Run(ctx, run)
	switch res.End {
	case ask.Answered:
		return ExitOK
	case ask.Interrupted:
		fmt.Fprintln(e.Stdout, "\nInterrupted.")
		return ExitInterrupted
	case ask.StepLimit:
		return fail(e, ExitFailed, askStopped(res, run))
	case ask.TimeBudget:
		return fail(e, ExitTimeout, askStopped(res, run))
	}
	return fail(e, ExitUsage, askStopped(res, run))
}

// askStopped says why an ask ended without an answer.
func askStopped(res ask.Result, run ask.Config) error {
	switch res.End {
	case ask.StepLimit:
		return withHint(fmt.Errorf("ask stopped: the model used its %d steps without answering", run.MaxSteps),
			"ask a narrower question, or allow more steps with --max-steps N")
	case ask.TimeBudget:
		return withHint(fmt.Errorf("ask stopped: its time budget of %s ran out", run.Budget),
			"allow more time with --budget, e.g. --budget 5m")
	case ask.Interrupted:
		return errors.New("ask interrupted")
	}
	return oneshot.PlannerFailure(res.Err)
}

// askOptions are ask's flags.
type askOptions struct {
	role, model string
	maxSteps    int
	budget      time.Duration
}

// newAsk prepares an ask from the configuration and the role: the model,
// the audit and the limits. The caller adds the terminal: Check, Ask, Out.
func newAsk(e *Env, cfg *config.Config, opts askOptions, question string) (ask.Config, error) {
	role, err := loadRole(e, opts.role)
	if err != nil {
		return ask.Config{}, err
	}
	if opts.model != "" {
		cfg.Model = opts.model
	} else if role.Model != "" {
		cfg.Model = role.Model
	}
	p, err := ollamaPlanner(cfg, e)
	if err != nil {
		return ask.Config{}, oneshot.PlannerFailure(err)
	}
	log := &audit.Log{Path: cfg.Audit.Path, Enabled: cfg.Audit.Enabled, Redact: cfg.Audit.Redact}
	warned := false
	notice := ""
	if !p.OnThisMachine(context.Background()) {
		notice = p.NotOnThisMachine()
	}
	return ask.Config{
		Notice:   notice,
		Question: question, Model: p, ModelName: cfg.Model, Temperature: role.Temperature,
		Instructions: role.Instructions, Tools: role.Tools, Platform: runtime.GOOS,
		Dir: e.Dir, Home: e.Getenv("HOME"), MaxSteps: opts.maxSteps, Budget: opts.budget,
		StepTimeout: time.Duration(cfg.TimeoutSeconds) * time.Second,
		EventID:     audit.NewEventID(), Role: role.Name, Redact: log.Redact,
		Audit: func(ev audit.Event) {
			if err := log.Write(ev); err != nil && !warned {
				warned = true
				fmt.Fprintf(e.Stderr, "oterminus: warning: the audit log was not written: %s\n", termtext.Escape(err.Error()))
			}
		},
	}, nil
}

// ttyAsker asks on the terminal, never on stdin, so a piped stdin cannot
// approve a step. It is opened at the first question.
type ttyAsker struct {
	open func() (*os.File, error)
	tty  *os.File
	err  error
}

func (t *ttyAsker) ask(ctx context.Context, question string) (string, error) {
	if t.tty == nil && t.err == nil {
		t.tty, t.err = t.open()
	}
	if t.err != nil {
		return "", ask.ErrNoTerminal
	}
	return terminal.Answer(ctx, t.tty, question)
}

func (t *ttyAsker) close() {
	if t.tty != nil {
		t.tty.Close()
	}
}
