package evals

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/planner"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Report runs the cases with their fixed replies under mode and writes a
// line for each failing case (each case, if verbose) and a summary to w.
// It returns how many failed.
func Report(ctx context.Context, w io.Writer, cases []*Case, mode policy.Mode, verbose bool) (failed int) {
	passed, superseded := 0, 0
	for _, c := range cases {
		r := Run(ctx, c, Options{PolicyMode: mode})
		if r.Superseded != "" {
			superseded++
			fmt.Fprintf(w, "[SUPERSEDED] %s: checked against its new expectation (%s)\n", termtext.Escape(c.ID), r.Superseded)
		}
		if r.Passed() {
			passed++
			if verbose {
				fmt.Fprintf(w, "[PASS] %s\n", termtext.Escape(c.ID))
			}
			continue
		}
		failed++
		fmt.Fprintf(w, "[FAIL] %s (%s)\n", termtext.Escape(c.ID), termtext.Escape(c.File))
		for _, m := range r.Mismatches {
			fmt.Fprintf(w, "  - %s: expected=%s actual=%s\n", m.Field,
				termtext.Escape(Repr(m.Expected)), termtext.Escape(Repr(m.Actual)))
		}
	}
	// A case checked against a superseded expectation is counted apart, so
	// the summary never says the original's expectation held when it did
	// not.
	if superseded > 0 {
		fmt.Fprintf(w, "%d passed (%d of them against a superseded expectation), %d failed\n", passed, superseded, failed)
	} else {
		fmt.Fprintf(w, "%d passed, %d failed\n", passed, failed)
	}
	return failed
}

// ReportLive sends each natural-language case to the model under each
// reply contract and writes to w how it did, case by case and then the
// contracts side by side: the table a person reads to pick a model and a
// contract. A case is asked under every contract before the next case,
// so a model warming up or a busy machine weighs on both alike. It
// reports whether the model answered: false when no case was sent, or
// every one failed under every contract.
func ReportLive(ctx context.Context, w io.Writer, p *planner.Planner, cases []*Case, mode policy.Mode, contracts []string) bool {
	yes := map[bool]string{true: "yes", false: "no"}
	rows := map[string][]LiveRow{}
	models := map[string]bool{}
	fmt.Fprintf(w, "%-40s %-10s %-8s %-6s %-7s %-9s %-8s %-6s %s\n", "case", "contract", "accepted", "family", "command", "first-try", "repaired", "tokens", "latency")
cases:
	for _, c := range cases {
		for _, contract := range contracts {
			cp := p.WithContract(contract)
			before := cp.ReplyTokens()
			r := Run(ctx, c, Options{PolicyMode: mode, Planner: cp})
			row, ok := Live(r)
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
				fmt.Fprintf(w, "%-40s %-10s error: %s (%d tokens, %s)\n", id, contract, termtext.Escape(row.Error.Error()), row.Tokens, ms(row.Latency))
				if errors.Is(row.Error, context.Canceled) {
					break cases
				}
				continue
			}
			command := "n/a"
			if row.CommandMatch != nil {
				command = yes[*row.CommandMatch]
			}
			fmt.Fprintf(w, "%-40s %-10s %-8s %-6s %-7s %-9s %-8s %-6d %s\n", id, contract, yes[row.Accepted], yes[row.FamilyMatch],
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
	fmt.Fprintf(w, "\nlive: %d cases sent to %s at %s, under %s\n", n, strings.Join(names, ", "), p.Host(), strings.Join(contracts, " and "))
	fmt.Fprintf(w, "%-10s %-8s %-7s %-8s %-9s %-14s %-6s %-14s %-10s %s\n", "contract", "accepted", "family", "command", "first-try", "parse-failures", "errors", "tokens/request", "median", "p95")
	allFailed := true
	for _, contract := range contracts {
		s := Summarize(rows[contract])
		fmt.Fprintf(w, "%-10s %-8s %-7s %-8s %-9s %-14d %-6d %-14.1f %-10s %s\n", contract,
			frac(s.Accepted, s.Cases), frac(s.FamilyMatches, s.Cases), frac(s.CommandMatches, s.CommandCases), frac(s.FirstTry, s.Cases),
			s.ParseFailures, s.Errors, s.MeanTokens(), ms(s.Median), ms(s.P95))
		allFailed = allFailed && s.Errors == s.Cases
	}
	return n > 0 && !allFailed
}

func frac(n, of int) string { return fmt.Sprintf("%d/%d", n, of) }

func ms(d time.Duration) string { return fmt.Sprintf("%d ms", d.Milliseconds()) }
