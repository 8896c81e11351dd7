package evals

import (
	"context"
	"path/filepath"
	"testing"
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
