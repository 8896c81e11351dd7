package dialect

import (
	"slices"
	"strings"
	"testing"

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
				t.Fatalf("%s: %q rendered with control characters: %q", d.Name(), argv, text)
			}
			back, err := d.Fields(text)
			if err != nil || !slices.Equal(back, argv) {
				t.Fatalf("%s: %q -> %q -> %q (%v)", d.Name(), argv, text, back, err)
			}
			if d.Shell == (bash{}) {
				// The original's rendering: each word bare when safe, else
				// single-quoted, joined by one space.
				want := make([]string, len(argv))
				for i, w := range argv {
					want[i] = w
					if w == "" || !IsSafe(w) {
						want[i] = "'" + strings.ReplaceAll(w, "'", `'"'"'`) + "'"
					}
				}
				if text != strings.Join(want, " ") {
					t.Fatalf("bash rendering %q is not the original's %q", text, strings.Join(want, " "))
				}
			}
		}
	})
}
