package dialect

import (
	"errors"
	"fmt"
	"strings"

	"github.com/oterminus/oterminus/internal/keys"

	"mvdan.cc/sh/v3/syntax"
)

// bash is the POSIX dialect: the original's rendering, word by word.
var bash = &Dialect{
	Name:  "bash",
	Quote: posixQuote,
	Fields: func(text string) ([]string, error) {
		return posixFields(text, nil)
	},
	Keys:       func(k []keys.Stroke) []string { return []string{posixQuote(keys.Bash(k))} },
	Clean:      []string{"bash", "--norc", "--noprofile"},
	guard:      posixGuard,
	Recall:     recallComment,
	Screen:     Cleared,
	Oldest:     4, // the widget edits READLINE_LINE and READLINE_POINT, new in bash 4
	completion: []string{"complete.bash", "complete.sh"},
}

// posixFields parses text with a real bash parser and returns its words,
// failing unless the text is one simple command whose words are plain
// literals: bare safe characters, single-quoted strings, or double-quoted
// strings without expansions. checkBare may reject a bare word part that
// another shell would expand (zsh's "=word").
func posixFields(text string, checkBare func(word int, lit string) error) ([]string, error) {
	file, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(text), "")
	if err != nil {
		return nil, err
	}
	if len(file.Stmts) != 1 {
		return nil, fmt.Errorf("expected one command, found %d", len(file.Stmts))
	}
	stmt := file.Stmts[0]
	if stmt.Negated || stmt.Background || stmt.Coprocess || len(stmt.Redirs) > 0 {
		return nil, errors.New("command has operators or redirections")
	}
	call, ok := stmt.Cmd.(*syntax.CallExpr)
	if !ok || len(call.Assigns) > 0 {
		return nil, errors.New("not a simple command")
	}
	words := make([]string, 0, len(call.Args))
	for i, word := range call.Args {
		var b strings.Builder
		for j, part := range word.Parts {
			switch part := part.(type) {
			case *syntax.Lit:
				if !IsSafe(part.Value) {
					return nil, fmt.Errorf("unquoted %q may be expanded", part.Value)
				}
				if checkBare != nil && j == 0 {
					if err := checkBare(i, part.Value); err != nil {
						return nil, err
					}
				}
				b.WriteString(part.Value)
			case *syntax.SglQuoted:
				if part.Dollar {
					return nil, errors.New("$'...' quoting is not literal")
				}
				b.WriteString(part.Value)
			case *syntax.DblQuoted:
				if part.Dollar {
					return nil, errors.New(`$"..." quoting is not literal`)
				}
				for _, inner := range part.Parts {
					lit, ok := inner.(*syntax.Lit)
					if !ok || strings.ContainsAny(lit.Value, "\\$`") {
						return nil, errors.New("double-quoted word is not literal")
					}
					b.WriteString(lit.Value)
				}
			default:
				return nil, fmt.Errorf("word %d is not a literal", i)
			}
		}
		words = append(words, b.String())
	}
	return words, nil
}
