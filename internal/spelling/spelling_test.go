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
		{"ca", "abc", 3}, // optimal string alignment, not Damerau: no edit of a swapped pair
		{"", "abc", 3},
		{"abc", "", 3},
		{"héllo", "hello", 1}, // runes, not bytes
		{long, long[:39] + "x", 1},
		{long, long[1:], 1},
		{"x" + long, long + "x", 2},
	} {
		if got := Distance(c.a, c.b); got != c.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}
