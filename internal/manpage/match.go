package manpage

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Matching a line's words to the paragraphs of its page, as the
// program's own option parser would read them (getopt and getopt_long):
// short options clustered ("-avz") up to one that takes a value ("-ofile",
// "-xzf a.tgz"), long options with "=value" or the next word as their
// value, and a long option's unambiguous prefix; then the operands, named
// by the synopsis's form that takes as many.

// Kind is what a word of the line is, as its page reads it.
type Kind string

// Kinds of words.
const (
	Option       Kind = "option"  // an option, with its value if it takes one
	Operand      Kind = "operand" // an operand, named by the synopsis or a paragraph
	EndOfOptions Kind = "end-of-options"
	// Undocumented is a word the page does not document: an option it
	// has no paragraph for, or an operand past what its synopsis names.
	Undocumented Kind = "undocumented"
)

// Word is one or two words of the line (an option and its value) and
// what the page says of them.
type Word struct {
	Words string
	Kind  Kind
	// Entry is the paragraph that documents it; nil when none does.
	Entry *Entry
	// Operand is the synopsis's name for an operand ("destination",
	// "<upstream>").
	Operand string
	// Synopsis is an option the synopsis names that no paragraph
	// documents.
	Synopsis bool
}

// Explained reports a word the page says something about.
func (w Word) Explained() bool {
	return w.Entry != nil || w.Operand != "" || w.Synopsis || w.Kind == EndOfOptions
}

// options indexes a page's spellings: the first paragraph to document a
// spelling is the one that counts.
type options struct {
	by map[string]spelled
	// valueOption is kill's -<signal>: a dash before a value (-9, -KILL).
	valueOption *spelled
	longs       []string // the long options, for their prefixes
	oneDash     bool     // the page documents options like -name with one dash
	operands    map[string]*Entry
}

type spelled struct {
	s Spelling
	e *Entry
}

func (p *Page) index() *options {
	ix := &options{by: map[string]spelled{}, operands: map[string]*Entry{}}
	for _, i := range p.byRank() {
		e := &p.Entries[i]
		for _, s := range e.Spellings {
			switch {
			case strings.HasPrefix(s.Name, "-<"):
				if ix.valueOption == nil {
					ix.valueOption = &spelled{s, e}
				}
			case s.isOption():
				if _, seen := ix.by[s.Name]; seen {
					continue
				}
				ix.by[s.Name] = spelled{s, e}
				if strings.HasPrefix(s.Name, "--") && len(s.Name) > 2 {
					ix.longs = append(ix.longs, s.Name)
				} else if len(s.Name) > 2 && s.Name[0] == '-' && s.Name[1] != '-' {
					ix.oneDash = true
				}
			case s.isKeyword():
				if _, seen := ix.by[s.Name]; !seen {
					ix.by[s.Name] = spelled{s, e}
				}
			default:
				key := operandKey(s.Name)
				if _, seen := ix.operands[key]; !seen {
					ix.operands[key] = e
				}
			}
		}
	}
	for _, u := range p.Usages {
		ix.synopsisOptions(u)
	}
	return ix
}

// synopsisOptions adds the options a form names that no paragraph
// documents, with the argument the form shows ("--dest bus_name"), so
// the line is read right and the option is said to be named.
func (ix *options) synopsisOptions(usage string) {
	tokens := synopsisTokens(usage)
	for i, t := range tokens {
		if len(t) < 2 || t[0] != '-' {
			continue
		}
		s, ok := readOption(t)
		if !ok || s.Name == "--" {
			continue
		}
		if _, seen := ix.by[s.Name]; seen {
			continue
		}
		if s.Arg == "" && i+1 < len(tokens) {
			if next := tokens[i+1]; !strings.HasPrefix(next, "-") && !strings.ContainsAny(next[:1], "[]{}()|") && next != "..." {
				s.Arg = next
			}
		}
		ix.by[s.Name] = spelled{s: s}
		if strings.HasPrefix(s.Name, "--") {
			ix.longs = append(ix.longs, s.Name)
		}
	}
}

// byRank is the order the page's entries are indexed in, so that the
// paragraph an option's own section gives it counts, not an example of
// it: first the OPTIONS sections, then the others, then the EXAMPLES.
func (p *Page) byRank() []int {
	rank := func(e *Entry) int {
		switch {
		case strings.Contains(e.section, "OPTION"):
			return 0
		case strings.Contains(e.section, "EXAMPLE"):
			return 2
		}
		return 1
	}
	var order []int
	for r := 0; r <= 2; r++ {
		for i := range p.Entries {
			if rank(&p.Entries[i]) == r {
				order = append(order, i)
			}
		}
	}
	return order
}

// operandKey compares operand names as a reader would: <file>, FILE and
// file are one name.
func operandKey(name string) string {
	return strings.ToLower(strings.Trim(name, "<>"))
}

// Explain matches each of args (the words after the command: after
// "git rebase" for git-rebase(1)) to what the page says of it. command
// is the command's words, which the synopsis's forms start with.
func (p *Page) Explain(command, args []string) []Word {
	ix := p.index()
	var out []Word
	var operandAt []int // indexes in out of the operands
	ended := false
	// Options end at the first operand for a BSD program, and for one
	// that runs a command given as an operand (timeout 5 ls -l): the
	// words after it are the command's.
	endAtOperand := p.bsd || p.runsCommand(command)
	for i := 0; i < len(args); i++ {
		w := args[i]
		switch {
		case ended || w == "-" || !strings.HasPrefix(w, "-"):
			if !ended {
				if k, ok := ix.keyword(w); ok {
					out = append(out, Word{Words: w, Kind: Operand, Entry: k.e})
					continue
				}
			}
			ended = ended || endAtOperand
			operandAt = append(operandAt, len(out))
			out = append(out, Word{Words: w, Kind: Operand})
		case w == "--":
			ended = true
			out = append(out, Word{Words: w, Kind: EndOfOptions})
		case strings.HasPrefix(w, "--"):
			word, used := ix.long(w, args[i+1:])
			out = append(out, word)
			i += used
		default:
			words, used := ix.short(w, args[i+1:])
			out = append(out, words...)
			i += used
		}
	}
	p.nameOperands(out, operandAt, command, ix)
	return out
}

// commandOperands are the synopsis's names for a command a program runs.
var commandOperands = []string{"command", "cmd", "utility", "program", "prog"}

// runsCommand reports a synopsis that names a command among the
// operands.
func (p *Page) runsCommand(command []string) bool {
	for _, u := range p.Usages {
		for _, o := range operands(u, command) {
			if slices.Contains(commandOperands, operandKey(o.name)) {
				return true
			}
		}
	}
	return false
}

// keyword is dd's kind of operand, if=FILE, when the page documents its
// keyword.
func (ix *options) keyword(w string) (spelled, bool) {
	eq := strings.IndexByte(w, '=')
	if eq <= 0 {
		return spelled{}, false
	}
	s, ok := ix.by[w[:eq+1]]
	return s, ok
}

// long reads a long option, "--name", "--name=value" or "--name value",
// or an unambiguous prefix of one; used is how many of the words after
// it it took as its value.
func (ix *options) long(w string, next []string) (Word, int) {
	name, _, joined := strings.Cut(w, "=")
	s, ok := ix.by[name]
	if !ok {
		var found []spelled
		for _, l := range ix.longs {
			if strings.HasPrefix(l, name) {
				c := ix.by[l]
				if len(found) == 0 || found[0].e != c.e {
					found = append(found, c)
				}
			}
		}
		if len(found) != 1 {
			return Word{Words: w, Kind: Undocumented}, 0
		}
		s, ok = found[0], true
	}
	word := Word{Words: w, Kind: Option, Entry: s.e, Synopsis: s.e == nil}
	if !joined && s.s.Arg != "" && !s.s.Optional && len(next) > 0 {
		// getopt_long takes a required argument from the next word.
		word.Words += " " + next[0]
		return word, 1
	}
	return word, 0
}

// short reads a word with one dash: an option the page spells so
// (-name, -L), or a cluster of one-letter options, read up to the first
// that takes a value (the rest of the word, or else the next word).
func (ix *options) short(w string, next []string) ([]Word, int) {
	name, _, joined := strings.Cut(w, "=")
	if s, ok := ix.by[name]; ok && (joined || len(name) == len(w)) {
		return ix.withValue(w, s, next)
	}
	if s, ok := ix.by[w]; ok {
		return ix.withValue(w, s, next)
	}
	first, size := utf8.DecodeRuneInString(w[1:])
	if _, ok := ix.by["-"+string(first)]; !ok && ix.valueOption != nil && isValue(w[1:]) {
		return []Word{{Words: w, Kind: Option, Entry: ix.valueOption.e}}, 0
	}
	if _, ok := ix.by["-"+string(first)]; !ok && (ix.oneDash || size == len(w)-1) {
		// Neither a spelling of the page nor a cluster it documents.
		return []Word{{Words: w, Kind: Undocumented}}, 0
	}
	var out []Word
	for i := 1; i < len(w); {
		r, n := utf8.DecodeRuneInString(w[i:])
		flag := "-" + string(r)
		i += n
		s, ok := ix.by[flag]
		if !ok {
			out = append(out, Word{Words: flag, Kind: Undocumented})
			continue
		}
		if s.s.Arg == "" {
			out = append(out, Word{Words: flag, Kind: Option, Entry: s.e, Synopsis: s.e == nil})
			continue
		}
		// The option takes a value: the rest of the word, or else the next.
		switch rest := w[i:]; {
		case rest != "":
			out = append(out, Word{Words: flag + " " + rest, Kind: Option, Entry: s.e, Synopsis: s.e == nil})
		case !s.s.Optional && len(next) > 0:
			out = append(out, Word{Words: flag + " " + next[0], Kind: Option, Entry: s.e, Synopsis: s.e == nil})
			return out, 1
		default:
			out = append(out, Word{Words: flag, Kind: Option, Entry: s.e, Synopsis: s.e == nil})
		}
		return out, 0
	}
	return out, 0
}

// isValue is what kill's -<signal> takes: a number or a name in capitals.
func isValue(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return true
}

// withValue is an option the page spells whole, with its value from the
// word (-name=x) or the next word when it takes one.
func (ix *options) withValue(w string, s spelled, next []string) ([]Word, int) {
	word := Word{Words: w, Kind: Option, Entry: s.e, Synopsis: s.e == nil}
	if s.s.Arg != "" && !s.s.Optional && !strings.Contains(w, "=") && len(next) > 0 {
		word.Words += " " + next[0]
		return []Word{word}, 1
	}
	return []Word{word}, 0
}

// nameOperands names the line's operands by the first form of the
// synopsis that takes as many, and gives each the paragraph that
// documents its name, if one does.
func (p *Page) nameOperands(out []Word, at []int, command []string, ix *options) {
	if len(at) == 0 {
		return
	}
	names := p.operandNames(len(at), command, out[at[0]].Words)
	for k, i := range at {
		if k >= len(names) || names[k] == "" {
			out[i].Kind = Undocumented
			continue
		}
		out[i].Operand = names[k]
		out[i].Entry = ix.operands[operandKey(names[k])]
	}
}

// operandNames names n operands by the first form that takes n: its
// operands in order, a repeated one taking what the others leave.
func (p *Page) operandNames(n int, command []string, first string) []string {
	for _, u := range p.Usages {
		if ops := operands(u, command); len(ops) > 0 && ops[0].name == first {
			// The form for this subcommand: "gdbus call ..." for "call".
			return assign(ops, n)
		}
	}
	var best []operand
	for _, u := range p.Usages {
		ops := operands(u, command)
		if len(ops) == 0 {
			continue
		}
		least, most := 0, 0
		for _, o := range ops {
			if !o.optional {
				least++
			}
			most++
			if o.repeats {
				most = 1 << 30
			}
		}
		if n >= least && n <= most {
			best = ops
			break
		}
		if best == nil {
			best = ops
		}
	}
	return assign(best, n)
}

// assign gives n operands the names of ops: in order, and when there are
// more operands than names, the extra ones to the first that repeats.
func assign(ops []operand, n int) []string {
	out := make([]string, n)
	repeat := -1
	for i, o := range ops {
		if o.repeats {
			repeat = i
			break
		}
	}
	if repeat < 0 || n <= len(ops) {
		for i := 0; i < n && i < len(ops); i++ {
			out[i] = ops[i].name
		}
		return out
	}
	// Before the repeated name, one each; after it, one each from the
	// end; the repeated name takes the middle.
	after := len(ops) - repeat - 1
	for i := 0; i < n; i++ {
		switch {
		case i < repeat:
			out[i] = ops[i].name
		case i >= n-after:
			out[i] = ops[len(ops)-(n-i)].name
		default:
			out[i] = ops[repeat].name
		}
	}
	return out
}
