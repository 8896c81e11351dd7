package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/evals"
	"github.com/oterminus/oterminus/internal/planner"
)

func runEval(ctx context.Context, e *Env, args []string) int {
	fs := pflag.NewFlagSet("oterminus eval", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	modeText := fs.String("policy-mode", "write", "policy mode: safe, write or dangerous")
	verbose := fs.BoolP("verbose", "v", false, "list passing cases too")
	live := fs.Bool("live", false, "send natural-language cases to the live model instead of their fixed replies")
	model := fs.String("model", "", "with --live: the model to evaluate (default: the configured one)")
	contract := fs.String("contract", "", "with --live: only this reply contract, structured or command (default: both, side by side)")
	fs.BoolP("help", "h", false, "show help")
	if err := fs.Parse(args); err != nil {
		return usageError(e, "eval", err)
	}
	if fs.Changed("help") {
		return runHelp(ctx, e, []string{"eval"})
	}
	mode, err := evals.ParseMode(*modeText)
	if err != nil {
		return usageError(e, "eval", fmt.Errorf("--policy-mode %w", err))
	}
	if fs.NArg() == 0 {
		return usageError(e, "eval", errors.New("no eval files or directories given"))
	}
	if *model != "" && !*live {
		return usageError(e, "eval", errors.New("--model needs --live"))
	}
	contracts := planner.Contracts
	switch {
	case *contract != "" && !*live:
		return usageError(e, "eval", errors.New("--contract needs --live"))
	case *contract != "" && !slices.Contains(planner.Contracts, *contract):
		return usageError(e, "eval", fmt.Errorf("--contract %q is not one of %s", *contract, strings.Join(planner.Contracts, ", ")))
	case *contract != "":
		contracts = []string{*contract}
	}
	cases, err := evals.Load(fs.Args())
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	if !*live {
		if evals.Report(ctx, e.Stdout, cases, mode, *verbose) > 0 {
			return ExitFailed
		}
		return ExitOK
	}
	// --live sends the natural-language cases to the model: see
	// evals.ReportLive.
	ctx, stop := interruptible(ctx)
	defer stop()
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	if *model != "" {
		cfg.Model = *model
	}
	p, err := ollamaPlanner(cfg, e)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	answered := evals.ReportLive(ctx, e.Stdout, p, cases, mode, contracts)
	if ctx.Err() != nil {
		fmt.Fprintln(e.Stderr, "oterminus: interrupted")
		return ExitInterrupted
	}
	if !answered {
		return ExitFailed
	}
	return ExitOK
}
