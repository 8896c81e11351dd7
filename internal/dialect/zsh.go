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
	Clean:      []string{"zsh", "-f"},
	guard:      posixGuard,
	Recall:     zshRecall,
	Screen:     Below,
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

// zshRecall reads a recalled request: "# REQUEST", or, in a zsh that
// reads no comments at its prompt, ": 'REQUEST'" (the quoted argument of
// the null command, which only zsh's integration writes; zsh's (qq)
// closes the quotes around a ' inside, escapes it and opens them again).
func zshRecall(buffer string) (string, bool) {
	if text, ok := recallComment(buffer); ok {
		return text, true
	}
	quoted, ok := strings.CutPrefix(strings.TrimSpace(buffer), ": '")
	if !ok || !strings.HasSuffix(quoted, "'") {
		return "", false
	}
	text := strings.ReplaceAll(strings.TrimSuffix(quoted, "'"), `'\''`, "'")
	if strings.Contains(text, "'") && !strings.Contains(quoted, `'\''`) || strings.TrimSpace(text) == "" {
		return "", false
	}
	return text, true
}
