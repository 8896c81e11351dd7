package request

import "testing"

func TestLastCommandFailed(t *testing.T) {
	cases := []struct {
		name string
		last *LastCommand
		want bool
	}{
		{"no command reported", nil, false},
		{"blank text", &LastCommand{Text: "  ", Status: 1}, false},
		{"success", &LastCommand{Text: "make", Status: 0}, false},
		{"failure", &LastCommand{Text: "make", Status: 2}, true},
		{"interrupted with Ctrl-C", &LastCommand{Text: "make", Status: 130}, false},
		{"suspended on Linux", &LastCommand{Text: "vim", Status: 148}, false},
		{"suspended on macOS", &LastCommand{Text: "vim", Status: 146}, false},
		{"command not found", &LastCommand{Text: "gti status", Status: 127}, true},
	}
	for _, c := range cases {
		if got := c.last.Failed(); got != c.want {
			t.Errorf("%s: Failed() = %v, want %v", c.name, got, c.want)
		}
	}
}
