package registry

import (
	"fmt"
	"slices"
	"strings"
)

// The structured contract lets a model write a command of a family as
// parts (its subcommand, the mode it selects, its options with their
// values, its operands) instead of as text. What a model may write there
// is taken from the declaration, here and nowhere else: the planner turns
// a Contract into a JSON Schema whose grammar constrains the reply, and
// ArgvFromParts turns the reply back into the argv that ReadArgv then
// reads like a typed line. The contract offers what a person would write
// in the plain way (one option per word, a value in its own word unless
// the option only takes it attached); the person's shorthands (bundled
// letters, tar xzf, ps aux, head -5, kill -9) are for typing.

// Contract is a family's command line as the structured contract offers
// it.
type Contract struct {
	Programs []string
	// Global are the options written before the subcommand (ip -br).
	Global []ContractOption
	// Forms are the shapes a command takes: one per subcommand and, for
	// a program whose every command selects a mode (tar -x, -c, -t), one
	// per mode.
	Forms []Form
}

// Form is one shape of a command.
type Form struct {
	Subcommand string // "" when the program has none; "worktree add" for two levels
	Mode       string // the option every command of this form starts with
	Options    []ContractOption
	// Leading options come before the operands (find -L); the others
	// after them when OperandsFirst.
	OperandsFirst bool
	Operands      ContractOperands
	// Words are exact words written among the operands: dig's query
	// options and record types (+short, MX), and "--" where it ends the
	// options (git diff-tree A B -- src).
	Words []string
}

// ContractOption is one option a form offers.
type ContractOption struct {
	Name    string
	Values  []Kind   // the kinds of its value words: none for a flag, two for jq --rawfile
	Enum    []string // the values of an Enum option
	Nested  *Nested  // a nested command (find -exec CMD ;)
	Joined  bool     // the value is attached to the option word (--color=auto, -sTCP:LISTEN)
	Leading bool     // written before the operands (find -L)
	// SingleDash marks a whole-word option whose value follows '='
	// (nslookup -type=MX).
	SingleDash bool
	// takesNext says when the value of an attached option may stand in
	// its own word all the same (journalctl -n 50).
	takesNext func(word string) bool
}

// ContractOperands are a form's operands: the kinds a word may be, and
// how many words there are.
type ContractOperands struct {
	Kinds    []Kind
	Min, Max int // Max may be Unbounded
	// PipedMin is Min for a command fed by a pipe or '<': the slots it
	// reads standard input in place of may be empty (sort, wc).
	PipedMin int
	// Command marks operands that are a nested command (xargs CMD...).
	Command bool
}

// Contract returns the family's contract; a family with no declaration
// has none.
func (f *Family) Contract() *Contract {
	if f.Spec == nil {
		return nil
	}
	c := &Contract{Programs: []string{f.Program()}}
	for _, p := range f.Programs {
		if !slices.Contains(c.Programs, p) && f.Refused.Get(p) == "" {
			c.Programs = append(c.Programs, p)
		}
	}
	spec := f.Spec
	if len(spec.Subcommands) == 0 {
		c.Forms = spec.forms("")
		return c
	}
	if spec.Global {
		c.Global = spec.contractOptions("")
	}
	for _, sub := range spec.Subcommands {
		if sub.Refused != "" || sub.Spec == nil {
			continue
		}
		if len(sub.Spec.Subcommands) == 0 {
			c.Forms = append(c.Forms, sub.Spec.forms(sub.Name)...)
			continue
		}
		for _, action := range sub.Spec.Subcommands {
			if action.Refused != "" || action.Spec == nil {
				continue
			}
			c.Forms = append(c.Forms, action.Spec.forms(strings.TrimSpace(sub.Name+" "+action.Name))...)
		}
	}
	return c
}

// forms are a spec's shapes: one, or one per mode when it requires one.
func (s *Spec) forms(subcommand string) []Form {
	base := Form{Subcommand: subcommand, OperandsFirst: s.Parsing == WordOptions}
	if s.Parsing != WordOptions {
		base.Words = slices.Clone(s.Operators)
	}
	if s.DashDash {
		base.Words = append(base.Words, "--")
	}
	if !s.RequireMode {
		base.Options = slices.Concat(s.contractOptions(""), s.expressionOperators())
		base.Operands = s.contractOperands("")
		return []Form{base}
	}
	var forms []Form
	for o := range s.AllOptions() {
		if o.Selects == "" || o.Value != NoValue {
			continue
		}
		form := base
		form.Mode = o.Names[0]
		form.Options = slices.DeleteFunc(s.contractOptions(o.Selects), func(c ContractOption) bool {
			return c.Name == form.Mode
		})
		form.Operands = s.contractOperands(o.Selects)
		forms = append(forms, form)
	}
	return forms
}

// expressionOperators are find's ( ) ! and ',': words of its expression,
// which its options are, so they are written among the options, in
// order, each a word of its own (find . ( -name a -o -name b ) ! -type d).
func (s *Spec) expressionOperators() []ContractOption {
	if s.Parsing != WordOptions {
		return nil
	}
	var out []ContractOption
	for _, op := range s.Operators {
		out = append(out, ContractOption{Name: op})
	}
	return out
}

// contractOptions are the options of a spec usable in mode, one for
// each spelling. In a spec that requires a mode, mode is the one its
// form selects, and options that select another or belong to another
// are left out; in any other spec every option is offered, and the
// reader judges a combination.
func (s *Spec) contractOptions(mode string) []ContractOption {
	var out []ContractOption
	for o := range s.AllOptions() {
		if s.RequireMode && (len(o.In) > 0 && !slices.Contains(o.In, mode) || o.Selects != "" && o.Selects != mode) {
			continue
		}
		for _, name := range o.Names {
			if !IsOption(name) {
				continue
			}
			c := ContractOption{Name: name, Leading: o.Leading}
			switch {
			case o.Value == NestedCommand:
				c.Nested = o.Nested
			case o.Value != NoValue:
				kind := o.Value
				if k, ok := o.ValueIn.Lookup(mode); ok {
					kind = k
				}
				c.Values = []Kind{kind}
				if o.Then != NoValue {
					c.Values = append(c.Values, o.Then)
				}
				c.Enum = o.Enum
				c.Joined = o.InlineOnly || s.Parsing == SingleDashLong
				c.SingleDash = s.Parsing == SingleDashLong
				c.takesNext = o.TakesNext
				if o.InlineOnly {
					// Its value is optional: the option alone is a flag too.
					out = append(out, ContractOption{Name: name, Leading: o.Leading})
				}
			}
			out = append(out, c)
		}
	}
	return out
}

// contractOperands are a spec's operand slots in mode, taken together.
// A slot an option can stand in for (grep PATTERN, or -e) is written as
// an operand all the same.
func (s *Spec) contractOperands(mode string) ContractOperands {
	var ops ContractOperands
	for _, slot := range s.Operands {
		kind := slot.Kind
		if k, ok := slot.In.Lookup(mode); ok {
			kind = k
		}
		if kind == NestedCommand {
			ops.Command = true
		}
		if !slices.Contains(ops.Kinds, kind) {
			ops.Kinds = append(ops.Kinds, kind)
		}
		if len(slot.Unless) == 0 {
			ops.Min += slot.Min // an option may stand in for a slot with Unless (sed -e, ln -t)
			if !slot.Stdin {
				ops.PipedMin += slot.Min
			}
		}
		if slot.Max == Unbounded || ops.Max == Unbounded {
			ops.Max = Unbounded
		} else {
			ops.Max += slot.Max
		}
	}
	return ops
}

// Parts are a command as a model wrote it in the structured contract.
type Parts struct {
	Program    string
	Global     [][]string // each an option word and its values
	Subcommand string
	Mode       string
	Options    [][]string // each an option word and its values (a nested command's words, its terminator)
	Operands   []string
}

// ArgvFromParts is the argv the parts stand for, in the order the
// program reads: the program, its global options, the subcommand, the
// mode, then the options and operands (for find, the leading options,
// the start paths, then the expression). It checks only what it needs to
// place the words; ReadArgv reads the result like any typed line.
func (f *Family) ArgvFromParts(p Parts) ([]string, error) {
	c := f.Contract()
	if c == nil {
		return nil, fmt.Errorf("command family '%s' takes no parts", f.Name)
	}
	program := p.Program
	if program == "" {
		program = f.Program()
	}
	if !slices.Contains(c.Programs, program) {
		return nil, fmt.Errorf("program '%s' is not one of '%s' (%s)", program, f.Name, strings.Join(c.Programs, ", "))
	}
	var form *Form
	for i := range c.Forms {
		if c.Forms[i].Subcommand == p.Subcommand && c.Forms[i].Mode == p.Mode {
			form = &c.Forms[i]
			break
		}
	}
	if form == nil {
		return nil, fmt.Errorf("'%s' has no form with subcommand '%s' and mode '%s'", f.Name, p.Subcommand, p.Mode)
	}
	argv := []string{program}
	for _, words := range p.Global {
		w, err := optionWords(c.Global, words)
		if err != nil {
			return nil, err
		}
		argv = append(argv, w...)
	}
	if p.Subcommand != "" {
		argv = append(argv, strings.Fields(p.Subcommand)...)
	}
	if p.Mode != "" {
		argv = append(argv, p.Mode)
	}
	var leading, rest []string
	for _, words := range p.Options {
		w, err := optionWords(form.Options, words)
		if err != nil {
			return nil, err
		}
		if form.OperandsFirst && contractOption(form.Options, words[0], len(words) > 1).Leading {
			leading = append(leading, w...)
			continue
		}
		rest = append(rest, w...)
	}
	if form.OperandsFirst {
		return slices.Concat(argv, leading, p.Operands, rest), nil
	}
	return slices.Concat(argv, rest, p.Operands), nil
}

// contractOption is the option of that name, the one with values when
// valued (an option whose value is optional is offered both ways).
func contractOption(options []ContractOption, name string, valued bool) *ContractOption {
	var found *ContractOption
	for i := range options {
		if options[i].Name == name {
			found = &options[i]
			if valued == (len(found.Values) > 0 || found.Nested != nil) {
				return found
			}
		}
	}
	return found
}

// optionWords are the argv words of one option as the parts give it: the
// option word, then its values, or the value attached where the option
// takes it only so.
func optionWords(options []ContractOption, words []string) ([]string, error) {
	if len(words) == 0 {
		return nil, fmt.Errorf("an option is empty")
	}
	o := contractOption(options, words[0], len(words) > 1)
	switch {
	case o == nil:
		return nil, fmt.Errorf("option '%s' is not offered here", words[0])
	case o.Nested == nil && len(words) != 1+len(o.Values):
		return nil, fmt.Errorf("option '%s' takes %d value(s), not %d", o.Name, len(o.Values), len(words)-1)
	case len(words) == 1:
		return words, nil
	case !o.Joined || o.takesNext != nil && o.takesNext(words[1]):
		return words, nil
	case strings.HasPrefix(o.Name, "--") || o.SingleDash:
		return []string{o.Name + "=" + words[1]}, nil
	}
	return []string{o.Name + words[1]}, nil
}

// ContractParts are the parts a model would write in the structured contract for
// the command, program being the word it was typed with; false when the
// contract cannot say it (ps aux's bare letters, a nested command's own
// operators). They are what a perfect model
// answers, so the contract's reach is measured with them.
func (c *Command) ContractParts(program string) (Parts, bool) {
	p := Parts{Program: program}
	if p.Program == c.Family.Program() {
		p.Program = ""
	}
	switch {
	case c.Sub != nil && c.Action != nil:
		p.Subcommand = strings.TrimSpace(c.Sub.Name + " " + c.Action.Name)
	case c.Sub != nil:
		p.Subcommand = c.Sub.Name
	}
	spec := c.spec()
	var last []string
	flush := func(into *[][]string) {
		if last != nil {
			*into = append(*into, last)
			last = nil
		}
	}
	for i, it := range c.Items {
		into := &p.Options
		if i < c.SubAt {
			into = &p.Global
		}
		switch {
		case it.Operand != nil && it.Nested != nil:
			flush(into)
			p.Operands = append(p.Operands, it.Nested.Argv()...)
		case it.Operand != nil:
			flush(into)
			p.Operands = append(p.Operands, it.Value)
		case it.Option == nil && spec.Parsing != WordOptions && (it.Name == "--" || slices.Contains(spec.Operators, it.Name)):
			flush(into)
			p.Operands = append(p.Operands, it.Name) // dig +short, git ... -- src
		case it.Option == nil && slices.Contains(spec.Operators, it.Name):
			flush(into)
			*into = append(*into, []string{it.Name}) // find's ( ) ! among its expression's options
		case it.Option == nil:
			return Parts{}, false
		case it.Joined && it.Valued && last != nil && it.Option.Then != NoValue:
			last = append(last, it.Value) // the second value of jq --rawfile
		case spec.RequireMode && it.Option.Selects != "" && it.Option.Selects == c.Mode && p.Mode == "":
			flush(into)
			p.Mode = it.Option.Names[0]
		default:
			flush(into)
			name := it.Name
			if !IsOption(name) {
				return Parts{}, false // ps aux
			}
			last = []string{name}
			switch {
			case it.Nested != nil:
				last = append(last, it.Nested.Argv()...)
				if it.End != "" {
					last = append(last, it.End)
				}
			case it.Valued:
				last = append(last, it.Value)
			}
		}
		if i+1 == len(c.Items) || i+1 == c.SubAt {
			flush(into)
		}
	}
	return p, true
}

// PathWords are the indexes in the argv read (the program is 0) of the
// words read as paths: an operand, or an option's value in a word of its
// own. A model's parts name the home directory as '~' there, and only
// there (proposal.partsArgv).
func (c *Command) PathWords() []int {
	var out []int
	for _, it := range c.Items {
		switch {
		case it.Nested != nil || !it.Kind.IsPath():
		case it.Operand != nil:
			out = append(out, it.at)
		case it.Valued && it.valueAt != it.at:
			out = append(out, it.valueAt)
		}
	}
	return out
}
