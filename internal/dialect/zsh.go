package dialect

import (
	"fmt"
	"strings"

	"github.com/oterminus/oterminus/internal/keys"
)

// zsh differs from bash in one way that matters for words the POSIX rendering leaves bare: an
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
	Keys:       func(k []keys.Stroke) []string { return []string{posixQuote(keys.Zsh(k))} },
	completion: []string{"complete.zsh", "complete.sh"},
}

func zshQuote(word string) string {
	if word != "" && IsSafe(word) && zshExpandsEquals(word) {
		return "'" + word + "'"
	}
	return posixQuote(word)
}

func zshExpandsEquals(word string) bool {
	return strings.HasPrefix(word, "=") || strings.Contains(word, "==")
}
