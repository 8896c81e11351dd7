package dialect

import (
	"errors"
	"fmt"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// posix is what bash and zsh share as POSIX shells, written once: the
// original's quoting, reading words back with a real bash parser, and the
// comment a recalled request is kept as. Both embed it and add the rest;
// the cache guard they share is posixGuard.
type posix struct{}

// Quote quotes one word the way the original rendered it (Python's
// shlex.quote): a word made only of safe characters stays bare, anything
// else is wrapped in single quotes, a single quote written '"'"'.
func (posix) Quote(word string) string {
	if word == "" {
		return "''"
	}
	if IsSafe(word) {
		return word
	}
	return "'" + strings.ReplaceAll(word, "'", `'"'"'`) + "'"
}

// Fields reads text back with a real bash parser (see posixFields).
func (posix) Fields(text string) ([]string, error) { return posixFields(text, nil) }

// Recall reads "# REQUEST" (see recallComment).
func (posix) Recall(buffer string) (string, bool) { return recallComment(buffer) }

// IsSafe reports whether every byte of word is in the safe set
// [A-Za-z0-9_@%+=:,./-], so the word needs no quoting in a POSIX shell.
func IsSafe(word string) bool {
	for i := 0; i < len(word); i++ {
		c := word[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case strings.IndexByte("_@%+=:,./-", c) >= 0:
		default:
			return false
		}
	}
	return true
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

// posixGuard is the guard in bash and zsh: on a stale cache it runs
// init again, which writes the cache anew, and stops reading the file.
// It takes the shell whose guard it writes because the words in it are
// quoted the way that shell quotes them, and posix cannot see which
// shell embeds it.
func posixGuard(s Shell, g Guard) string {
	seen := make([]string, len(g.Inputs))
	for i, v := range g.Inputs {
		seen[i] = "${" + v + "-}"
	}
	q := s.Quote
	return fmt.Sprintf("if [[ %s -nt %s || %s -nt %s || \"%s\" != %s ]]; then\n\teval \"$(%s init %s --cache)\"\n\treturn 0\nfi\n",
		q(g.Self), q(g.Cache), q(g.Config), q(g.Cache), strings.Join(seen, "|"), q(strings.Join(g.Values, "|")), q(g.Self), s.Name())
}
