package typed

import (
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/registry"
)

func TestJoinWords(t *testing.T) {
	for _, c := range []struct {
		words []string
		want  string
	}{
		{[]string{"ls", "my dir"}, "ls 'my dir'"},
		{[]string{"cat", "it's"}, `cat 'it'"'"'s'`},
		{[]string{"find", "files", "bigger", "than", "1G"}, "find files bigger than 1G"},
		{[]string{"show", "what's", "here"}, "show what's here"},
		{[]string{"ls -la"}, "ls -la"},
	} {
		if got := JoinWords(c.words, registry.Default(), dialect.Default); got != c.want {
			t.Errorf("JoinWords(%q) = %q, want %q", c.words, got, c.want)
		}
	}
}
