// Package spelling measures how far apart two spellings are, for the
// nearest known word to a slip: a typed program, subcommand or option
// (package typed), a command of oterminus's own (cli), a configuration
// key (config).
//
// It decides the distance only; what counts as near enough is its
// callers'. It touches nothing but the two strings.
package spelling

// Distance is the Damerau-Levenshtein distance between a and b, in
// runes: the fewest insertions, deletions, substitutions and swaps of
// neighbours that turn a into b, where a swapped pair may be edited
// further ("ca" to "abc" is a swap and an insertion: 2). The restricted
// form (optimal string alignment) counts that 3, so a slip could look
// farther from its word than from another.
func Distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	la, lb := len(ra), len(rb)
	// The table has a border row and column of "infinity" (la+lb) for
	// swaps reaching before the start. It lives on the stack for the
	// words commands have: a typed first word oterminus has no
	// declaration for is measured against every declared program's name
	// on a key press.
	w := lb + 2
	var small [34 * 34]int
	var d []int
	if size := (la + 2) * w; size <= len(small) {
		d = small[:size]
	} else {
		d = make([]int, size)
	}
	at := func(i, j int) *int { return &d[i*w+j] }
	inf := la + lb
	*at(0, 0) = inf
	for i := 0; i <= la; i++ {
		*at(i+1, 0), *at(i+1, 1) = inf, i
	}
	for j := 0; j <= lb; j++ {
		*at(0, j+1), *at(1, j+1) = inf, j
	}
	// lastRow[r] is the last row (1-based) of a where rune r was seen.
	var lastRow runeRows
	for i := 1; i <= la; i++ {
		lastCol := 0 // the last column of b, in this row, that matched a[i-1]
		for j := 1; j <= lb; j++ {
			i1, j1 := lastRow.get(rb[j-1]), lastCol
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost, lastCol = 0, j
			}
			*at(i+1, j+1) = min(
				*at(i, j)+cost, // substitution, or a match
				*at(i+1, j)+1,  // insertion
				*at(i, j+1)+1,  // deletion
				*at(i1, j1)+(i-i1-1)+1+(j-j1-1), // a swap, with what lies between
			)
		}
		lastRow.set(ra[i-1], i)
	}
	return *at(la+1, lb+1)
}

// runeRows maps a rune to a row: a short list, as words are short and
// their alphabets small; no map is built per measurement.
type runeRows struct {
	runes [32]rune
	rows  [32]int
	n     int
	more  map[rune]int
}

func (r *runeRows) get(c rune) int {
	for k := 0; k < r.n; k++ {
		if r.runes[k] == c {
			return r.rows[k]
		}
	}
	return r.more[c]
}

func (r *runeRows) set(c rune, row int) {
	for k := 0; k < r.n; k++ {
		if r.runes[k] == c {
			r.rows[k] = row
			return
		}
	}
	if r.n < len(r.runes) {
		r.runes[r.n], r.rows[r.n] = c, row
		r.n++
		return
	}
	if r.more == nil {
		r.more = map[rune]int{}
	}
	r.more[c] = row
}
