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
// Otherwise it reads and writes as posix does, but for its ': ' recall.
type zsh struct{ posix }

func (zsh) Name() string { return "zsh" }

func (z zsh) Quote(word string) string {
	if word != "" && IsSafe(word) && zshExpandsEquals(word) {
		return "'" + word + "'"
	}
	return z.posix.Quote(word)
}

func (zsh) Fields(text string) ([]string, error) {
	return posixFields(text, func(word int, lit string) error {
		if zshExpandsEquals(lit) {
			return fmt.Errorf("zsh would expand %q", lit)
		}
		return nil
	})
}

// Keys quotes the binding as posix does, not with zsh's Quote.
func (z zsh) Keys(k []keys.Stroke) []string { return []string{z.posix.Quote(keys.Zsh(k))} }

func (zsh) Clean() []string { return []string{"zsh", "-f"} }

func (s zsh) Guard(g Guard) string { return posixGuard(s, g) }

func (zsh) Screen() Screen { return Below }

func (zsh) Oldest() int { return 0 }

func (zsh) CompletionFiles() []string { return []string{"complete.zsh", "complete.sh"} }

func zshExpandsEquals(word string) bool {
	return strings.HasPrefix(word, "=") || strings.Contains(word, "==")
}

// Recall reads a recalled request: "# REQUEST", or, in a zsh that
// reads no comments at its prompt, ": 'REQUEST'" (the quoted argument of
// the null command, which only zsh's integration writes; zsh's (qq)
// closes the quotes around a ' inside, escapes it and opens them again).
func (z zsh) Recall(buffer string) (string, bool) {
	if text, ok := z.posix.Recall(buffer); ok {
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
