package registry

import (
	"slices"
	"strings"
)

// The one walk over a command line's words. What each word is to a
// declaration (an option with its value, an operand, an operator, "--",
// a nested command) is decided here and nowhere else: the grammar reads
// argv with the tokens, the risk of a refused line and the help on its
// options look at the same tokens, so they cannot disagree on what an
// option is.

// tokenKind is what a token is.
type tokenKind int

const (
	optionToken   tokenKind = iota // an option, declared or not, with its value
	operandToken                   // an operand word
	operatorToken                  // a structural word (find's "!", "(")
	endToken                       // "--", which ends the options
	commandToken                   // a nested command of every word left (xargs rm -f)
)

// token is one option use, operand, operator, "--" or nested command.
type token struct {
	kind tokenKind
	// at is the index of its first word; words is how many words it
	// spans, 0 for an option bundled after another in one word (the z of
	// -xzf): a token with words > 0 begins a step.
	at, words int
	name      string  // the option's spelling, or the word
	opt       *Option // the declared option; nil when none is declared
	// value is the option's value (then its second one: jq --rawfile NAME
	// FILE), valued whether it has one, valueKind the value's kind.
	value, then string
	valued      bool
	valueKind   Kind
	valueAt     int // the index of the value's word, when not the option's
	// implied marks an option a word implies with its value (head -5 is
	// -n 5, kill -9 is -s 9): its value is not checked as a typed one.
	implied bool
	// err says why the declaration does not accept the token; the
	// tokens after it are read as well as they can be.
	err *GrammarError
}

// tokens reads words (what follows the program or subcommand) with the
// declaration. global reads only the options before a subcommand (ip
// -br addr): it stops at the first word that is no option. name is the
// command's name for error reasons.
func (s *Spec) tokens(words []string, name string, global bool) []token {
	var out []token
	optionsDone, expression, operands := false, false, false
	placeholder := "" // xargs -I's value: it ends a nested command with "+"
	seen := func(o *Option) bool {
		return slices.ContainsFunc(out, func(t token) bool { return t.opt == o && t.err == nil })
	}
	for i := 0; i < len(words); {
		w := words[i]
		if global && (!IsOption(w) || w == "--") {
			break
		}
		first := len(out)
		switch {
		case i == 0 && !global && s.oldStyle(w) && s.hasDashless():
			// ps aux: each letter is an option of its own.
			for j, c := range w {
				t := token{kind: optionToken, at: i, name: string(c), opt: s.letter(c)}
				if j == 0 {
					t.words = 1
				}
				out = append(out, t)
			}
		case i == 0 && !global && s.oldStyle(w):
			out = append(out, s.cluster(words, i, "-"+w, name)...) // tar xzf is tar -xzf
		case optionsDone || !IsOption(w) && !slices.Contains(s.Operators, w) && !wholeWordOption(s, w):
			t := token{kind: operandToken, at: i, words: 1, name: w}
			if s.commandOperand() != nil {
				// The command (xargs rm -f) takes every word left.
				t.kind, t.words = commandToken, len(words)-i
			} else if s.Parsing == WordOptions && expression {
				t.err = grammarErr(Misplaced, "'%s' is not a test, action or option that '%s' supports here.", w, name)
			}
			out = append(out, t)
			operands = true
			optionsDone = optionsDone || !s.Parsing.interleaved()
		case w == "--":
			t := token{kind: endToken, at: i, words: 1, name: w}
			if !s.DashDash {
				t.err = grammarErr(UnknownOption, "Option terminator '--' is not supported for command '%s'.", name)
			}
			out = append(out, t)
			optionsDone = true
		case slices.Contains(s.Operators, w):
			out = append(out, token{kind: operatorToken, at: i, words: 1, name: w})
			expression = true
		case s.NumberOption != "" && isNumberOption(w):
			opt := s.option(s.NumberOption)
			out = append(out, token{kind: optionToken, at: i, words: 1, name: s.NumberOption, opt: opt, value: w[1:], valued: true,
				valueKind: opt.Value, implied: true})
		case s.SignalOption != "" && s.option(w) == nil && isSignalOption(w):
			opt := s.option(s.SignalOption)
			t := token{kind: optionToken, at: i, words: 1, name: s.SignalOption, opt: opt, value: w[1:], valued: true, valueKind: Signal, implied: true}
			if seen(opt) {
				// A second one would be a process group to the program
				// (kill -9 -1234), which is written after "--".
				t.err = grammarErr(Misplaced, "Command '%s' takes one signal; '%s' would name a process group, which is written after '--'.", name, w)
			}
			out = append(out, t)
		case s.Parsing.wholeWords() || strings.HasPrefix(w, "--") || wholeWordOption(s, w):
			t := s.wordOption(words, i, name, placeholder)
			// For find, a test or action starts the expression, after
			// which no start path may come; its leading options (-L) do
			// not, and must come before any start path.
			if !global && t.opt != nil && t.opt.Leading && (expression || operands) && t.err == nil {
				t.err = grammarErr(Misplaced, "'%s' must come before the start paths and the expression of '%s'.", t.name, name)
			}
			expression = expression || s.Parsing == WordOptions && t.opt != nil && !t.opt.Leading
			out = append(out, t)
		default:
			out = append(out, s.cluster(words, i, w, name)...)
		}
		for _, t := range out[first:] {
			if t.opt != nil && t.opt.NamesPlaceholder && t.valued && placeholder == "" {
				placeholder = t.value
			}
		}
		i += out[first].words
	}
	return out
}

// wordOption reads "--long", "--long=value", "--long value" or, for
// WordOptions programs, "-name value".
func (s *Spec) wordOption(words []string, i int, name, placeholder string) token {
	w := words[i]
	spelling, value, inline := strings.Cut(w, "=")
	if s.Parsing == WordOptions {
		spelling, value, inline = w, "", false
	}
	t := token{kind: optionToken, at: i, words: 1, name: spelling, opt: s.option(spelling)}
	opt := t.opt
	if opt != nil {
		t.valueKind = opt.Value
	}
	switch {
	case opt == nil && s.HelpVersion && helpOrVersion(w) != nil:
		t.opt = helpOrVersion(w)
		t.err = grammarErr(Misplaced, "Option '%s' for '%s' is supported only alone ('%s %s'): it makes the program ignore everything else.", w, name, name, w)
	case opt == nil && s.Refuses.Get(spelling) != "":
		t.err = grammarErr(RefusedOption, "Option '%s' for '%s' is refused: %s.", spelling, name, s.Refuses.Get(spelling))
	case opt == nil:
		t.err = grammarErr(UnknownOption, "Unsupported option '%s' for command '%s'.", w, name)
	case opt.Value == NestedCommand:
		// The nested command's words are its own family's (find -exec wc
		// -l {} ;); without its terminator it takes every word left.
		ph := placeholder
		if ph == "" {
			ph = opt.Nested.Placeholder
		}
		end, term := nestedEnd(opt.Nested, ph, words[i+1:])
		t.words = 1 + end
		if term != "" {
			t.words++
		}
	case opt.Value == NoValue && inline:
		t.err = grammarErr(BadValue, "Option '%s' for '%s' takes no value.", spelling, name)
	case opt.Value == NoValue:
	case inline:
		t.value, t.valued = value, true
	case opt.InlineOnly:
		if t = s.optionalValue(t, words); t.valued {
			t.words = 2
		}
	case s.Parsing == SingleDashLong:
		t.err = grammarErr(MissingValue, "Option '%s' for '%s' takes its value after '=' (%s=%s).", spelling, name, spelling, opt.Value.Placeholder())
	case i+1 >= len(words):
		t.err = grammarErr(MissingValue, "Option '%s' for '%s' requires a value (%s).", spelling, name, opt.Value)
	case opt.Then != NoValue && i+2 >= len(words):
		t.err = grammarErr(MissingValue, "Option '%s' for '%s' requires two values (%s %s).", spelling, name, opt.Value.Placeholder(), opt.Then.Placeholder())
	case opt.Then != NoValue:
		// Two value words (jq --rawfile NAME FILE).
		t.value, t.then, t.valued, t.words, t.valueAt = words[i+1], words[i+2], true, 3, i+1
	default:
		t.value, t.valued, t.words, t.valueAt = words[i+1], true, 2, i+1
	}
	return t
}

// cluster reads "-x", "-xzf ARCHIVE" or "-n5" (w is words[i], or for
// tar's first word the word with a dash before it): one token for each
// letter, the first spanning the words the step takes.
func (s *Spec) cluster(words []string, i int, w, name string) []token {
	var out []token
	step := 1
	for j := 1; j < len(w); j++ {
		spelling := "-" + string(w[j])
		t := token{kind: optionToken, at: i, name: spelling, opt: s.option(spelling)}
		opt, last := t.opt, true
		switch {
		case opt == nil && s.Refuses.Get(spelling) != "":
			t.err, last = grammarErr(RefusedOption, "Option '%s' for '%s' is refused: %s.", spelling, name, s.Refuses.Get(spelling)), false
		case opt == nil && j == 1:
			t.err, last = grammarErr(UnknownOption, "Unsupported option '%s' for command '%s'.", w, name), false
		case opt == nil:
			t.err, last = grammarErr(UnknownOption, "Unsupported option '%s' (in '%s') for command '%s'.", spelling, w, name), false
		case opt.Value == NoValue:
			last = false
		case j+1 < len(w):
			t.value, t.valued = w[j+1:], true
		case opt.InlineOnly:
			if t = s.optionalValue(t, words); t.valued {
				step = 2
			}
		case i+1 >= len(words):
			t.err = grammarErr(MissingValue, "Option '%s' for '%s' requires a value (%s).", spelling, name, opt.Value)
		default:
			t.value, t.valued, step, t.valueAt = words[i+1], true, 2, i+1
		}
		if opt != nil {
			t.valueKind = opt.Value
		}
		out = append(out, t)
		if last {
			break
		}
	}
	out[0].words = step
	return out
}

// optionalValue reads an option whose value is optional and not
// attached: the next word is its value only when the option's TakesNext
// says so (journalctl -n 20, -b -1), as the program decides.
func (s *Spec) optionalValue(t token, words []string) token {
	if next := t.at + 1; t.opt.TakesNext != nil && next < len(words) && t.opt.TakesNext(words[next]) {
		t.value, t.valued, t.valueAt = words[next], true, next
	}
	return t
}

// nestedEnd is where a nested command in words ends: the index of its
// terminator and the terminator, or every word and "" when it has none.
// "+" ends it only right after the placeholder, as find reads it.
func nestedEnd(n *Nested, placeholder string, words []string) (int, string) {
	for j, w := range words {
		if len(n.Terminators) > 0 && (w == ";" && slices.Contains(n.Terminators, ";") ||
			w == "+" && j > 0 && words[j-1] == placeholder && slices.Contains(n.Terminators, "+")) {
			return j, w
		}
	}
	return len(words), ""
}

// span is how many words the tokens take, from the first.
func span(tokens []token) int {
	n := 0
	for _, t := range tokens {
		n = max(n, t.at+t.words)
	}
	return n
}
