package cli

import (
	"context"
	"errors"
	"fmt"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/evals"
	"github.com/oterminus/oterminus/internal/planner"
	"github.com/oterminus/oterminus/internal/terminal"
)

func evalFlags(fs *pflag.FlagSet) {
	fs.String("policy-mode", "write", "policy mode: safe, write or dangerous")
	fs.BoolP("verbose", "v", false, "list passing cases too")
	fs.Bool("live", false, "send natural-language cases to the live model instead of their fixed replies")
	fs.String("model", "", "with --live: the model to evaluate (default: the configured one)")
	fs.String("contract", "", "with --live: only this reply contract, structured or command (default: both, side by side)")
}

func runEval(ctx context.Context, e *Env, fs *pflag.FlagSet) int {
	modeText, _ := fs.GetString("policy-mode")
	model, _ := fs.GetString("model")
	contract, _ := fs.GetString("contract")
	verbose, live := on(fs, "verbose"), on(fs, "live")
	mode, err := evals.ParseMode(modeText)
	if err != nil {
		return usageError(e, "eval", fmt.Errorf("--policy-mode %w", err))
	}
	if fs.NArg() == 0 {
		return usageError(e, "eval", errors.New("no eval files or directories given"))
	}
	if (model != "" || contract != "") && !live {
		return usageError(e, "eval", errors.New("--model and --contract need --live"))
	}
	contracts, err := planner.ContractsNamed(contract)
	if err != nil {
		return usageError(e, "eval", err)
	}
	cases, err := evals.Load(fs.Args())
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	if !live {
		if evals.Report(ctx, e.Stdout, cases, mode, verbose) > 0 {
			return ExitFailed
		}
		return ExitOK
	}
	// --live sends the natural-language cases to the model: see
	// evals.ReportLive.
	ctx, stop := terminal.Interruptible(ctx)
	defer stop()
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	if model != "" {
		cfg.Model = model
	}
	p, err := planner.Configured(cfg, e.Getenv, e.Dir)
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
