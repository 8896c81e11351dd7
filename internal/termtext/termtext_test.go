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

// defaultIgnorable is Unicode's Default_Ignorable_Code_Point property as
// DerivedCoreProperties.txt lists it, written out here so the test does
// not take its expectations from the tables the code uses.
var defaultIgnorable = [][2]rune{
	{0x00ad, 0x00ad}, {0x034f, 0x034f}, {0x061c, 0x061c}, {0x115f, 0x1160},
	{0x17b4, 0x17b5}, {0x180b, 0x180f}, {0x200b, 0x200f}, {0x202a, 0x202e},
	{0x2060, 0x206f}, {0x3164, 0x3164}, {0xfe00, 0xfe0f}, {0xfeff, 0xfeff},
	{0xffa0, 0xffa0}, {0xfff0, 0xfff8}, {0x1bca0, 0x1bca3}, {0x1d173, 0x1d17a},
	{0xe0000, 0xe0fff},
}

func TestIsInvisibleCoversWholeClasses(t *testing.T) {
	// The code points the red team got through, one per class.
	for _, r := range []rune{0x034f, 0xfe0f, 0xe0100, 0x3164, 0x115f, 0xffa0, 0x17b4, 0x1d173} {
		if !IsInvisible(r) {
			t.Errorf("IsInvisible(%U) = false", r)
		}
	}
	swept := 0
	for _, rg := range defaultIgnorable {
		for r := rg[0]; r <= rg[1]; r++ {
			swept++
			if !IsInvisible(r) {
				t.Errorf("default-ignorable %U passes IsInvisible", r)
			}
		}
	}
	if swept < 4000 {
		t.Fatalf("swept only %d code points", swept)
	}
	// Format characters outside the ignorable set, separators, and spaces
	// that are not the ASCII space.
	for _, r := range []rune{
		0x0600, 0x06dd, 0x110bd, 0x13430, // prepended concatenation marks, Egyptian format controls
		0x2028, 0x2029, 0xfff9, 0xfffb,
		0x00a0, 0x1680, 0x2000, 0x2007, 0x200a, 0x202f, 0x205f, 0x3000, 0x2800,
	} {
		if !IsInvisible(r) {
			t.Errorf("IsInvisible(%U) = false", r)
		}
	}
	// Visible text stays as it is.
	for _, r := range "aZ09 -_./~é漢字한글😀\u0301ä" {
		if IsInvisible(r) {
			t.Errorf("IsInvisible(%U) = true for a visible character", r)
		}
	}
}

func TestEscapeShowsEveryInvisibleClass(t *testing.T) {
	in := "a\u034fb\ufe0fc\U000e0100d\u3164e\u115ff\uffa0g\u17b4h\U0001d173i\u00a0j"
	want := `a\u{034f}b\u{fe0f}c\u{e0100}d\u{3164}e\u{115f}f\u{ffa0}g\u{17b4}h\u{1d173}i\u{00a0}j`
	if got := Escape(in); got != want {
		t.Errorf("Escape = %q, want %q", got, want)
	}
	if got := string(EscapeJSON([]byte(`"` + "\U000e0100\u3164" + `"`))); got != `"\udb40\udd00\u3164"` {
		t.Errorf("EscapeJSON = %s", got)
	}
}
