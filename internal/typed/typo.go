package typed

import (
	"cmp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/spelling"
)

// A typo in a declared command (git stauts, ls --hepl, grpe -rn x .) is
// answered locally: the nearest spelling the declarations name, found
// by edit distance, is offered as the one change oterminus makes to a
// typed line. Only that word changes; the rest stays byte for byte as
// typed. The model is never asked: it could substitute another program.

// maxTypoDistance is the most edits a typo may be from its word: one
// slip (a letter left out, added, changed or two swapped) or two.
const maxTypoDistance = 2

// correctProgram looks for a declared program the first word is a typo
// of, such that its family's declaration reads the corrected words: the
// nearest such program (see nearest).
func correctProgram(text string, words []string, in Input) *proposal.Correction {
	var names []string
	var families []*registry.Family
	for _, f := range in.Registry.Families() {
		if !f.Direct || f.Spec == nil || !in.Scope.Enabled(f) {
			continue
		}
		for _, name := range append([]string{f.Name}, f.Programs...) {
			names, families = append(names, name), append(families, f)
		}
	}
	for _, k := range nearest(words[0], names) {
		fixed := append([]string{names[k]}, words[1:]...)
		if _, err := families[k].ReadArgv(fixed); err == nil {
			return correction(text, 0, words[0], names[k])
		}
	}
	return nil
}

// correctWord looks for one word after the program that is a typo of a
// subcommand or option the family declares, such that the declaration
// reads the corrected words: for each word in turn, its nearest such
// spelling (see nearest).
func correctWord(f *registry.Family, text string, words []string) *proposal.Correction {
	vocabulary := f.Vocabulary()
	known := map[string]bool{}
	for _, v := range vocabulary {
		known[v] = true
	}
	for i := 1; i < len(words); i++ {
		w := words[i]
		// A word the declaration names (systemctl edit, refused on
		// purpose), or an option with its value attached, is no typo.
		if len(w) < 3 || known[w] || strings.Contains(w, "=") || f.NamesSubcommand(w) {
			continue
		}
		for _, k := range nearest(w, vocabulary) {
			v := vocabulary[k]
			fixed := append(append(append([]string(nil), words[:i]...), v), words[i+1:]...)
			if _, err := f.ReadArgv(fixed); err == nil {
				return correction(text, i, w, v)
			}
		}
	}
	return nil
}

// nearest returns the indexes of the candidates typed is a typo of
// (close), nearest first: -delte is one edit from -delete and two from
// -depth, so -delete comes first whatever order the declaration lists
// them in. Equally near candidates are in byte order of their spelling,
// then of their index, so the choice never depends on map or list order.
func nearest(typed string, candidates []string) []int {
	type near struct{ index, distance int }
	var found []near
	for k, c := range candidates {
		if d, ok := typoDistance(typed, c); ok {
			found = append(found, near{k, d})
		}
	}
	slices.SortFunc(found, func(a, b near) int {
		return cmp.Or(cmp.Compare(a.distance, b.distance),
			strings.Compare(candidates[a.index], candidates[b.index]), cmp.Compare(a.index, b.index))
	})
	out := make([]int, len(found))
	for k, n := range found {
		out[k] = n.index
	}
	return out
}

// IsTypo reports whether typed is a slip of word: within two edits, and
// no more than a third of word changed ("ls" is no typo of "ln").
func IsTypo(typed, word string) bool { return close(typed, word) }

// close reports a word within maxTypoDistance edits of another, and no
// more than a third of it changed ("ls" is not a typo of "ln").
func close(typed, word string) bool {
	_, ok := typoDistance(typed, word)
	return ok
}

// typoDistance is close's test with the distance it measured. Words whose
// lengths differ by more than maxTypoDistance are never measured: the
// distance is at least that difference, and a typed first word oterminus
// has no declaration for is compared with every declared program's name.
func typoDistance(typed, word string) (int, bool) {
	if typed == word || len(word) < 3 || strings.HasPrefix(typed, "-") != strings.HasPrefix(word, "-") {
		return 0, false
	}
	if lt, lw := utf8.RuneCountInString(typed), utf8.RuneCountInString(word); lt-lw > maxTypoDistance || lw-lt > maxTypoDistance {
		return 0, false
	}
	d := spelling.Distance(typed, word)
	return d, d <= maxTypoDistance && 3*d <= len(word)
}

// correction replaces the word at index i of the line (counting
// whitespace-separated tokens) when it stands there exactly as typed;
// a quoted or expanded word is not corrected.
func correction(text string, i int, from, to string) *proposal.Correction {
	fields := strings.Fields(text)
	if i >= len(fields) || fields[i] != from {
		return nil
	}
	// Rebuild the line with the one token swapped, keeping every other
	// byte (spacing included) as typed.
	start := 0
	for j := 0; j <= i; j++ {
		k := strings.Index(text[start:], fields[j])
		if j == i {
			at := start + k
			return &proposal.Correction{From: from, To: to, Text: text[:at] + to + text[at+len(from):]}
		}
		start += k + len(fields[j])
	}
	return nil
}
