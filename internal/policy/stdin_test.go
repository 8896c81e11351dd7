package policy

import (
	"strconv"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/registry"
)

// grep -f - reads its patterns from standard input: the '-' names no file,
// so allowed_roots has nothing to check there, while a pattern file that
// is a real path outside the roots stays refused.
func TestAllowedRootsDashIsStandardInput(t *testing.T) {
	dir, work := t.TempDir(), t.TempDir() // the working directory is outside the roots
	roots := Config{Mode: ModeWrite, AllowedRoots: []string{dir}}
	for _, c := range []struct {
		line    string
		refused string
	}{
		{"grep -f - " + dir + "/input.txt", ""},
		{"grep --file=- " + dir + "/input.txt", ""},
		{"grep -f /etc/patterns " + dir + "/input.txt", "Paths outside allowed roots: /etc/patterns"},
		{"grep -f - /etc/hosts", "Paths outside allowed roots: /etc/hosts"},
	} {
		argv := strings.Fields(c.line)
		f := registry.Default().ForProgram(argv[0])
		typed, err := f.ReadArgv(argv)
		if err != nil {
			t.Fatalf("%q: %v", c.line, err)
		}
		reasons := roots.Reasons(Check{Family: f, Named: f, Argv: argv, Typed: typed, Risk: typed.Risk(), Dir: work, Home: "/nonexistent-home"})
		checkReasons(t, strconv.Quote(c.line), reasons, c.refused)
	}
}
