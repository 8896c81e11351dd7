package terminal

import (
	"strings"
	"testing"
)

// TestCovers counts rows as a terminal wraps them: one per started row of
// each line, and the message rows.
func TestCovers(t *testing.T) {
	for _, c := range []struct {
		name          string
		buffer        string
		width, height int
		extra         int
		want          bool
	}{
		{"short line", "ls -l", 80, 24, 1, false},
		// 23 full rows and one message row: exactly 24.
		{"fills the screen exactly", strings.Repeat("a", 23*80), 80, 24, 1, false},
		{"one character more", strings.Repeat("a", 23*80+1), 80, 24, 1, true},
		{"the size limit on a wide screen", strings.Repeat("a", 8305), 300, 40, 1, false},
		{"the size limit on the test screen", strings.Repeat("a", 8305), 160, 40, 1, true},
		// 24 lines: the last, empty, is where the cursor is.
		{"many short lines", strings.Repeat("x\n", 23), 80, 24, 0, false},
		{"one short line more", strings.Repeat("x\n", 24), 80, 24, 0, true},
		{"wide characters counted by rune", strings.Repeat("é", 80), 80, 3, 1, false},
	} {
		if got := Covers(c.buffer, c.width, c.height, c.extra); got != c.want {
			t.Errorf("%s: Covers = %v, want %v", c.name, got, c.want)
		}
	}
}
