package preview

import "testing"

func TestUseColor(t *testing.T) {
	for _, c := range []struct {
		mode     string
		terminal bool
		term     string
		want     bool
	}{
		{"always", false, "dumb", true},
		{"never", true, "xterm-256color", false},
		{"auto", true, "xterm-256color", true},
		{"auto", true, "DUMB", false},
		{"auto", false, "xterm", false},
		{"", true, "", true},
	} {
		if got := UseColor(c.mode, c.terminal, c.term); got != c.want {
			t.Errorf("UseColor(%q, %v, %q) = %v, want %v", c.mode, c.terminal, c.term, got, c.want)
		}
	}
}
