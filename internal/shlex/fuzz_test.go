package shlex

import (
	"slices"
	"testing"
)

// FuzzSplitJoin checks that Join is the inverse of Split: whatever words
// Split finds, joining and splitting them again gives the same words.
func FuzzSplitJoin(f *testing.F) {
	for _, c := range cases {
		f.Add(c.in)
	}
	f.Fuzz(func(t *testing.T, text string) {
		words, err := Split(text)
		if err != nil {
			return
		}
		again, err := Split(Join(words))
		if err != nil || !slices.Equal(again, words) && !(len(again) == 0 && len(words) == 0) {
			t.Fatalf("%q: words %q, re-split %q (%v)", text, words, again, err)
		}
		if _, err := SplitOperators(text); err != nil {
			t.Fatalf("%q splits but SplitOperators fails: %v", text, err)
		}
	})
}
