package dialect

import (
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/shlex"
	"github.com/oterminus/oterminus/internal/termtext"
)

// FuzzRender renders arbitrary words (separated by \x1f in the input) for
// every shell: either the rendering fails, or it has no control
// characters and the shell's reader gives the words back.
func FuzzRender(f *testing.F) {
	for _, seed := range []string{"ls\x1f-l\x1fmy file", "cat\x1fit's", "x\x1f=ls\x1f%self\x1f~\x1f$(id)", "a\x1f\x1f\\"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, input string) {
		argv := strings.Split(input, "\x1f")
		for _, d := range table {
			text, err := d.Render(argv)
			if err != nil {
				continue
			}
			if termtext.NeedsEscape(text) {
				t.Fatalf("%s: %q rendered with control characters: %q", d.Name, argv, text)
			}
			back, err := d.Fields(text)
			if err != nil || !slices.Equal(back, argv) {
				t.Fatalf("%s: %q -> %q -> %q (%v)", d.Name, argv, text, back, err)
			}
			if d == bash {
				if words, err := shlex.Split(text); err != nil || !slices.Equal(words, argv) {
					t.Fatalf("bash rendering %q is not shlex.join: %q", text, words)
				}
			}
		}
	})
}
