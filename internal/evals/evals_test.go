package evals

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/planner"
)

// TestUpstreamEvals runs the original's eval cases, unchanged, and our own
// cases beside them; every one must pass, and a file that does not load
// fails the test rather than dropping its cases.
func TestUpstreamEvals(t *testing.T) {
	for _, c := range []struct {
		dir  string
		want int
	}{{"upstream", 120}, {".", 19}} {
		dir := t.TempDir() // a working directory in no project
		cases, err := Load([]string{filepath.Join("..", "..", "testdata", "evals", c.dir)})
		if err != nil {
			t.Fatalf("%s: %v", c.dir, err)
		}
		if len(cases) < c.want {
			t.Errorf("loaded %d cases from %s, want at least %d", len(cases), c.dir, c.want)
		}
		for _, ec := range cases {
			r := Run(context.Background(), ec, Options{Dir: dir})
			for _, m := range r.Mismatches {
				t.Errorf("%s: %s: expected=%s actual=%s", ec.ID, m.Field, Repr(m.Expected), Repr(m.Actual))
			}
		}
	}
}

// The live summary counts a planner failure to meet the contract as a
// parse failure (other failures are only errors) and means the reply
// tokens over every request, failed ones included.
func TestSummarizeLive(t *testing.T) {
	yes := true
	rows := []LiveRow{
		{Accepted: true, FamilyMatch: true, CommandMatch: &yes, FirstTryValid: true, Tokens: 40, Latency: 3 * time.Millisecond},
		{Error: &planner.Error{Kind: planner.KindContract}, ParseFailure: true, Tokens: 90, Latency: 9 * time.Millisecond},
		{Error: errors.New("cannot reach Ollama"), Tokens: 0, Latency: 1 * time.Millisecond},
		{Accepted: false, FamilyMatch: true, Repaired: true, Tokens: 70, Latency: 5 * time.Millisecond},
	}
	s := Summarize(rows)
	if s.Cases != 4 || s.Errors != 2 || s.ParseFailures != 1 || s.Accepted != 1 || s.FamilyMatches != 2 || s.FirstTry != 1 ||
		s.Repaired != 1 || s.CommandCases != 1 || s.CommandMatches != 1 || s.MeanTokens() != 50 ||
		s.Median != 5*time.Millisecond || s.P95 != 9*time.Millisecond {
		t.Errorf("summary %+v, mean tokens %v", s, s.MeanTokens())
	}
}
