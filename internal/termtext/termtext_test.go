package termtext

import (
	"strings"
	"testing"
)

func TestEscape(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"plain text, ünïcödé", "plain text, ünïcödé"},
		{"line\nbreak\rtab\t", `line\nbreak\rtab\t`},
		{"\x1b]52;c;ZXZpbA==\x07", `\e]52;c;ZXZpbA==\x07`}, // OSC 52 clipboard write
		{"\x1b[2J\x1b[8mhidden", `\e[2J\e[8mhidden`},       // clear screen, hidden text
		{"\x00nul\x7fdel\u0085nel\u009bcsi", `\x00nul\x7fdel\x85nel\x9bcsi`},
		{"invoice\u202etxt.exe", `invoice\u{202e}txt.exe`}, // bidi override
		{"a\u200bb\u2066c\ufeffd", `a\u{200b}b\u{2066}c\u{feff}d`},
		{"bad \xff utf8", `bad \xff utf8`},
	} {
		if got := Escape(c.in); got != c.want {
			t.Errorf("Escape(%q) = %q, want %q", c.in, got, c.want)
		}
		if NeedsEscape(Escape(c.in)) {
			t.Errorf("Escape(%q) still needs escaping", c.in)
		}
		if NeedsEscape(c.in) != (c.in != c.want) {
			t.Errorf("NeedsEscape(%q) = %v", c.in, NeedsEscape(c.in))
		}
	}
}

func TestEscapeJSON(t *testing.T) {
	in := []byte(`{"a":"x` + "\u202e\u0085\x7f" + `y"}`)
	got := string(EscapeJSON(in))
	if got != `{"a":"x\u202e\u0085\u007fy"}` {
		t.Errorf("EscapeJSON = %s", got)
	}
	if plain := []byte(`{"a":"b"}`); string(EscapeJSON(plain)) != string(plain) {
		t.Error("EscapeJSON changed plain JSON")
	}
}

func TestClip(t *testing.T) {
	if got := Clip(strings.Repeat("é", 10), 4); got != "ééé…" {
		t.Errorf("Clip = %q", got)
	}
	if got := Clip("short", 10); got != "short" {
		t.Errorf("Clip = %q", got)
	}
}
