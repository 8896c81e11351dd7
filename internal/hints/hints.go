// Package hints matches phrase hints in request text the way the
// original's ambiguity detector and router did: a hint matches where it
// occurs with no word character immediately before or after it.
package hints

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Match reports whether hint (trimmed) occurs in text on word boundaries,
// like Python's (?<!\w)hint(?!\w).
func Match(text, hint string) bool {
	hint = strings.TrimSpace(hint)
	if hint == "" {
		return false
	}
	for from := 0; from <= len(text)-len(hint); {
		i := strings.Index(text[from:], hint)
		if i < 0 {
			return false
		}
		start := from + i
		end := start + len(hint)
		before, _ := utf8.DecodeLastRuneInString(text[:start])
		after, _ := utf8.DecodeRuneInString(text[end:])
		if (start == 0 || !isWord(before)) && (end == len(text) || !isWord(after)) {
			return true
		}
		_, size := utf8.DecodeRuneInString(text[start:])
		from = start + size
	}
	return false
}

// Any reports whether any hint matches.
func Any(text string, list []string) bool {
	for _, h := range list {
		if Match(text, h) {
			return true
		}
	}
	return false
}

// First returns the first hint of list that matches, or "".
func First(text string, list []string) string {
	for _, h := range list {
		if Match(text, h) {
			return h
		}
	}
	return ""
}

// isWord is Python's Unicode \w: letters, digits, marks and '_'.
func isWord(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsNumber(r) || unicode.IsMark(r)
}
