package reader_test

import (
	"slices"
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
	. "github.com/oterminus/oterminus/internal/reader"
)

// FuzzRead reads arbitrary text as bash (and as zsh and fish): it never
// panics, and every argv it accepts, rendered by each dialect, reads back
// unchanged in that dialect's shell.
func FuzzRead(f *testing.F) {
	for _, seed := range []string{
		"ls -l", "mkdir ~/log && chmod +x *.txt | cat", "find . -name '*.go' -exec grep -l foo {} \\;",
		"echo $'a\\tb' \"$HOME\" ${FOO}x {a,b}{1..3} # c", "a=1 b", "ls > out 2>&1 < in", "cat <<EOF\nx\nEOF",
		"echo !! ^a $(x) `y` $((1)) <(z) @(a|b) ~root ~+ \\\n x", "ls {Z..a} {1..3..0} {a..} {,}", "x\\",
	} {
		f.Add(seed)
	}
	dir := f.TempDir()
	vars := map[string]string{"HOME": "/home/u", "FOO": "a b", "EMPTY": ""}
	env := Env{Home: "/home/u", Dir: dir, Getenv: func(n string) (string, bool) { v, ok := vars[n]; return v, ok }}
	f.Fuzz(func(t *testing.T, text string) {
		for _, shell := range []string{"bash", "zsh", "fish"} {
			roundTrip(t, text, shell, env)
		}
	})
}

// roundTrip reads text in one shell, then renders each argv it accepted
// for every dialect and reads it back there.
func roundTrip(t *testing.T, text, from string, env Env) {
	line, err := Read(text, from, env)
	if err != nil {
		if _, ok := err.(*Error); !ok {
			t.Fatalf("%s %q: error %v is not a *reader.Error", from, text, err)
		}
		return
	}
	for _, argv := range line.Argvs() {
		for _, shell := range dialect.Names() {
			d, _ := dialect.Lookup(shell)
			rendered, err := d.Render(argv)
			if err != nil {
				continue // a word no dialect can carry (control characters)
			}
			back, err := Read(rendered, shell, env)
			if e, ok := err.(*Error); ok && keywordFirst(e, shell, argv) {
				continue // the dialects leave reserved words bare (see keywordFirst)
			}
			if err != nil {
				t.Fatalf("%s %q: argv %q rendered for %s as %q does not read back: %v", from, text, argv, shell, rendered, err)
			}
			if got := back.Argvs(); len(got) != 1 || !slices.Equal(got[0], argv) {
				t.Fatalf("%s %q: argv %q rendered for %s as %q reads back as %q", from, text, argv, shell, rendered, got)
			}
		}
	}
}

// keywordFirst reports a refusal caused by argv[0] being a reserved word
// the dialect renders bare: the shell would read it as syntax (fish
// "exec", "and"; bash "if", "!"). No family has such a name, so the
// dialects do not quote them.
func keywordFirst(e *Error, shell string, argv []string) bool {
	if shell == "fish" {
		return FishKeyword(argv[0]) && e.Construct == "fish keyword"
	}
	switch argv[0] {
	case "!", "if", "then", "else", "elif", "fi", "case", "esac", "for", "select", "while", "until", "do", "done",
		"function", "time", "coproc", "{", "}", "[[", "]]", "in", "declare", "export", "local", "readonly", "typeset",
		"nameref", "let", "repeat", "foreach", "end", "nocorrect", "noglob", "builtin", "integer", "float":
		return true
	}
	return false
}
