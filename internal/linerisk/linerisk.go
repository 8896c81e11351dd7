// Package linerisk says how much of a whole line oterminus read, and
// what the line can do: every stage of a pipeline or list, every word of
// every stage. It is the one answer the widget's line, explain, --json
// and the audit all give, so that none of them calls a line "checked
// (safe)" because of the part that was read.
//
// The rules:
//   - checked "full": a declaration read every word of every stage (it
//     may still refuse a value, which it read: kill -9 -1);
//   - checked "partial": some stage or word was not read: an option the
//     declaration does not list or refuses, a stage with no declaration,
//     a construct the shell would read differently;
//   - checked "none": no stage was read.
//
// An unread part can do at most what is known of it: an option a
// declaration does not know, the program's reach (Spec.Reach); a program
// the destroyers' list names, dangerous; an interpreter fed by a pipe,
// dangerous, as it runs whatever arrives; anything else, unknown. The
// line's risk is the highest of what was read and what the unread parts
// can do, and unknown when an unread part's reach is unknown and nothing
// known is dangerous.
package linerisk

import (
	"errors"
	"path"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/validate"
)

// Checked is how much of a line was read.
type Checked string

// How much was read.
const (
	Full    Checked = "full"
	Partial Checked = "partial"
	None    Checked = "none"
)

// Part is a part of the line that was not read.
type Part struct {
	// Words are the words not read, as the shell passes them (a whole
	// stage, or one option word): untrusted, for the caller to escape.
	Words string
	// Why says why it was not read ("no declaration for docker").
	Why string
	// AtMost is the most the part can do, when Known.
	AtMost registry.Risk
	Known  bool
}

// Answer is what oterminus knows of a whole line.
type Answer struct {
	Checked Checked
	// Risk is the line's risk: what was read and what the unread parts
	// can do at most. It means nothing when Known is false.
	Risk  registry.Risk
	Known bool
	// Read names the stages whose words were read, each once.
	Read []string
	// Unread are the parts not read, in line order.
	Unread []Part
	// Dangers say why the line is dangerous by nature, whatever was read
	// (a destroyer, a pipeline into an interpreter), in line order.
	Dangers []string
}

// RiskWord is the line's risk in the words every answer uses: "safe",
// "write", "dangerous", or "unknown".
func (a Answer) RiskWord() string {
	if !a.Known {
		return "unknown"
	}
	return a.Risk.String()
}

// stage is one command of the line, as linerisk reads it.
type stage struct {
	argv   []string
	typed  *registry.Command
	family *registry.Family
	risk   registry.Risk
	piped  bool     // fed by the stage before it
	from   []string // that stage's argv, when piped
}

// Of reads the line a proposal and its validation describe.
func Of(p *proposal.Proposal, v *validate.Result, reg *registry.Registry) Answer {
	a := Answer{Known: true}
	if p == nil || v == nil {
		return Answer{Checked: None}
	}
	stages := stagesOf(p, v, reg)
	read := 0
	for _, st := range stages {
		if n := a.addStage(st); n {
			read++
		}
	}
	if p.Unreadable != "" {
		// The words were read, but not as the shell will pass them: a
		// construct it expands (history, a glob, a variable) stands for
		// words nobody read.
		a.Unread = append(a.Unread, unreadable(p.Unreadable, strings.Join(append(slices.Clone(p.Assignments), p.Command), " ")))
	}
	if p.Compound == nil && len(v.Argv) == 0 && p.Command != "" && len(stages) == 0 {
		a.Unread = append(a.Unread, Part{Words: p.Command, Why: "oterminus could not read the line"})
	}
	switch {
	case len(a.Unread) == 0:
		a.Checked = Full
	case read == 0:
		a.Checked = None
	default:
		a.Checked = Partial
	}
	declared := true
	for _, st := range stages {
		if st.family != nil {
			a.Risk = max(a.Risk, st.risk) // what was read
		} else {
			declared = false
		}
	}
	if declared {
		a.Risk = max(a.Risk, v.Risk) // redirections that write, too
	} else if len(v.Writes) > 0 {
		a.Risk = max(a.Risk, registry.Write)
	}
	for _, u := range a.Unread {
		if u.Known {
			a.Risk = max(a.Risk, u.AtMost)
		} else {
			a.Known = false
		}
	}
	if len(a.Dangers) > 0 {
		a.Risk, a.Known = registry.Dangerous, true
	}
	return a
}

// addStage adds what is known of one stage, and reports whether a
// declaration read it (in whole or in part).
func (a *Answer) addStage(st stage) (read bool) {
	if len(st.argv) == 0 {
		return false
	}
	prog := path.Base(st.argv[0])
	if why := registry.Destroys(st.argv); why != "" {
		a.Dangers = append(a.Dangers, prog+": "+why)
	}
	if why := interpreted(st); why != "" {
		a.Dangers = append(a.Dangers, why)
	}
	if st.family == nil || st.family.Spec == nil {
		part := Part{Words: strings.Join(st.argv, " "), Why: "no declaration for " + prog}
		if len(a.Dangers) > 0 && slices.ContainsFunc(a.Dangers, func(d string) bool { return strings.HasPrefix(d, prog+" ") || strings.HasPrefix(d, prog+":") }) {
			part.AtMost, part.Known = registry.Dangerous, true
		}
		a.Unread = append(a.Unread, part)
		return false
	}
	if !slices.Contains(a.Read, prog) {
		a.Read = append(a.Read, prog)
	}
	if st.typed != nil {
		return true
	}
	// The declaration refused the stage: which words did it not read?
	words, reach := st.family.Unread(st.argv)
	for _, w := range words {
		a.Unread = append(a.Unread, Part{Words: w, Why: "an option the declaration of " + prog + " does not read; " + reachWords(prog, reach),
			AtMost: reach, Known: true})
	}
	if len(words) > 0 {
		return true
	}
	var gerr *registry.GrammarError
	_, err := readStage(st)
	if errors.As(err, &gerr) {
		switch gerr.Kind {
		case registry.UnknownSubcommand, registry.RefusedCommand, registry.BadNested, registry.NotDeclared:
			// A word that names what runs (git frobnicate, an alias; env
			// NAME): the program's reach.
			_, reach := st.family.Unread(st.argv[:1])
			reach = max(reach, reachOf(st.family), st.risk)
			w := strings.Join(st.argv[1:], " ")
			if gerr.At > 0 && gerr.At < len(st.argv) {
				w = st.argv[gerr.At]
			}
			a.Unread = append(a.Unread, Part{Words: w, Why: gerr.Kind.String() + " for " + prog + "; " + reachWords(prog, reach), AtMost: reach, Known: true})
		}
	}
	return true
}

// reachOf is the most the program's options can do.
func reachOf(f *registry.Family) registry.Risk {
	if f.Spec == nil {
		return registry.Dangerous
	}
	return f.Spec.Reach.Risk()
}

// reachWords says what a program's unread options can do at most.
func reachWords(prog string, reach registry.Risk) string {
	switch reach {
	case registry.Safe:
		return prog + "'s options only read"
	case registry.Write:
		return prog + "'s options can write files, none runs a program"
	}
	return "nobody read which of " + prog + "'s options run programs or write anywhere, so it may"
}

func readStage(st stage) (*registry.Command, error) {
	if st.piped {
		return st.family.ReadPipedArgv(st.argv)
	}
	return st.family.ReadArgv(st.argv)
}

// unreadable is the part of a line the shell reads otherwise than
// oterminus could: a construct that runs another command (history
// expansion, a substitution, a background job) can do anything.
func unreadable(why, text string) Part {
	p := Part{Words: text, Why: "the shell reads this line otherwise than oterminus could"}
	lower := strings.ToLower(why)
	for _, runs := range []string{"history expansion", "command substitution", "process substitution", "background"} {
		if strings.Contains(lower, runs) {
			p.AtMost, p.Known = registry.Dangerous, true
		}
	}
	if validate.HiddenCommand(text) != "" {
		p.AtMost, p.Known = registry.Dangerous, true
	}
	return p
}

// stagesOf lists the commands of the line with what validation made of
// each; a simple command is one stage.
func stagesOf(p *proposal.Proposal, v *validate.Result, reg *registry.Registry) []stage {
	if p.Compound == nil {
		if len(v.Argv) == 0 {
			return nil
		}
		return []stage{{argv: v.Argv, typed: v.Typed, family: reg.ForProgram(v.Argv[0]), risk: v.Risk}}
	}
	var out []stage
	n := 0
	for _, pipe := range p.Compound.Pipelines {
		var before []string
		for i, s := range pipe.Stages {
			st := stage{argv: s.Argv, piped: i > 0, from: before}
			if n < len(v.Stages) {
				vs := v.Stages[n]
				st.typed, st.family, st.risk = vs.Typed, vs.Family, vs.Risk
			}
			if st.family == nil && len(s.Argv) > 0 {
				if f := reg.ForProgram(s.Argv[0]); f != nil && f.Direct {
					st.family = f
				}
			}
			out = append(out, st)
			before = s.Argv
			n++
		}
	}
	return out
}

// interpreters read a program from standard input when a pipe feeds
// them and no file or -c names one.
var interpreters = []string{"sh", "bash", "zsh", "dash", "ksh", "mksh", "fish", "python", "python2", "python3",
	"perl", "ruby", "node", "nodejs", "php", "lua", "pwsh"}

// interpreted says why a piped stage runs whatever arrives, or "": an
// interpreter (sudo's or env's included) fed by a pipe, reading its
// program from standard input (no operand, "-", or sh -s).
func interpreted(st stage) string {
	if !st.piped {
		return ""
	}
	argv := st.argv
	for len(argv) > 1 && (path.Base(argv[0]) == "sudo" || path.Base(argv[0]) == "env" || path.Base(argv[0]) == "exec") {
		argv = argv[1:]
		for len(argv) > 1 && strings.HasPrefix(argv[0], "-") {
			argv = argv[1:]
		}
	}
	prog := path.Base(argv[0])
	if !slices.Contains(interpreters, prog) && !strings.HasPrefix(prog, "python3.") {
		return ""
	}
	shell := strings.HasSuffix(prog, "sh") // sh -e exits on errors; perl -e names its program
	for _, w := range argv[1:] {
		switch {
		case w == "-c" || w == "-m" || w == "-e" && !shell:
			return "" // the program is on the line: read as its own stage
		case w == "-" || w == "-s" || w == "--":
			return runsInput(prog, st.from)
		case !strings.HasPrefix(w, "-"):
			return "" // a script file: the pipe is its input, not its program
		}
	}
	return runsInput(prog, st.from)
}

func runsInput(prog string, from []string) string {
	src := "the stage before it"
	if len(from) > 0 {
		src = path.Base(from[0])
	}
	return prog + " runs as a program whatever " + src + " sends into the pipe, which nobody checked"
}

// UnreadWord is the most the unread parts can do together: "safe",
// "write", "dangerous", or "unknown" when one of them is not known and
// none is known to be dangerous.
func (a Answer) UnreadWord() string {
	r, known := registry.Safe, true
	for _, u := range a.Unread {
		if u.Known {
			r = max(r, u.AtMost)
		} else {
			known = false
		}
	}
	if !known && r < registry.Dangerous {
		return "unknown"
	}
	return r.String()
}
