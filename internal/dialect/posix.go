package dialect

import "strings"

// posixQuote quotes one word the way the original rendered it (Python's
// shlex.quote): a word made only of safe characters stays bare, anything
// else is wrapped in single quotes, a single quote written '"'"'.
func posixQuote(word string) string {
	if word == "" {
		return "''"
	}
	if IsSafe(word) {
		return word
	}
	return "'" + strings.ReplaceAll(word, "'", `'"'"'`) + "'"
}

// IsSafe reports whether every byte of word is in the safe set
// [A-Za-z0-9_@%+=:,./-], so the word needs no quoting in a POSIX shell.
func IsSafe(word string) bool {
	for i := 0; i < len(word); i++ {
		c := word[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case strings.IndexByte("_@%+=:,./-", c) >= 0:
		default:
			return false
		}
	}
	return true
}
