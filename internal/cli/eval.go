package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

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
	live := fs.Bool("live", false, "send natural-language cases to the live model instead of their fixed replies")
	model := fs.String("model", "", "with --live: the model to evaluate (default: the configured one)")
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
	cases, err := evals.Load(fs.Args())
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	if *live {
		return runLiveEval(ctx, e, cases, policy.Mode(*mode), *model)
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

// runLiveEval sends each natural-language case to the model and prints how
// it did: the table a person reads to pick a model.
func runLiveEval(ctx context.Context, e *Env, cases []*evals.Case, mode policy.Mode, model string) int {
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
	var rows []evals.LiveRow
	models := map[string]bool{}
	fmt.Fprintf(e.Stdout, "%-44s %-8s %-6s %-7s %-9s %-8s %s\n", "case", "accepted", "family", "command", "first-try", "repaired", "latency")
	for _, c := range cases {
		r := evals.Run(ctx, c, evals.Options{PolicyMode: mode, Planner: p})
		row, ok := evals.Live(r)
		if !ok {
			continue
		}
		if r.Outcome.Plan != nil {
			models[r.Outcome.Plan.Model] = true
		}
		rows = append(rows, row)
		id := termtext.Clip(termtext.Escape(c.ID), 44)
		if row.Error != nil {
			fmt.Fprintf(e.Stdout, "%-44s error: %s (%s)\n", id, termtext.Escape(row.Error.Error()), ms(row.Latency))
			if errors.Is(row.Error, context.Canceled) {
				break
			}
			continue
		}
		command := "n/a"
		if row.CommandMatch != nil {
			command = yes[*row.CommandMatch]
		}
		fmt.Fprintf(e.Stdout, "%-44s %-8s %-6s %-7s %-9s %-8s %s\n", id, yes[row.Accepted], yes[row.FamilyMatch],
			command, yes[row.FirstTryValid], yes[row.Repaired], ms(row.Latency))
	}
	s := evals.Summarize(rows)
	names := make([]string, 0, len(models))
	for m := range models {
		names = append(names, termtext.Escape(m))
	}
	sort.Strings(names)
	fmt.Fprintf(e.Stdout, "\nlive: %d cases sent to %s at %s\n", s.Cases, strings.Join(names, ", "), p.Host())
	fmt.Fprintf(e.Stdout, "accepted %d/%d, family matches %d/%d, command matches %d/%d, schema-valid first try %d/%d, repaired %d, errors %d\n",
		s.Accepted, s.Cases, s.FamilyMatches, s.Cases, s.CommandMatches, s.CommandCases, s.FirstTry, s.Cases, s.Repaired, s.Errors)
	fmt.Fprintf(e.Stdout, "latency median %s, p95 %s\n", ms(s.Median), ms(s.P95))
	if ctx.Err() != nil {
		fmt.Fprintln(e.Stderr, "oterminus: interrupted")
		return ExitInterrupted
	}
	if s.Cases == 0 || s.Errors == s.Cases {
		return ExitFailed
	}
	return ExitOK
}

func ms(d time.Duration) string { return fmt.Sprintf("%d ms", d.Milliseconds()) }
