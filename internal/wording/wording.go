// Package wording reads a natural-language request once: its text trimmed
// and lower-cased, and its words, so that every stage after the
// typed-line check (ambiguity, the router and its shortcuts) asks the same
// reading whether a hint occurs instead of trimming, lower-casing and
// splitting the text again.
//
// It decides nothing about a request. It matches the hints a stage asks
// for the way the original's ambiguity detector and router did: a hint
// matches where it occurs with no word character immediately before or
// after it. It may not know any stage's word lists, the registry, or the
// shell: a typed line is read by package reader, not here.
package wording

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Text is a request as the natural-language stages read it. Build it with
// Read; its fields are not to be changed.
type Text struct {
	// Original is the request with surrounding white space trimmed, in the
	// case it was written (capitals mark names).
	Original string
	// Lower is Original lower-cased: what hints are matched against.
	Lower string
	// Fields are Original's white-space separated words, as written.
	Fields []string
	// Phrase is Lower's words joined by single spaces: the request an
	// exact phrase is compared with, whatever its case and spacing.
	Phrase string
}

// Read reads a request.
func Read(request string) *Text {
	original := strings.TrimSpace(request)
	return read(original, strings.ToLower(original))
}

func read(original, lower string) *Text {
	t := &Text{Original: original, Lower: lower, Fields: strings.Fields(original)}
	// Lower-casing makes no white space and takes none away: the words
	// lower-cased are Lower's words.
	t.Phrase = strings.ToLower(strings.Join(t.Fields, " "))
	return t
}

// Has reports whether hint (trimmed) occurs in the request on word
// boundaries. It scans the lower-cased text (Match): for a line typed at a
// prompt that is cheaper than looking each hint's first word up in an
// index of the request's words, which measured about five times slower
// over the router's word lists.
func (t *Text) Has(hint string) bool {
	return Match(t.Lower, hint)
}

// Any reports whether any hint of list occurs in the request.
func (t *Text) Any(list []string) bool {
	for _, h := range list {
		if t.Has(h) {
			return true
		}
	}
	return false
}

// First returns the first hint of list that occurs in the request, or "".
func (t *Text) First(list []string) string {
	for _, h := range list {
		if t.Has(h) {
			return h
		}
	}
	return ""
}

// Replace is the request with each old phrase of pairs replaced by its new
// one, in order, as strings.ReplaceAll replaces them in the lower-cased
// text; t itself when none occurs. The result's Original is lower-case.
func (t *Text) Replace(pairs [][2]string) *Text {
	text := t.Lower
	for _, p := range pairs {
		text = strings.ReplaceAll(text, p[0], p[1])
	}
	if text == t.Lower {
		return t
	}
	return read(text, text)
}

// Match reports whether hint (trimmed) occurs in text on word boundaries,
// like Python's (?<!\w)hint(?!\w). It is for text that is not a request,
// such as a family's aliases; a request is read once and asked with Has.
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
		if (start == 0 || !isWord(before)) && boundaryAfter(text, end) {
			return true
		}
		_, size := utf8.DecodeRuneInString(text[start:])
		from = start + size
	}
	return false
}

// boundaryAfter reports that no word character follows text[:end].
func boundaryAfter(text string, end int) bool {
	after, _ := utf8.DecodeRuneInString(text[end:])
	return end == len(text) || !isWord(after)
}

// isWord is Python's Unicode \w: letters, digits, marks and '_'.
func isWord(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsNumber(r) || unicode.IsMark(r)
}
