// Package typed decides whether a line is one the person typed, a
// command, or a request in words, before any model sees it, and reads a
// typed one into a proposal with the reader and the declarations, so it
// is validated without the planner (the original's direct detection,
// upstream-spec §5).
//
// It decides typed or request (Detect), the typo test (IsTypo) and the
// words of a command given as arguments (JoinWords). It may not
// validate, apply policy, run anything or read flags, the configuration
// or the environment: what it knows of the world is the Input it is
// given, whether a word names a file in the working directory, and
// whether it names a program on PATH (OnPath).
package typed

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
)

const explanation = "The request is already a shell command; it is validated without the planner."

// Input is what detection reads besides the text: the families, what the
// configuration enables, and the shell the text was typed in with what
// the helper knows of it (home, exported variables, the files globs
// match).
type Input struct {
	Registry *registry.Registry
	Scope    registry.Scope
	Shell    string
	Reader   reader.Env
	// FirstWord is what the person's shell said its first word is (the
	// widget asks); WordUnknown when nobody asked.
	FirstWord WordKind
	// LookPath reports a program on the person's PATH, for a first word
	// the shell was not asked about; nil finds none.
	LookPath func(name string) bool
}

// Detect returns the proposal for typed command text, or false when the
// text should go down the natural-language path.
func Detect(text string, in Input) (*proposal.Proposal, bool) {
	reg, scope := in.Registry, in.Scope
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, false
	}
	// Deciding typed or request, then looking for a typo, both ask
	// whether the shell knows the first word: PATH is walked once.
	in.LookPath = lookedUpOnce(in.LookPath)
	// The line is read once, as the user's shell would read it; both
	// readings below start from it.
	line, err := reader.Read(text, in.Shell, in.Reader)
	if p, isDirect, handled := detectCompound(text, line, err, in); handled {
		return p, isDirect
	}
	if p, ok := withAssignments(text, err, in); ok {
		return p, true
	}
	words, refusal, ok := readWords(text, line, err, in)
	if !ok {
		return nil, false
	}
	base, operands := words[0], words[1:]
	family := reg.ForProgram(base)
	if family == nil || !family.Direct || !scope.Enabled(family) {
		if !typedLine(words, shellShaped(err), in) {
			return nil, false
		}
		p := unchecked(text, []string{base})
		switch {
		case family != nil:
			p.Family = family.Name // sudo: declared, but not to be typed; --json and the audit name it
		case !in.knows(base):
			// A program the shell does not know may be a typo of one
			// oterminus declares (grpe).
			p.Correction = correctProgram(text, words, in)
		}
		return p, true
	}
	// After a subcommand's name (ip r, git log) only a clause makes a
	// sentence: "ip r l t all" is ip route list table all.
	sentence := readsAsSentence(operands) && !(len(operands) > 0 && family.NamesSubcommand(operands[0]))
	// "cp old new" is a command although "new" is a word of sentences:
	// the weak signs give way to a command's shape.
	command := writtenAsCommand(family, operands, in)
	switch prog := family.WrappedProgram(operands); {
	case prog != "" && !declares(prog, in):
		// sudo docker ps: the command sudo runs has no declaration.
		p := unchecked(text, []string{prog})
		p.Family = family.Name
		return p, true
	case prog == "" && !shellShaped(err) && (sentence && !command || readsAsProse(operands)):
		return nil, false
	}
	// The family's notes are about the whole family (capabilities FAMILY
	// shows them); a line's own options carry their warnings.
	notes := []string{proposal.DirectNote}
	return declared(family, base, text, words, refusal, expanded(line, err), command, notes, in)
}

// expanded reports whether the shell would run other words than those
// typed: the line is one simple command whose reading replaced a glob, a
// ~, a variable or braces.
func expanded(line *reader.Line, err error) bool {
	return err == nil && isSimple(line) && slices.ContainsFunc(line.Pipelines[0].Stages[0].Words,
		func(w *reader.Word) bool { return !w.Literal() })
}

// declared detects a command of a family with a declaration: text is a
// typed command when the declaration reads every word. Text the declaration refuses is
// still a (refused) command when it is written like one, with an option
// word; otherwise it is a request that starts with the program's name.
// command says the words are written as a command's (writtenAsCommand),
// which outweighs the weak signs of a sentence in the paths; the nouns
// of a request are looked for in words as typed (touch file{a..z} makes
// "files").
func declared(family *registry.Family, base, text string, words []string, refusal string, expanded, command bool, notes []string, in Input) (*proposal.Proposal, bool) {
	dir := in.Reader.Dir
	if refusal != "" {
		p := experimental(family, base, text, words, notes)
		p.Unreadable = refusal
		return p, true
	}
	cmd, err := family.ReadArgv(words)
	switch {
	case err == nil && clauseInPaths(cmd, dir):
		return nil, false
	case err == nil && !command && (pathsReadAsSentence(cmd) || !expanded && namesByNoun(cmd, dir) ||
		len(family.Spec.Subcommands) == 0 && namesNothing(cmd, dir)):
		return nil, false
	case err == nil && family.Passthrough:
		// The original kept such lines as typed, in experimental mode; the
		// declaration has now read every word, so nothing is unchecked.
		// The text is the words as the shell reads them (~ and globs
		// expanded), quoted back.
		return experimental(family, base, in.dialect().Join(words), words, notes), true
	case err == nil:
		return structured(family, base, words, notes), true
	case family.Refused.Get(base) != "" || slices.ContainsFunc(words[1:], registry.IsOption) || writtenLikeArguments(family, words[1:], dir):
		// Written like a command (an option word; a subcommand's place
		// filled, git annex status; arguments that are no words, ping
		// 10.0.0.1): the person's line, which the declaration flags.
		p := experimental(family, base, text, words, notes)
		p.Correction = correctWord(family, text, words)
		if expanded {
			// The shell would run the expanded words (a glob's matches, a
			// variable's value), and those are what the declaration
			// refused; the text as typed is not what runs, so reasons
			// read from it ("a glob oterminus does not expand") would
			// mislead.
			p.Unreadable = err.Error()
		}
		return p, true
	}
	return nil, false
}

// readWords takes the words of typed text from its reading (line, err).
// A line that is one simple command gives its argv, every expansion done;
// a line the reader refuses (command substitution, an unset variable) or
// that holds more than one line gives its words as typed (reader.Fields),
// for telling a command from a request, and the refusal to report. (Pipelines, lists
// and redirections on one line are read by detectCompound before this.)
// ok is false when the text cannot be split at all.
func readWords(text string, line *reader.Line, err error, in Input) (words []string, refusal string, ok bool) {
	if strings.ContainsAny(text, "\x00\r") {
		err = errors.New("control characters")
	}
	if err == nil && isSimple(line) && len(line.Pipelines[0].Stages[0].Argv) > 0 {
		return line.Pipelines[0].Stages[0].Argv, "", true
	}
	words, splitErr := reader.Fields(text)
	if splitErr != nil {
		// An unclosed quote ("mu find 'mime:image/*"): the shell would
		// wait for the rest of the line. The words still tell a command
		// from a request ("what's my ip").
		words = strings.Fields(text)
		err = &reader.Error{Construct: "syntax", Reason: "the line is incomplete (an unclosed quote)"}
		if len(words) > 0 && strings.ContainsAny(words[0], `'"`) {
			return nil, "", false // the quote opens at the first word: no program is named
		}
	}
	if len(words) == 0 {
		return nil, "", false
	}
	var rerr *reader.Error
	switch {
	case errors.As(err, &rerr):
		refusal = "The line cannot be read as " + in.Shell + " would read it: " + rerr.Reason + "."
	case err == nil && strings.Contains(text, "\n"):
		refusal = "Command contains blocked multiline command text."
	case strings.ContainsRune(text, 0):
		refusal = "Command contains blocked null bytes."
	default:
		refusal = "The line cannot be read as " + in.Shell + " would read it."
	}
	return words, refusal, true
}

// unchecked is a typed line with programs no enabled family declares:
// the person's, read as a shell reads it but not checked, and never sent
// to the model. Enter runs it as typed.
func unchecked(text string, programs []string) *proposal.Proposal {
	return &proposal.Proposal{
		Mode: proposal.Experimental, Command: text, Undeclared: programs,
		Summary: "Typed command: " + strings.Join(programs, ", "), Explanation: uncheckedExplanation,
		Origin: proposal.OriginDirect,
	}
}

const uncheckedExplanation = "The line is a command oterminus has no declaration for; it is left as typed."

func structured(f *registry.Family, base string, words []string, notes []string) *proposal.Proposal {
	return &proposal.Proposal{
		Mode: proposal.Structured, Family: f.Name, Argv: words,
		Summary: "Run direct command: " + base, Explanation: explanation,
		Notes: notes, Origin: proposal.OriginDirect,
	}
}

// experimental is a typed line kept as its text; words are what the
// shell passes (or, for a line the reader refused, the words as typed),
// which validation reads.
func experimental(family *registry.Family, base, text string, words, notes []string) *proposal.Proposal {
	return &proposal.Proposal{
		Mode: proposal.Experimental, Family: family.Name, Command: text, Argv: words,
		Summary: "Run direct command: " + base, Explanation: explanation,
		Notes: notes, Origin: proposal.OriginDirect,
	}
}

// functionWords mark a request written in plain language. The original
// treated any text starting with a family name as that command (§24 quirk
// 2), so "cat the readme" or "sort the files by size" came back unchanged
// instead of being translated. Single letters and nouns are left out on
// purpose: "cp a b" and "cp files backup" are commands.
var functionWords = wordSet{
	"the", "an", "my", "your", "this", "that", "these", "those",
	"all", "every", "any", "some", "by", "with", "for", "from",
	"into", "in", "on", "of", "to", "and", "or", "is",
	"then", "based", "as", "it", "them", "only", "out",
	"are", "was", "were", "be", "used", "using", "me", "than",
	"here", "there", "please", "today", "yesterday", "recently", "new",
	"what", "which", "where", "how", "who", "when", "why",
}

// readsAsSentence reports operands that are two or more plain lower-case
// words, at least one of them a function word: a sentence, not arguments.
func readsAsSentence(ops []string) bool {
	if len(ops) < 2 {
		return false
	}
	function := false
	for _, op := range ops {
		for i, r := range op {
			if !('a' <= r && r <= 'z') && !(r == '\'' && i > 0 && i < len(op)-1) {
				return false
			}
		}
		function = function || functionWords.has(op)
	}
	return function
}

// pathsReadAsSentence reports a command whose path operands are English:
// "sort app.log and remove duplicates" reads as sort with four files, but
// "and", "remove" and "duplicates" are a clause, not file names; in
// "unzip backup.zip into ./restore" the "into" between two names is one
// too (archive members are names like paths). Patterns and other text
// operands are left alone ("grep -r the src" searches for "the").
func pathsReadAsSentence(cmd *registry.Command) bool {
	named, plain, function := 0, 0, false
	for _, it := range cmd.Items {
		if it.Operand == nil || !it.Kind.IsPath() && it.Kind != registry.Glob {
			continue
		}
		named++
		if !isPlainWord(it.Value) {
			continue
		}
		plain++
		function = function || functionWords.has(it.Value)
	}
	return function && (plain >= 2 || named >= 3)
}

// writtenLikeArguments reports the words after a program that its
// declaration refused but that are arguments, not a request: a program
// with subcommands whose subcommand place holds no English function word
// (git abort, systemctl cat nginx, ip r l t all), or words none of which
// is a plain English word other than a file here (ping 10.0.0.1, kill
// %1, hostname new_host). "clear screen", "zip this" and "ping
// example.com 4 times" are requests.
func writtenLikeArguments(family *registry.Family, ops []string, dir string) bool {
	if family.WrappedProgram(ops) != "" {
		return true // sudo systemctl restart nginx: a program follows
	}
	if len(ops) > 0 && len(family.Spec.Subcommands) > 0 {
		w := strings.ToLower(ops[0])
		return !functionWords.has(w) && !sentenceWords.has(w) && !readsAsEnglish(ops)
	}
	for _, op := range ops {
		if isPlainWord(op) && (len(op) > 1 || op == "a") && !(dir != "" && exists(filepath.Join(dir, op))) {
			return false
		}
	}
	return true
}

// dialect is the shell the line was typed in, for quoting words back.
func (in Input) dialect() *dialect.Dialect {
	if d, err := dialect.Lookup(in.Shell); err == nil {
		return d
	}
	return dialect.Default
}

// declares reports a program an enabled family declares, to be typed.
func declares(program string, in Input) bool {
	f := in.Registry.ForProgram(program)
	return f != nil && f.Direct && in.Scope.Enabled(f)
}

// namesNothing reports a command with no option whose paths to read are
// two or more plain words, none of them a file here: "find big log
// files" and "find docker containers" are requests that a grammar taking
// any word as a start path happens to read.
func namesNothing(cmd *registry.Command, dir string) bool {
	words := 0
	for _, it := range cmd.Items {
		switch {
		case it.Option != nil:
			return false
		case it.Operand == nil || it.Kind != registry.ReadPath:
			continue
		case !isPlainWord(it.Value) || dir == "" || exists(filepath.Join(dir, it.Value)):
			return false
		}
		words++
	}
	return words >= 2
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

func isPlainWord(w string) bool {
	for i, r := range w {
		if !('a' <= r && r <= 'z') && !(r == '\'' && i > 0 && i < len(w)-1) {
			return false
		}
	}
	return w != ""
}
