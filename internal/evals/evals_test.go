package evals

import (
	"context"
	"path/filepath"
	"testing"
)

// TestUpstreamEvals runs the original's eval cases, unchanged, and our own
// cases beside them; every one must pass.
func TestUpstreamEvals(t *testing.T) {
	for _, dir := range []string{"upstream", "."} {
		cases, err := Load([]string{filepath.Join("..", "..", "testdata", "evals", dir)})
		if err != nil {
			if dir == "." {
				continue // our own cases are added alongside
			}
			t.Fatal(err)
		}
		if dir == "upstream" && len(cases) != 120 {
			t.Errorf("loaded %d upstream cases, want 120", len(cases))
		}
		for _, c := range cases {
			r := Run(context.Background(), c, Options{})
			for _, m := range r.Mismatches {
				t.Errorf("%s: %s: expected=%s actual=%s", c.ID, m.Field, Repr(m.Expected), Repr(m.Actual))
			}
		}
	}
}
