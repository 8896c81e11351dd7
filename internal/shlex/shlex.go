// Package shlex splits and quotes command text exactly as the original
// OTerminus did with Python's shlex module (upstream-spec §4).
//
// It is hand-written rather than built on a real shell parser on purpose:
// the original's eval cases compare rendered text and argv produced by
// Python's POSIX-mode shlex, whose rules differ from any real shell (no
// expansion of any kind, '#' is an ordinary character, and inside double
// quotes a backslash escapes only '"' and '\'). What a real shell makes of
// rendered text is checked separately, by package dialect.
package shlex

import (
	"errors"
	"strings"
)

// Errors returned by Split and SplitOperators; the texts are Python's.
var (
	ErrNoClosingQuote = errors.New("no closing quotation")
	ErrNoEscapedChar  = errors.New("no escaped character")
)

// whitespace is shlex.whitespace: only these four separate words.
const whitespace = " \t\r\n"

// operatorChars are the punctuation characters of the validator's tokenizer.
const operatorChars = "|&;<>"

// Split splits text like shlex.split(text) (POSIX mode, comments disabled).
func Split(text string) ([]string, error) {
	tokens, _, err := split(text, false)
	return tokens, err
}

// SplitOperators splits text like the validator's tokenizer:
// shlex.shlex(text, posix=True, punctuation_chars="|&;<>") with
// whitespace_split. A run of operator characters outside quotes becomes
// its own token even without surrounding spaces ("a&&b" gives a, &&, b).
func SplitOperators(text string) ([]string, error) {
	tokens, _, err := split(text, true)
	return tokens, err
}

// Operators lists the tokens of SplitOperators that are runs of operator
// characters outside quotes and escapes: "\;" and "';'" are words (find
// -exec's terminator), not command separators.
func Operators(text string) []string {
	tokens, isOperator, err := split(text, true)
	if err != nil {
		return nil
	}
	var out []string
	for i, tok := range tokens {
		if isOperator[i] {
			out = append(out, tok)
		}
	}
	return out
}

// lexer states, named after Python's shlex.state values.
const (
	stateSpace    = iota // ' ': between tokens
	stateWord            // 'a': inside a word
	stateOperator        // 'c': inside a run of operator characters
	stateSingle          // "'": inside single quotes
	stateDouble          // '"': inside double quotes
	stateEscape          // '\': after a backslash
)

func split(text string, operators bool) ([]string, []bool, error) {
	var (
		tokens  []string
		isOp    []bool // tokens[i] is a run of operator characters
		token   strings.Builder
		state   = stateSpace
		escaped = stateWord // state to return to after an escape
		quoted  bool        // the current token had quotes (so "" is a token)
	)
	isOperator := func(r rune) bool {
		return operators && strings.ContainsRune(operatorChars, r)
	}
	emit := func() {
		if token.Len() > 0 || quoted {
			tokens = append(tokens, token.String())
			isOp = append(isOp, state == stateOperator)
		}
		token.Reset()
		quoted = false
	}
	runes := []rune(text)
	for i := 0; i < len(runes); i++ {
		r := runes[i]
		switch state {
		case stateSpace, stateWord:
			switch {
			case strings.ContainsRune(whitespace, r):
				if state == stateWord {
					emit()
				}
				state = stateSpace
			case r == '\\':
				escaped, state = stateWord, stateEscape
			case r == '\'':
				state, quoted = stateSingle, true
			case r == '"':
				state, quoted = stateDouble, true
			case isOperator(r):
				if state == stateWord {
					emit()
				}
				token.WriteRune(r)
				state = stateOperator
			default:
				token.WriteRune(r)
				state = stateWord
			}
		case stateOperator:
			if isOperator(r) {
				token.WriteRune(r)
				continue
			}
			emit()
			state = stateSpace
			if !strings.ContainsRune(whitespace, r) {
				i-- // read this character again as the start of a new token
			}
		case stateSingle:
			if r == '\'' {
				state = stateWord
			} else {
				token.WriteRune(r)
			}
		case stateDouble:
			switch r {
			case '"':
				state = stateWord
			case '\\':
				escaped, state = stateDouble, stateEscape
			default:
				token.WriteRune(r)
			}
		case stateEscape:
			// Inside double quotes only '"' and '\' can be escaped; any other
			// backslash stays as two characters.
			if escaped == stateDouble && r != '"' && r != '\\' {
				token.WriteRune('\\')
			}
			token.WriteRune(r)
			state = escaped
		}
	}
	switch state {
	case stateSingle, stateDouble:
		return nil, nil, ErrNoClosingQuote
	case stateEscape:
		return nil, nil, ErrNoEscapedChar
	}
	emit()
	return tokens, isOp, nil
}

// Quote quotes one word like shlex.quote: words made only of safe
// characters stay bare, anything else is wrapped in single quotes.
func Quote(word string) string {
	if word == "" {
		return "''"
	}
	if IsSafe(word) {
		return word
	}
	return "'" + strings.ReplaceAll(word, "'", `'"'"'`) + "'"
}

// Join renders argv like shlex.join: each word quoted, joined by one space.
func Join(argv []string) string {
	quoted := make([]string, len(argv))
	for i, word := range argv {
		quoted[i] = Quote(word)
	}
	return strings.Join(quoted, " ")
}

// IsSafe reports whether every byte of word is in shlex's safe set
// [A-Za-z0-9_@%+=:,./-], so the word needs no quoting in a POSIX shell.
func IsSafe(word string) bool {
	for i := 0; i < len(word); i++ {
		if !isSafeByte(word[i]) {
			return false
		}
	}
	return true
}

func isSafeByte(c byte) bool {
	switch {
	case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		return true
	}
	return strings.IndexByte("_@%+=:,./-", c) >= 0
}

// ShellSyntax names the first shell syntax in text that Split would turn
// into a literal word although a shell would act on it: command
// substitution or a line break anywhere (even inside double quotes a
// shell substitutes), or a run of operator characters outside quotes.
// It returns "" when there is none. Text with shell syntax is not a
// simple command: quoting it into one would run something other than
// what its author meant.
func ShellSyntax(text string) string {
	for _, frag := range []struct{ text, name string }{
		{"$(", "command substitution"}, {"`", "command substitution"},
		{"\n", "a line break"}, {"\r", "a carriage return"}, {"\x00", "a NUL byte"},
	} {
		if strings.Contains(text, frag.text) {
			return frag.name
		}
	}
	if construct := Expansion(text); construct != "" {
		return construct
	}
	if HasBareParen(text) {
		return "a parenthesis outside quotes (a subshell, fish command substitution, or a zsh glob qualifier or process substitution)"
	}
	if !strings.ContainsAny(text, operatorChars) {
		return ""
	}
	tokens, err := SplitOperators(text)
	if err != nil {
		return ""
	}
	for _, tok := range tokens {
		if tok != "" && strings.Trim(tok, operatorChars) == "" {
			return "the shell operator " + tok
		}
	}
	return ""
}

// HasBareParen reports a '(' or ')' that no quote or backslash protects.
// Every shell gives it a meaning: a subshell in bash, command substitution
// in fish (cat (touch x)), a glob qualifier (*(e:...:)) or process
// substitution (=(...)) in zsh. None is a literal argument.
func HasBareParen(text string) bool {
	var quote rune
	escaped := false
	for _, r := range text {
		switch {
		case escaped:
			escaped = false
		case quote == '\'':
			if r == '\'' {
				quote = 0
			}
		case r == '\\':
			escaped = true
		case quote == '"':
			if r == '"' {
				quote = 0
			}
		case r == '\'' || r == '"':
			quote = r
		case r == '(' || r == ')':
			return true
		}
	}
	return false
}

// Expansion names the first word part of text that a shell would expand
// but Split takes literally: a glob (*, ? or [), brace expansion, a
// leading tilde, a $ variable or history expansion (!). The rendering
// quotes what Split returns, so such text would run with a different
// meaning than it was typed with; it is refused by name until typed text
// is read as the shell reads it.
func Expansion(text string) string {
	var quote rune
	escaped, wordStart := false, true
	runes := []rune(text)
	for i, r := range runes {
		start := wordStart
		wordStart = false
		switch {
		case escaped:
			escaped = false
			continue
		case quote == '\'':
			if r == '\'' {
				quote = 0
			}
			continue
		case r == '\\':
			escaped = true
			continue
		case r == '$':
			return "a $ expansion (a variable the shell would replace)"
		case quote == '"':
			if r == '"' {
				quote = 0
			}
			continue
		case r == '\'' || r == '"':
			quote = r
			continue
		case r == ' ' || r == '\t':
			wordStart = true
		case r == '*' || r == '?' || r == '[':
			return "a glob (" + string(r) + ") the shell would expand to file names"
		case r == '!':
			return "history expansion (!)"
		case r == '~' && start:
			return "a leading ~ the shell would expand to a home directory"
		case r == '{' && strings.ContainsAny(string(runes[i:]), "}") &&
			(strings.Contains(string(runes[i:]), ",") || strings.Contains(string(runes[i:]), "..")):
			return "brace expansion ({...})"
		}
	}
	return ""
}
