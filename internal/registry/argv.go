package registry

import (
	"strconv"
	"strings"
)

// Helpers shared by the families' argv parsers.

// Cluster expands "-xyz" into its letters when every letter is in allowed;
// ok is false for anything else ("--x", "-", letters outside the set).
func Cluster(token, allowed string) (letters string, ok bool) {
	if len(token) < 2 || token[0] != '-' || token[1] == '-' {
		return "", false
	}
	for _, c := range token[1:] {
		if !strings.ContainsRune(allowed, c) {
			return "", false
		}
	}
	return token[1:], true
}

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

// optionValue reads "-n 5" or "-n5" style options. It returns the value,
// how many words were consumed, and ok=false when word is not the option.
func optionValue(words []string, i int, option string) (value string, used int, ok bool) {
	w := words[i]
	if w == option {
		if i+1 >= len(words) {
			return "", 0, false
		}
		return words[i+1], 2, true
	}
	if strings.HasPrefix(w, option) && len(w) > len(option) {
		return w[len(option):], 1, true
	}
	return "", 0, false
}

// flagArgv appends flag when on; renderers list flags in a fixed order.
func flagArgv(argv []string, on bool, flag string) []string {
	if on {
		return append(argv, flag)
	}
	return argv
}
