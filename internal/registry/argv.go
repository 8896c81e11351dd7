package registry

import (
	"strconv"
	"strings"
)

// Helpers for reading words: what an option parser takes as an option,
// and an integer as the original read one.

// IsOption reports a word an option parser would treat as an option.
func IsOption(word string) bool { return strings.HasPrefix(word, "-") && word != "-" }

// PyInt parses an integer the way Python's int() reads argv text:
// surrounding whitespace, an optional sign, and '_' between digits.
func PyInt(s string) (int, bool) {
	s = strings.TrimSpace(s)
	sign := ""
	if s != "" && (s[0] == '+' || s[0] == '-') {
		sign, s = s[:1], s[1:]
	}
	if s == "" || s[0] == '_' || s[len(s)-1] == '_' || strings.Contains(s, "__") {
		return 0, false
	}
	digits := strings.ReplaceAll(s, "_", "")
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(strings.TrimPrefix(sign, "+") + digits)
	return n, err == nil
}
