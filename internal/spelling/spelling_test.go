package spelling

import (
	"strings"
	"testing"
)

func TestDistance(t *testing.T) {
	long := strings.Repeat("abcdefghij", 4) // 40 runes: rows beyond the stack's
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"stauts", "status", 1}, // a swap of neighbours is one edit
		{"grpe", "grep", 1},
		{"kitten", "sitting", 3},
		{"ca", "abc", 2}, // a swap (ac), then an insertion: the restricted form said 3
		{"-delte", "-delete", 1},
		{"-delte", "-depth", 2},
		{"abcdef", "badcfe", 3}, // three swaps
		{"kil", "kill", 1},
		{"", "abc", 3},
		{"abc", "", 3},
		{"héllo", "hello", 1}, // runes, not bytes
		{long, long[:39] + "x", 1},
		{long, long[1:], 1},
		{"x" + long, long + "x", 2},
		{long + "ab", long + "ba", 1}, // a swap beyond the stack's table
		{"ab" + long, long, 2},
	} {
		if got := Distance(c.a, c.b); got != c.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}
