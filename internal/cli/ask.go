package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/ask"
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/roles"
	"github.com/oterminus/oterminus/internal/terminal"
	"github.com/oterminus/oterminus/internal/undo"
)

func askFlags(fs *pflag.FlagSet) {
	fs.String("role", "", "the role (see 'oterminus roles')")
	fs.String("model", "", "the model, instead of the role's or the configured one")
	fs.Int("max-steps", ask.DefaultMaxSteps, "the most commands the model may run")
	fs.Duration("budget", ask.DefaultBudget, "the time the whole ask may take")
}

// runAsk answers a question with the model's help: see package ask. The
// command line only wires the loop to the terminal, the settings and the
// flags.
func runAsk(ctx context.Context, e *Env, fs *pflag.FlagSet) int {
	var s ask.Setup
	s.Role, _ = fs.GetString("role")
	s.Model, _ = fs.GetString("model")
	s.MaxSteps, _ = fs.GetInt("max-steps")
	s.Budget, _ = fs.GetDuration("budget")
	question := strings.TrimSpace(strings.Join(fs.Args(), " "))
	if err := lifecycle.CheckInput(question); err != nil {
		return fail(e, ExitUsage, withHint(err, `ask a question, e.g. oterminus ask "which files here are biggest?"`))
	}
	if err := s.CheckLimits(); err != nil {
		return usageError(e, "ask", err)
	}
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, withHint(err, "fix the setting, or run 'oterminus config validate' to check the file"))
	}
	ctx, stop := terminal.Interruptible(ctx)
	defer stop()
	run, err := prepareAsk(e, cfg, question, s)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	tty := terminal.NewAsker(e.OpenTTY)
	defer tty.Close()
	run.Ask, run.Out = tty.Ask, e.Stdout
	res := ask.Run(ctx, run)
	switch res.End {
	case ask.Answered:
		return ExitOK
	case ask.Interrupted:
		fmt.Fprintln(e.Stdout, "\nInterrupted.")
		return ExitInterrupted
	case ask.StepLimit:
		return fail(e, ExitFailed, res.Stopped(run))
	case ask.TimeBudget:
		return fail(e, ExitTimeout, res.Stopped(run))
	}
	return fail(e, ExitUsage, res.Stopped(run))
}

// prepareAsk is ask.Prepare with the process's settings and world; its
// steps are read as typed in the default shell.
func prepareAsk(e *Env, cfg *config.Config, question string, s ask.Setup) (ask.Config, error) {
	s.Config, s.Getenv, s.Dir, s.Warn = cfg, e.Getenv, e.Dir, e.Stderr
	run, err := ask.Prepare(question, s)
	run.Check = ask.NewChecker(cfg.Policy, dialect.Default, e.Getenv)
	if cfg.Undo.BudgetMiB > 0 {
		store := undo.New(config.StateDir(e.Getenv), int64(cfg.Undo.BudgetMiB)<<20, cfg.Undo.MaxAge)
		run.Undo = &store
	}
	return run, err
}

// runRoles lists the roles: name, model, tools and the first line of the
// instructions.
func runRoles(_ context.Context, e *Env, fs *pflag.FlagSet) int {
	if fs.NArg() > 0 {
		return usageError(e, "roles", fmt.Errorf("roles takes no arguments, got %q", fs.Arg(0)))
	}
	if err := roles.Show(e.Stdout, config.RolesDir(e.Getenv)); err != nil {
		return fail(e, ExitFailed, err)
	}
	return ExitOK
}
