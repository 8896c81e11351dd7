package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/evals"
	"github.com/oterminus/oterminus/internal/planner"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/termtext"
)

func runEval(ctx context.Context, e *Env, args []string) int {
	fs := pflag.NewFlagSet("oterminus eval", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	mode := fs.String("policy-mode", string(policy.ModeWrite), "policy mode: safe, write or dangerous")
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
	if !validMode(*mode) {
		return usageError(e, "eval", fmt.Errorf("--policy-mode %q is not one of safe, write, dangerous", *mode))
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
	if *live {
		return runLiveEval(ctx, e, cases, policy.Mode(*mode), *model, contracts)
	}
	passed, failed, superseded := 0, 0, 0
	for _, c := range cases {
		r := evals.Run(ctx, c, evals.Options{PolicyMode: policy.Mode(*mode)})
		if r.Superseded != "" {
			superseded++
			fmt.Fprintf(e.Stdout, "[SUPERSEDED] %s: checked against its new expectation (%s)\n", termtext.Escape(c.ID), r.Superseded)
		}
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
	// A case checked against a superseded expectation is counted apart, so
	// the summary never says the original's expectation held when it did
	// not.
	if superseded > 0 {
		fmt.Fprintf(e.Stdout, "%d passed (%d of them against a superseded expectation), %d failed\n", passed, superseded, failed)
	} else {
		fmt.Fprintf(e.Stdout, "%d passed, %d failed\n", passed, failed)
	}
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

// runLiveEval sends each natural-language case to the model under each
// reply contract and prints how it did, case by case and then the
// contracts side by side: the table a person reads to pick a model and a
// contract. A case is asked under every contract before the next case,
// so a model warming up or a busy machine weighs on both alike.
func runLiveEval(ctx context.Context, e *Env, cases []*evals.Case, mode policy.Mode, model string, contracts []string) int {
	ctx, stop := interruptible(ctx)
	defer stop()
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	if model != "" {
		cfg.Model = model
	}
	p, err := ollamaPlanner(cfg, e)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	yes := map[bool]string{true: "yes", false: "no"}
	rows := map[string][]evals.LiveRow{}
	models := map[string]bool{}
	fmt.Fprintf(e.Stdout, "%-40s %-10s %-8s %-6s %-7s %-9s %-8s %-6s %s\n", "case", "contract", "accepted", "family", "command", "first-try", "repaired", "tokens", "latency")
cases:
	for _, c := range cases {
		for _, contract := range contracts {
			cp := p.WithContract(contract)
			before := cp.ReplyTokens()
			r := evals.Run(ctx, c, evals.Options{PolicyMode: mode, Planner: cp})
			row, ok := evals.Live(r)
			if !ok {
				continue cases // the model never sees this case
			}
			row.Contract, row.Tokens = contract, cp.ReplyTokens()-before
			if r.Outcome.Plan != nil {
				models[r.Outcome.Plan.Model] = true
			}
			rows[contract] = append(rows[contract], row)
			id := termtext.Clip(termtext.Escape(c.ID), 40)
			if row.Error != nil {
				fmt.Fprintf(e.Stdout, "%-40s %-10s error: %s (%d tokens, %s)\n", id, contract, termtext.Escape(row.Error.Error()), row.Tokens, ms(row.Latency))
				if errors.Is(row.Error, context.Canceled) {
					break cases
				}
				continue
			}
			command := "n/a"
			if row.CommandMatch != nil {
				command = yes[*row.CommandMatch]
			}
			fmt.Fprintf(e.Stdout, "%-40s %-10s %-8s %-6s %-7s %-9s %-8s %-6d %s\n", id, contract, yes[row.Accepted], yes[row.FamilyMatch],
				command, yes[row.FirstTryValid], yes[row.Repaired], row.Tokens, ms(row.Latency))
		}
	}
	names := make([]string, 0, len(models))
	for m := range models {
		names = append(names, termtext.Escape(m))
	}
	sort.Strings(names)
	n := 0
	if len(contracts) > 0 {
		n = len(rows[contracts[0]])
	}
	fmt.Fprintf(e.Stdout, "\nlive: %d cases sent to %s at %s, under %s\n", n, strings.Join(names, ", "), p.Host(), strings.Join(contracts, " and "))
	fmt.Fprintf(e.Stdout, "%-10s %-8s %-7s %-8s %-9s %-14s %-6s %-14s %-10s %s\n", "contract", "accepted", "family", "command", "first-try", "parse-failures", "errors", "tokens/request", "median", "p95")
	allFailed := true
	for _, contract := range contracts {
		s := evals.Summarize(rows[contract])
		fmt.Fprintf(e.Stdout, "%-10s %-8s %-7s %-8s %-9s %-14d %-6d %-14.1f %-10s %s\n", contract,
			frac(s.Accepted, s.Cases), frac(s.FamilyMatches, s.Cases), frac(s.CommandMatches, s.CommandCases), frac(s.FirstTry, s.Cases),
			s.ParseFailures, s.Errors, s.MeanTokens(), ms(s.Median), ms(s.P95))
		allFailed = allFailed && s.Errors == s.Cases
	}
	if ctx.Err() != nil {
		fmt.Fprintln(e.Stderr, "oterminus: interrupted")
		return ExitInterrupted
	}
	if n == 0 || allFailed {
		return ExitFailed
	}
	return ExitOK
}

func frac(n, of int) string { return fmt.Sprintf("%d/%d", n, of) }

func ms(d time.Duration) string { return fmt.Sprintf("%d ms", d.Milliseconds()) }
