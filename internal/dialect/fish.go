package dialect

import (
	"errors"
	"fmt"
	"strings"

	"github.com/oterminus/oterminus/internal/keys"
)

// fish quotes differently from POSIX shells: inside single quotes a
// backslash escapes '\' and '\” (and nothing else), and the '"'"' idiom is
// not needed. A bare word starting with '%' is expanded ("%self" becomes
// the shell's PID), so it is quoted too.
var fish = &Dialect{
	Name:   "fish",
	Quote:  fishQuote,
	Fields: fishFields,
	// fish 3 escapes (\\co) are read by fish's parser, so they stay unquoted.
	Keys:       func(k []keys.Stroke) []string { return []string{keys.Fish3(k), fishQuote(keys.Fish4(k))} },
	Clean:      []string{"fish", "--no-config"},
	Guard:      fishGuard,
	Recall:     recallComment,
	Screen:     OnLine,
	completion: []string{"complete.fish"},
}

func fishQuote(word string) string {
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

// fishFields reads text back under fish's rules for the forms fishQuote
// produces: words separated by single spaces, each made of bare safe
// characters and single-quoted strings. Anything else (double quotes,
// variables, globs, braces, command substitution) is an error, because fish
// would not read it literally.
func fishFields(text string) ([]string, error) {
	var (
		words   []string
		word    strings.Builder
		bare    strings.Builder // the current run of unquoted characters
		inWord  bool
		atStart = true // no character of the current word read yet
	)
	flushBare := func() error {
		run := bare.String()
		bare.Reset()
		if run == "" {
			return nil
		}
		if !IsSafe(run) || (atStart && strings.HasPrefix(run, "%")) {
			return fmt.Errorf("fish would expand %q", run)
		}
		word.WriteString(run)
		atStart = false
		return nil
	}
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch c {
		case '=':
			if len(words) == 0 && bare.Len()+word.Len() > 0 {
				return nil, errors.New("fish reads a first word with '=' as a variable override")
			}
			inWord = true
			bare.WriteByte(c)
		case ' ':
			if !inWord {
				return nil, errors.New("empty word or repeated space")
			}
			if err := flushBare(); err != nil {
				return nil, err
			}
			words = append(words, word.String())
			word.Reset()
			inWord, atStart = false, true
		case '\'':
			if err := flushBare(); err != nil {
				return nil, err
			}
			inWord, atStart = true, false
			closed := false
			for i++; i < len(text); i++ {
				q := text[i]
				if q == '\'' {
					closed = true
					break
				}
				if q == '\\' && i+1 < len(text) && (text[i+1] == '\\' || text[i+1] == '\'') {
					i++
					q = text[i]
				}
				word.WriteByte(q)
			}
			if !closed {
				return nil, errors.New("unterminated single quote")
			}
		default:
			inWord = true
			bare.WriteByte(c)
		}
	}
	if !inWord {
		return nil, errors.New("empty command or trailing space")
	}
	if err := flushBare(); err != nil {
		return nil, err
	}
	return append(words, word.String()), nil
}

// fishGuard is the cached integration's guard in fish: on a stale cache
// it runs init again, which writes the cache anew, and stops reading the
// file.
func fishGuard(g Guard) string {
	seen := make([]string, len(g.Inputs))
	for i, v := range g.Inputs {
		seen[i] = "$" + v
	}
	q := fishQuote
	return fmt.Sprintf("if test %s -nt %s; or test %s -nt %s; or test \"%s\" != %s\n    %s init fish --cache | source\n    return 0\nend\n",
		q(g.Self), q(g.Cache), q(g.Config), q(g.Cache), strings.Join(seen, "|"), q(strings.Join(g.Values, "|")), q(g.Self))
}
