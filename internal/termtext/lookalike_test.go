package termtext

import "testing"

// TestLookalikes (issue 34 class 8): the characters that make a word look
// like other text are named, code point and Unicode name, with the word
// written as it really is; plain words, whole words of one script that
// hold no look-alike letter, and accents pass.
func TestLookalikes(t *testing.T) {
	for _, c := range []struct{ word, want string }{
		{"n\u043etes.txt", `"n\u{043e}tes.txt" holds U+043E CYRILLIC SMALL LETTER O (looks like Latin o)`},
		{"\u0441\u043e\u0440", `"\u{0441}\u{043e}\u{0440}" holds U+0441 CYRILLIC SMALL LETTER ES (looks like Latin c), U+043E CYRILLIC SMALL LETTER O (looks like Latin o), U+0440 CYRILLIC SMALL LETTER ER (looks like Latin p)`},
		{"pr\u03bfject", `"pr\u{03bf}ject" holds U+03BF GREEK SMALL LETTER OMICRON (looks like Latin o)`},
		{"a\u202etxt.exe", `"a\u{202e}txt.exe" holds U+202E RIGHT-TO-LEFT OVERRIDE (a bidirectional control: reverses the text after it)`},
		{"a\u2066b\u2069", `"a\u{2066}b\u{2069}" holds U+2066 LEFT-TO-RIGHT ISOLATE (a bidirectional control: reorders the text after it), U+2069 POP DIRECTIONAL ISOLATE (a bidirectional control: reorders the text after it)`},
		{"no\u200btes", `"no\u{200b}tes" holds U+200B ZERO WIDTH SPACE (zero-width: invisible)`},
		{"\ufeffls", `"\u{feff}ls" holds U+FEFF ZERO WIDTH NO-BREAK SPACE (zero-width: invisible)`},
		{"a\u2060b", `"a\u{2060}b" holds U+2060 WORD JOINER (zero-width: invisible)`},
		{"file\u0436.txt", `"file\u{0436}.txt" holds U+0436 a Cyrillic letter (mixes scripts: a Cyrillic letter in a Latin word)`},
		{"notes.txt", ""},
		{"caf\u00e9.txt", ""}, // é is Latin
		// A word all of one script is still flagged for its look-alike
		// letters (жур): the letters that are not look-alikes stay.
		{"\u0436\u0443\u0440", "\"\u0436" + `\u{0443}\u{0440}" holds U+0443 CYRILLIC SMALL LETTER U (looks like Latin y), U+0440 CYRILLIC SMALL LETTER ER (looks like Latin p)`},
		{"\u65e5\u672c.txt", ""}, // Han is none of the three look-alike scripts
		{"", ""},
	} {
		if got := DescribeLookalikes(c.word); got != c.want {
			t.Errorf("DescribeLookalikes(%q)\n got %s\nwant %s", c.word, got, c.want)
		}
	}
}
