package typed

import (
	"strings"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/registry"
)

// JoinWords is the request text of words given as separate arguments
// (oterminus ls 'my dir'). A command given as several words was already
// read by the shell that started oterminus, so when the first word is a
// program reg declares, each word is quoted for d and reads back as
// itself ("ls 'my dir'" is ls of one path, where a plain join made two;
// "cat =ls" under zsh is cat of the word =ls). Plain language is joined
// with spaces.
func JoinWords(words []string, reg *registry.Registry, d *dialect.Dialect) string {
	if len(words) > 1 && reg.ForProgram(words[0]) != nil {
		return d.Join(words)
	}
	return strings.Join(words, " ")
}
