package termtext

import (
	"fmt"
	"strings"
	"unicode"
)

// Text that looks like other text. A word can read as one thing and be
// another: "nоtes.txt" with a Cyrillic о names a different file than
// "notes.txt", a right-to-left override shows "exe.txt" for "txt.exe",
// and a zero-width space splits no word on screen. Escape makes the
// invisible ones visible; Lookalikes names every such character of a
// word, the look-alike letters too, so a model's word holding one can be
// refused and a person's flagged, by name.

// Lookalike is one character that makes a word look like other text.
type Lookalike struct {
	Rune rune
	// Name is the character's Unicode name ("CYRILLIC SMALL LETTER O"),
	// or its script's letter ("a Cyrillic letter") when the table below
	// does not name it.
	Name string
	// Why says how it deceives: "looks like Latin o", "reverses the
	// text after it", "is invisible", "mixes scripts".
	Why string
}

// String is the character as the answer names it: "U+043E CYRILLIC
// SMALL LETTER O (looks like Latin o)". It holds no raw character, so it
// is safe on a terminal as it is.
func (l Lookalike) String() string {
	return fmt.Sprintf("U+%04X %s (%s)", l.Rune, l.Name, l.Why)
}

// Lookalikes lists, in order, the characters of word that make it look
// like other text: bidirectional controls, zero-width characters, the
// Cyrillic and Greek letters that look like Latin ones, and, in a word
// that mixes Latin, Cyrillic and Greek letters, the letters of the
// scripts other than the first one.
func Lookalikes(word string) []Lookalike {
	var out []Lookalike
	first := "" // the script of the word's first letter of the three
	for _, r := range word {
		if c, ok := lookupFormat(r); ok {
			out = append(out, c)
			continue
		}
		script := scriptOf(r)
		if script == "" {
			continue
		}
		if first == "" {
			first = script
		}
		if c, ok := lookupConfusable(r); ok {
			out = append(out, c)
			continue
		}
		if script != first {
			out = append(out, Lookalike{Rune: r, Name: "a " + script + " letter",
				Why: "mixes scripts: a " + script + " letter in a " + first + " word"})
		}
	}
	return out
}

// EscapeLookalikes is word with each character Lookalikes names written
// as \u{NNNN}, and anything else Escape would escape escaped: the word
// as it really is, for an answer.
func EscapeLookalikes(word string) string {
	flagged := Lookalikes(word)
	if len(flagged) == 0 {
		return Escape(word)
	}
	var b strings.Builder
	for _, r := range word {
		if containsRune(flagged, r) {
			fmt.Fprintf(&b, `\u{%04x}`, r)
			continue
		}
		b.WriteString(Escape(string(r)))
	}
	return b.String()
}

// DescribeLookalikes names a word's look-alike characters once each, for
// an answer: `"n\u{043e}tes.txt" holds U+043E CYRILLIC SMALL LETTER O
// (looks like Latin o)`; "" when it has none.
func DescribeLookalikes(word string) string {
	flagged := Lookalikes(word)
	if len(flagged) == 0 {
		return ""
	}
	var names []string
	var seen []Lookalike
	for _, l := range flagged {
		if !containsRune(seen, l.Rune) {
			seen = append(seen, l)
			names = append(names, l.String())
		}
	}
	return `"` + EscapeLookalikes(word) + `" holds ` + strings.Join(names, ", ")
}

func containsRune(list []Lookalike, r rune) bool {
	for _, l := range list {
		if l.Rune == r {
			return true
		}
	}
	return false
}

// scriptOf is the script of a letter among the three whose letters look
// alike; "" for any other character.
func scriptOf(r rune) string {
	switch {
	case r < 0x80:
		if 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' {
			return "Latin"
		}
		return ""
	case !unicode.IsLetter(r):
		return ""
	case unicode.Is(unicode.Latin, r):
		return "Latin"
	case unicode.Is(unicode.Cyrillic, r):
		return "Cyrillic"
	case unicode.Is(unicode.Greek, r):
		return "Greek"
	}
	return ""
}

func lookupFormat(r rune) (Lookalike, bool) {
	for _, f := range formatCharacters {
		if f.Rune == r {
			return f, true
		}
	}
	return Lookalike{}, false
}

func lookupConfusable(r rune) (Lookalike, bool) {
	for _, c := range confusables {
		if c.r == r {
			return Lookalike{Rune: r, Name: c.name, Why: "looks like Latin " + string(c.latin)}, true
		}
	}
	return Lookalike{}, false
}

// formatCharacters are the bidirectional controls, which reorder what is
// shown around them, and the zero-width characters, which show nothing.
// A static table: no Unicode name data ships with Go.
var formatCharacters = []Lookalike{
	{0x202A, "LEFT-TO-RIGHT EMBEDDING", "a bidirectional control: reorders the text after it"},
	{0x202B, "RIGHT-TO-LEFT EMBEDDING", "a bidirectional control: reorders the text after it"},
	{0x202C, "POP DIRECTIONAL FORMATTING", "a bidirectional control: reorders the text after it"},
	{0x202D, "LEFT-TO-RIGHT OVERRIDE", "a bidirectional control: reorders the text after it"},
	{0x202E, "RIGHT-TO-LEFT OVERRIDE", "a bidirectional control: reverses the text after it"},
	{0x2066, "LEFT-TO-RIGHT ISOLATE", "a bidirectional control: reorders the text after it"},
	{0x2067, "RIGHT-TO-LEFT ISOLATE", "a bidirectional control: reorders the text after it"},
	{0x2068, "FIRST STRONG ISOLATE", "a bidirectional control: reorders the text after it"},
	{0x2069, "POP DIRECTIONAL ISOLATE", "a bidirectional control: reorders the text after it"},
	{0x200E, "LEFT-TO-RIGHT MARK", "a bidirectional mark: invisible, reorders text"},
	{0x200F, "RIGHT-TO-LEFT MARK", "a bidirectional mark: invisible, reorders text"},
	{0x061C, "ARABIC LETTER MARK", "a bidirectional mark: invisible, reorders text"},
	{0x200B, "ZERO WIDTH SPACE", "zero-width: invisible"},
	{0x200C, "ZERO WIDTH NON-JOINER", "zero-width: invisible"},
	{0x200D, "ZERO WIDTH JOINER", "zero-width: invisible"},
	{0x2060, "WORD JOINER", "zero-width: invisible"},
	{0xFEFF, "ZERO WIDTH NO-BREAK SPACE", "zero-width: invisible"},
}

// confusables are the common Cyrillic and Greek letters drawn like a
// Latin letter in most fonts, with their Unicode names.
var confusables = []struct {
	r     rune
	latin rune
	name  string
}{
	{0x0430, 'a', "CYRILLIC SMALL LETTER A"}, {0x0435, 'e', "CYRILLIC SMALL LETTER IE"},
	{0x043E, 'o', "CYRILLIC SMALL LETTER O"}, {0x0440, 'p', "CYRILLIC SMALL LETTER ER"},
	{0x0441, 'c', "CYRILLIC SMALL LETTER ES"}, {0x0443, 'y', "CYRILLIC SMALL LETTER U"},
	{0x0445, 'x', "CYRILLIC SMALL LETTER HA"}, {0x0455, 's', "CYRILLIC SMALL LETTER DZE"},
	{0x0456, 'i', "CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I"}, {0x0458, 'j', "CYRILLIC SMALL LETTER JE"},
	{0x04BB, 'h', "CYRILLIC SMALL LETTER SHHA"}, {0x04CF, 'l', "CYRILLIC SMALL LETTER PALOCHKA"},
	{0x0501, 'd', "CYRILLIC SMALL LETTER KOMI DE"}, {0x051B, 'q', "CYRILLIC SMALL LETTER QA"},
	{0x051D, 'w', "CYRILLIC SMALL LETTER WE"},
	{0x0410, 'A', "CYRILLIC CAPITAL LETTER A"}, {0x0412, 'B', "CYRILLIC CAPITAL LETTER VE"},
	{0x0415, 'E', "CYRILLIC CAPITAL LETTER IE"}, {0x041A, 'K', "CYRILLIC CAPITAL LETTER KA"},
	{0x041C, 'M', "CYRILLIC CAPITAL LETTER EM"}, {0x041D, 'H', "CYRILLIC CAPITAL LETTER EN"},
	{0x041E, 'O', "CYRILLIC CAPITAL LETTER O"}, {0x0420, 'P', "CYRILLIC CAPITAL LETTER ER"},
	{0x0421, 'C', "CYRILLIC CAPITAL LETTER ES"}, {0x0422, 'T', "CYRILLIC CAPITAL LETTER TE"},
	{0x0425, 'X', "CYRILLIC CAPITAL LETTER HA"}, {0x0405, 'S', "CYRILLIC CAPITAL LETTER DZE"},
	{0x0406, 'I', "CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I"}, {0x0408, 'J', "CYRILLIC CAPITAL LETTER JE"},
	{0x04AE, 'Y', "CYRILLIC CAPITAL LETTER STRAIGHT U"},
	{0x03BF, 'o', "GREEK SMALL LETTER OMICRON"}, {0x03B1, 'a', "GREEK SMALL LETTER ALPHA"},
	{0x03BD, 'v', "GREEK SMALL LETTER NU"}, {0x03C1, 'p', "GREEK SMALL LETTER RHO"},
	{0x03B9, 'i', "GREEK SMALL LETTER IOTA"}, {0x03BA, 'k', "GREEK SMALL LETTER KAPPA"},
	{0x03C5, 'u', "GREEK SMALL LETTER UPSILON"},
	{0x0391, 'A', "GREEK CAPITAL LETTER ALPHA"}, {0x0392, 'B', "GREEK CAPITAL LETTER BETA"},
	{0x0395, 'E', "GREEK CAPITAL LETTER EPSILON"}, {0x0396, 'Z', "GREEK CAPITAL LETTER ZETA"},
	{0x0397, 'H', "GREEK CAPITAL LETTER ETA"}, {0x0399, 'I', "GREEK CAPITAL LETTER IOTA"},
	{0x039A, 'K', "GREEK CAPITAL LETTER KAPPA"}, {0x039C, 'M', "GREEK CAPITAL LETTER MU"},
	{0x039D, 'N', "GREEK CAPITAL LETTER NU"}, {0x039F, 'O', "GREEK CAPITAL LETTER OMICRON"},
	{0x03A1, 'P', "GREEK CAPITAL LETTER RHO"}, {0x03A4, 'T', "GREEK CAPITAL LETTER TAU"},
	{0x03A5, 'Y', "GREEK CAPITAL LETTER UPSILON"}, {0x03A7, 'X', "GREEK CAPITAL LETTER CHI"},
}
