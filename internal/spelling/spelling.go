// Package spelling measures how far apart two spellings are, for the
// nearest known word to a slip: a typed program, subcommand or option
// (package typed), a command of oterminus's own (cli), a configuration
// key (config).
//
// It decides the distance only; what counts as near enough is its
// callers'. It touches nothing but the two strings.
package spelling

// Distance is the optimal string alignment distance between a and b:
// insertions, deletions, substitutions and swaps of neighbours.
func Distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	// The rows live on the stack for the words commands have: a typed
	// first word oterminus has no declaration for is measured against
	// every declared program's name on a key press.
	n := len(rb) + 1
	var rows [3][32]int
	var prev2, prev, cur []int
	if n <= len(rows[0]) {
		prev2, prev, cur = rows[0][:n], rows[1][:n], rows[2][:n]
	} else {
		prev2, prev, cur = make([]int, n), make([]int, n), make([]int, n)
	}
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}
