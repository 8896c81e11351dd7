package cli

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/evals"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/termtext"
)

func runEval(ctx context.Context, e *Env, args []string) int {
	fs := pflag.NewFlagSet("oterminus eval", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	mode := fs.String("policy-mode", string(policy.ModeWrite), "policy mode: safe, write or dangerous")
	verbose := fs.BoolP("verbose", "v", false, "list passing cases too")
	fs.BoolP("help", "h", false, "show help")
	if err := fs.Parse(args); err != nil {
		return usageError(e, "eval", err)
	}
	if fs.Changed("help") {
		return runHelp(ctx, e, []string{"eval"})
	}
	if !validMode(*mode) {
		return usageError(e, "eval", fmt.Errorf("--policy-mode %q is not one of safe, write, dangerous", *mode))
	}
	if fs.NArg() == 0 {
		return usageError(e, "eval", errors.New("no eval files or directories given"))
	}
	cases, err := evals.Load(fs.Args())
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	passed, failed := 0, 0
	for _, c := range cases {
		r := evals.Run(ctx, c, evals.Options{PolicyMode: policy.Mode(*mode)})
		if r.Passed() {
			passed++
			if *verbose {
				fmt.Fprintf(e.Stdout, "[PASS] %s\n", termtext.Escape(c.ID))
			}
			continue
		}
		failed++
		fmt.Fprintf(e.Stdout, "[FAIL] %s (%s)\n", termtext.Escape(c.ID), termtext.Escape(c.File))
		for _, m := range r.Mismatches {
			fmt.Fprintf(e.Stdout, "  - %s: expected=%s actual=%s\n", m.Field,
				termtext.Escape(evals.Repr(m.Expected)), termtext.Escape(evals.Repr(m.Actual)))
		}
	}
	fmt.Fprintf(e.Stdout, "%d passed, %d failed\n", passed, failed)
	if failed > 0 {
		return ExitFailed
	}
	return ExitOK
}

func validMode(m string) bool {
	for _, v := range policy.Modes {
		if string(v) == m {
			return true
		}
	}
	return false
}
