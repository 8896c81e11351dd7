package evals

import "testing"

// TestSupersededOncePerCase: each case is superseded at most once (a map
// literal refused a repeated id; the Pairs in its place would keep the
// first silently).
func TestSupersededOncePerCase(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range superseded {
		if seen[s.Key] {
			t.Errorf("case %s is superseded twice", s.Key)
		}
		seen[s.Key] = true
	}
}
