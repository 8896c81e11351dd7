// Package termtext makes untrusted text safe to show on a terminal.
//
// Request text, model output and file names can carry escape sequences
// (screen clearing, OSC 52 clipboard writes, hidden text), bidirectional
// overrides that reorder what a person reads, and zero-width characters
// that hide differences. Everything oterminus prints that it did not write
// itself goes through Escape first.
//
// It decides which characters are unsafe to show and how they are shown
// instead (Escape, EscapeJSON, Clip). It may not decide what is shown or
// where: it writes nothing, and takes and returns strings and bytes.
package termtext

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Escape returns s with every character that could change how the
// terminal shows text replaced by a visible escape: C0 and C1 controls and
// DEL as \xNN (\n, \r, \t, \e by name), invisible or reordering characters
// as \u{NNNN}, and bytes that are not valid UTF-8 as \xNN.
func Escape(s string) string {
	if !NeedsEscape(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			fmt.Fprintf(&b, `\x%02x`, s[i])
			i++
			continue
		}
		i += size
		switch {
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == 0x1b:
			b.WriteString(`\e`)
		case IsControl(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		case IsInvisible(r):
			fmt.Fprintf(&b, `\u{%04x}`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// NeedsEscape reports whether Escape would change s.
func NeedsEscape(s string) bool {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && size == 1) || IsControl(r) || IsInvisible(r) {
			return true
		}
		i += size
	}
	return false
}

// IsControl reports C0 controls, DEL and C1 controls.
func IsControl(r rune) bool {
	return r < 0x20 || (r >= 0x7f && r < 0xa0)
}

// IsInvisible reports characters that render as nothing, reorder the text
// around them, or look like a plain space while being something else. It
// works on whole Unicode classes rather than a list of code points, because
// every member of a class hides text the same way:
//
//   - Default_Ignorable_Code_Point: the format characters (general category
//     Cf: bidi embeddings, overrides, isolates and marks, zero-width spaces
//     and joiners, soft hyphen, BOM, tag characters, musical beam and slur
//     controls, shorthand format controls), the variation selectors
//     (U+FE00..U+FE0F, U+E0100..U+E01EF, the Mongolian free variation
//     selectors) and Other_Default_Ignorable_Code_Point (combining grapheme
//     joiner, Hangul fillers, Khmer inherent vowels, the reserved
//     U+FFF0..U+FFF8 and U+E0000..U+E0FFF blocks);
//   - the line and paragraph separators U+2028 and U+2029;
//   - the interlinear annotation characters U+FFF9..U+FFFB;
//   - space separators other than the ASCII space (no-break, em, thin,
//     ideographic spaces...) and the braille blank U+2800, which read as a
//     word break the shell does not make.
func IsInvisible(r rune) bool {
	if r < 0x80 {
		return false
	}
	switch {
	case r == 0x2028 || r == 0x2029, // line and paragraph separators
		r >= 0xfff9 && r <= 0xfffb, // interlinear annotations
		r == 0x2800:                // braille pattern blank
		return true
	}
	return unicode.In(r, unicode.Cf, unicode.Variation_Selector, unicode.Other_Default_Ignorable_Code_Point, unicode.Zs) ||
		inUnassignedIgnorable(r)
}

// inUnassignedIgnorable covers the code points Unicode reserves as default
// ignorable before assigning them (DerivedCoreProperties.txt), so a
// character assigned there by a newer Unicode than Go's tables is refused
// too.
func inUnassignedIgnorable(r rune) bool {
	return r >= 0x2060 && r <= 0x206f || // invisible operators, bidi isolates, deprecated format characters
		r >= 0xfff0 && r <= 0xfff8 ||
		r >= 0x1bca0 && r <= 0x1bca3 || // shorthand format controls
		r >= 0x1d173 && r <= 0x1d17a || // musical beam, tie, slur and phrase controls
		r >= 0xe0000 && r <= 0xe0fff // tags, variation selectors supplement, reserved
}

// Clip shortens s to at most max runes, marking the cut with an ellipsis.
func Clip(s string, max int) string {
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	runes := []rune(s)
	return string(runes[:max-1]) + "…"
}

// EscapeJSON rewrites, in JSON text, every character Escape would escape
// as a \uXXXX escape. encoding/json already escapes C0 controls but leaves
// DEL, C1 controls and bidi or zero-width characters raw, and JSON output
// is often read on a terminal. Such characters can only occur inside JSON
// strings, where the escape means the same character.
func EscapeJSON(data []byte) []byte {
	if !NeedsEscape(string(data)) {
		return data
	}
	var b strings.Builder
	for _, r := range string(data) {
		if r == utf8.RuneError || (!IsControl(r) && !IsInvisible(r)) || r == '\n' {
			b.WriteRune(r)
			continue
		}
		if r > 0xffff { // tag characters: a UTF-16 surrogate pair
			r -= 0x10000
			fmt.Fprintf(&b, `\u%04x\u%04x`, 0xd800+(r>>10), 0xdc00+(r&0x3ff))
			continue
		}
		fmt.Fprintf(&b, `\u%04x`, r)
	}
	return []byte(b.String())
}
