package keys

import (
	"slices"
	"testing"
)

func TestParse(t *testing.T) {
	for in, want := range map[string][]Stroke{
		"^O":   {{Ctrl: true, Char: 'o'}},
		`\e^O`: {{Ctrl: true, Alt: true, Char: 'o'}},
		"^X?":  {{Ctrl: true, Char: 'x'}, {Char: '?'}},
		`\eo`:  {{Alt: true, Char: 'o'}},
	} {
		got, err := Parse(in)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("Parse(%q) = %v, %v", in, got, err)
		}
	}
	for _, bad := range []string{"", `\e`, "^1", "a b", "^"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
}

func TestLabel(t *testing.T) {
	for in, want := range map[string]string{"^O": "Ctrl-O", `\e^O`: "Ctrl-Alt-O", "^X?": "Ctrl-X ?", `\eo`: "Alt-O"} {
		if got := Label(in); got != want {
			t.Errorf("Label(%q) = %q, want %q", in, got, want)
		}
	}
}
