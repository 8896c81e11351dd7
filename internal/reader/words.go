package reader

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Fields are the words of POSIX text with their quotes removed and
// nothing expanded: "$(whoami)" stays as typed. They tell what a line
// names (its program, whether its words read as English) when Read
// refuses it, and split a command a setting names ($EDITOR). It fails on
// text the shell could not parse (an unclosed quote).
func Fields(text string) ([]string, error) {
	var words []string
	var err error
	for w, werr := range syntax.NewParser(syntax.Variant(syntax.LangBash)).WordsSeq(strings.NewReader(text)) {
		if werr != nil {
			err = werr
			break
		}
		words = append(words, unquoted(text, w))
	}
	if err == nil {
		return words, nil // every word, keywords and test operators too ([[ -f x ]], export X=1)
	}
	// An operator (|, >, &&) is no word: the commands' own words, in
	// order; a compound command (for, while, if) by its source's words,
	// its keyword first.
	file, perr := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(text), "")
	if perr != nil {
		return nil, perr
	}
	words = nil
	syntax.Walk(file, func(n syntax.Node) bool {
		st, ok := n.(*syntax.Stmt)
		if !ok {
			return true
		}
		switch cmd := st.Cmd.(type) {
		case *syntax.CallExpr:
			for _, w := range cmd.Args {
				words = append(words, unquoted(text, w))
			}
		case *syntax.BinaryCmd:
			return true // a | b, a && b: each side is a statement of its own
		case *syntax.DeclClause:
			// declare -a X=(a b): the keyword, then each argument as typed.
			words = append(words, cmd.Variant.Value)
			for _, a := range cmd.Args {
				words = append(words, text[a.Pos().Offset():a.End().Offset()])
			}
		case nil:
		default:
			words = append(words, strings.Fields(text[cmd.Pos().Offset():cmd.End().Offset()])...)
		}
		return false
	})
	return words, nil
}

// unquoted is a word's text with its quotes removed; any part that is
// not a literal (an expansion) is kept as typed.
func unquoted(text string, w *syntax.Word) string {
	var b strings.Builder
	var part func(p syntax.WordPart, inDouble bool)
	part = func(p syntax.WordPart, inDouble bool) {
		switch p := p.(type) {
		case *syntax.Lit:
			b.WriteString(unescape(p.Value, inDouble))
		case *syntax.SglQuoted:
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				part(q, true)
			}
		default:
			b.WriteString(text[p.Pos().Offset():p.End().Offset()])
		}
	}
	for _, p := range w.Parts {
		part(p, false)
	}
	return b.String()
}

// unescape drops the backslashes the shell removes: before any character
// outside quotes (a\ b is "a b"), and inside double quotes only before
// $, `, " and \ ("\0" keeps its backslash).
func unescape(lit string, inDouble bool) string {
	if !strings.Contains(lit, `\`) {
		return lit
	}
	var b strings.Builder
	for i := 0; i < len(lit); i++ {
		if lit[i] == '\\' && i+1 < len(lit) && (!inDouble || strings.IndexByte("$`\"\\", lit[i+1]) >= 0) {
			i++
		}
		b.WriteByte(lit[i])
	}
	return b.String()
}

// Background reports text that starts a background job ('&', zsh's '&|'
// and '&!'), as the shell parses it: an '&' inside quotes or in '&&',
// '&>' or '>&' is none.
func Background(text string) bool {
	file, err := syntax.NewParser(syntax.Variant(syntax.LangZsh)).Parse(strings.NewReader(text), "")
	if err != nil {
		return false
	}
	found := false
	syntax.Walk(file, func(n syntax.Node) bool {
		if st, ok := n.(*syntax.Stmt); ok && (st.Background || st.Disown) {
			found = true
		}
		return !found
	})
	return found
}

// UnquotedGlob is the first word of POSIX text with an unquoted pattern
// character (*, ? or [), which the shell would expand into the files it
// matches before the program sees it (find . -name *.log); "" when none.
func UnquotedGlob(text string) string {
	file, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(text), "")
	if err != nil {
		return ""
	}
	found := ""
	syntax.Walk(file, func(n syntax.Node) bool {
		w, ok := n.(*syntax.Word)
		if !ok || found != "" {
			return found == ""
		}
		for _, p := range w.Parts {
			if lit, ok := p.(*syntax.Lit); ok && strings.ContainsAny(unescaped(lit.Value), "*?[") {
				found = text[w.Pos().Offset():w.End().Offset()]
			}
		}
		return false
	})
	return found
}

// unescaped drops what a backslash escapes from an unquoted literal, so
// an escaped \* is no pattern character.
func unescaped(lit string) string {
	var b strings.Builder
	for i := 0; i < len(lit); i++ {
		if lit[i] == '\\' {
			i++
			continue
		}
		b.WriteByte(lit[i])
	}
	return b.String()
}
