package dialect

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/oterminus/oterminus/internal/keys"
	"github.com/oterminus/oterminus/internal/reader"
)

// fish quotes differently from POSIX shells: inside single quotes a
// backslash escapes '\' and '\” (and nothing else), and the '"'"' idiom is
// not needed. A bare word starting with '%' is expanded ("%self" becomes
// the shell's PID), so it is quoted too.
type fish struct{}

func (fish) Name() string { return "fish" }

// Keys: fish 3 escapes (\\co) are read by fish's parser, so they stay unquoted.
func (f fish) Keys(k []keys.Stroke) []string { return []string{keys.Fish3(k), f.Quote(keys.Fish4(k))} }

func (fish) Clean() []string { return []string{"fish", "--no-config"} }

func (fish) Recall(buffer string) (string, bool) { return recallComment(buffer) }

func (fish) Screen() Screen { return OnLine }

func (fish) Oldest() int { return 0 }

func (fish) CompletionFiles() []string { return []string{"complete.fish"} }

func (fish) Quote(word string) string {
	if word != "" && IsSafe(word) && !strings.HasPrefix(word, "%") {
		return word
	}
	var b strings.Builder
	b.WriteByte('\'')
	for _, r := range word {
		if r == '\\' || r == '\'' {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	b.WriteByte('\'')
	return b.String()
}

// Fields reads text back with the reader's fish rules, the one fish
// tokenizer, and accepts only what Quote produces: one simple command
// of literal words (bare safe characters and single-quoted strings).
// Anything fish would expand or read as syntax (variables, globs,
// braces, a keyword or an assignment first) is an error, because fish
// would not read it as these words.
func (fish) Fields(text string) ([]string, error) {
	line, err := reader.Read(text, "fish", reader.Env{NoVariables: true, ReadDir: noDir})
	if err != nil {
		return nil, err
	}
	if len(line.Pipelines) != 1 || len(line.Pipelines[0].Stages) != 1 {
		return nil, errors.New("expected one simple command")
	}
	c := line.Pipelines[0].Stages[0]
	if len(c.Redirs) > 0 {
		return nil, errors.New("command has redirections")
	}
	words := make([]string, 0, len(c.Words))
	for _, w := range c.Words {
		if !w.Literal() || len(w.Fields) != 1 {
			return nil, fmt.Errorf("fish would expand %q", w.Src)
		}
		words = append(words, w.Fields[0])
	}
	return words, nil
}

// noDir is the reader's directory listing for fish's Fields: no glob is
// literal, so none may look at files.
func noDir(string) ([]fs.DirEntry, error) { return nil, errors.New("no globs in a rendering") }

// Guard is the cached integration's guard in fish: on a stale cache
// it runs init again, which writes the cache anew, and stops reading the
// file.
func (f fish) Guard(g Guard) string {
	seen := make([]string, len(g.Inputs))
	for i, v := range g.Inputs {
		seen[i] = "$" + v
	}
	q := f.Quote
	return fmt.Sprintf("if test %s -nt %s; or test %s -nt %s; or test \"%s\" != %s\n    %s init fish --cache | source\n    return 0\nend\n",
		q(g.Self), q(g.Cache), q(g.Config), q(g.Cache), strings.Join(seen, "|"), q(strings.Join(g.Values, "|")), q(g.Self))
}
