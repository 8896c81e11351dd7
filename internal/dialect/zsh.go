package dialect

import (
	"fmt"
	"github.com/oterminus/oterminus/internal/keys"
	"strings"

	"github.com/oterminus/oterminus/internal/shlex"
)

// zsh differs from bash in one way that matters for shlex-safe words: an
// unquoted word starting with '=' is replaced by the path of the command of
// that name (EQUALS, on by default), and with MAGIC_EQUAL_SUBST the same
// happens after an '=' inside a word ("a==ls"). Such words are quoted.
var zsh = &Dialect{
	Name:  "zsh",
	Quote: zshQuote,
	Fields: func(text string) ([]string, error) {
		return posixFields(text, func(word int, lit string) error {
			if zshExpandsEquals(lit) {
				return fmt.Errorf("zsh would expand %q", lit)
			}
			return nil
		})
	},
	Keys: func(k []keys.Stroke) []string { return []string{shlex.Quote(keys.Zsh(k))} },
}

func zshQuote(word string) string {
	if word != "" && shlex.IsSafe(word) && zshExpandsEquals(word) {
		return "'" + word + "'"
	}
	return shlex.Quote(word)
}

func zshExpandsEquals(word string) bool {
	return strings.HasPrefix(word, "=") || strings.Contains(word, "==")
}
