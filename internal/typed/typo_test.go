package typed

import (
	"slices"
	"testing"

	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
)

// TestCorrectionIsNearest (issue 34 class 6): a typo is corrected to the
// nearest declared word, however the declaration orders its words:
// -delte is one edit from -delete and two from -depth.
func TestCorrectionIsNearest(t *testing.T) {
	in := Input{Registry: registry.Default(), Scope: registry.Scope{Platform: "linux"}, Shell: "bash",
		Reader: reader.Env{Home: "/home/u", Dir: t.TempDir()}}
	for _, c := range []struct{ typed, from, to, text string }{
		{"find . -delte", "-delte", "-delete", "find . -delete"},
		{"find .  -nmae x", "-nmae", "-name", "find .  -name x"},
		{"git stauts", "stauts", "status", "git status"},
		{"grpe -rn x .", "grpe", "grep", "grep -rn x ."},
		{"kil -9 1234", "kil", "kill", "kill -9 1234"},
	} {
		p, ok := Detect(c.typed, in)
		if !ok || p.Correction == nil {
			t.Errorf("%q: typed=%v, no correction", c.typed, ok)
			continue
		}
		if got := p.Correction; got.From != c.from || got.To != c.to || got.Text != c.text {
			t.Errorf("%q: corrected %q -> %q (%q), want %q -> %q (%q)", c.typed, got.From, got.To, got.Text, c.from, c.to, c.text)
		}
	}
}

// TestNearestOrder: nearest first; equally near ones in byte order of
// their spelling, whatever order they came in.
func TestNearestOrder(t *testing.T) {
	candidates := []string{"-depth", "-delete", "-dele", "-xdev"}
	words := func(idx []int, from []string) []string {
		var out []string
		for _, k := range idx {
			out = append(out, from[k])
		}
		return out
	}
	want := []string{"-dele", "-delete", "-depth"}
	if got := words(nearest("-delte", candidates), candidates); !slices.Equal(got, want) {
		t.Errorf("nearest(-delte) = %q, want %q", got, want)
	}
	reversed := slices.Clone(candidates)
	slices.Reverse(reversed)
	if got := words(nearest("-delte", reversed), reversed); !slices.Equal(got, want) {
		t.Errorf("nearest(-delte) over the reversed list = %q, want %q", got, want)
	}
}
