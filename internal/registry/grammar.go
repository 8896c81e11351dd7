package registry

import (
	"fmt"
	"slices"
	"strings"
)

// Command is a command line read by its family's declaration: every word
// is a declared option, an option's value, or an operand with a role.
type Command struct {
	Family *Family
	Sub    *Subcommand // the subcommand, for programs that have them
	// Action is the subcommand's own subcommand (git worktree add), for
	// subcommands that have them; its Name is "" when none was typed and
	// the subcommand's implied one applies (git remote lists).
	Action *Subcommand
	Mode   string // the mode an option selected ("extract"), or ""
	Items  []Item // options and operands in the order they were typed
	// SubAt is how many items (global options: ip -br addr) come before
	// the subcommand, and SubWord the subcommand as typed, when it has
	// other spellings ("a" for ip's address).
	SubAt   int
	SubWord string
	// fromInput marks a nested command whose further operands come from
	// standard input (xargs rm): its operand minimums do not apply.
	fromInput bool
}

// Item is one option use or one operand of a Command.
type Item struct {
	Option  *Option  // nil for an operand or an operator
	Name    string   // the spelling used ("-x", "--extract")
	Value   string   // the option's value or the operand's text
	Valued  bool     // the option carries a value
	Operand *Operand // the slot an operand filled; nil for options
	Kind    Kind     // the value's kind, after the mode is known
	// Nested is the command a Command option or operand holds (find
	// -exec rm {} +), and End the terminator that ended it (";", "+").
	Nested *Command
	End    string
	// Typed are the words the item was typed as, when it began them
	// ("-5" for head -n 5, "-xzf a.tgz" for tar -x -z -f a.tgz), and
	// Joined marks the items after the first of one typed word: the
	// rendering keeps what was typed, which means the same.
	Typed  []string
	Joined bool
	// at is the index in argv of the word it was read from, valueAt that
	// of its value's word (the next one for -f FILE).
	at, valueAt int
}

// GrammarError says why argv is not in a family's grammar: what is wrong
// (Kind), at which word (At) and the reason in words.
type GrammarError struct {
	Kind ErrorKind
	// At is the index in the argv read (the program is 0) of the word at
	// fault, or -1 when none is: something is missing.
	At     int
	Reason string
}

func (e *GrammarError) Error() string { return e.Reason }

// ErrorKind is what is wrong with a command line a declaration does not
// read.
type ErrorKind int

// Error kinds.
const (
	// NotDeclared: the argv is not the family's to read (no declaration,
	// another program).
	NotDeclared   ErrorKind = iota
	UnknownOption           // an option the declaration does not list, or "--" where it is not taken
	RefusedOption           // an option refused on purpose (tar --to-command)
	// RefusedCommand: a program name or subcommand refused on purpose
	// (env NAME, git bisect run).
	RefusedCommand
	MissingValue // an option without its value, or with it where the program does not look (nslookup -type MX)
	BadValue     // a value or operand its kind or rule refuses, or a value for an option that takes none
	// TooManyOperands: an operand word more than the slots take.
	TooManyOperands
	// MissingRequired: a required operand, mode, option or subcommand is
	// missing (tar needs -c, -x or -t; ping needs -c or -w).
	MissingRequired
	Conflict          // options that cannot go together, or an option outside its mode
	Misplaced         // a word where the program does not take it (find's path after its expression, --help with more)
	UnknownSubcommand // a subcommand the declaration does not list
	BadNested         // a nested command that cannot be read (find -exec without its ';')
)

var errorKindNames = [...]string{"not declared", "unknown option", "refused option", "refused command", "missing value",
	"bad value", "too many operands", "missing required", "conflict", "misplaced", "unknown subcommand", "bad nested command"}

func (k ErrorKind) String() string { return errorKindNames[k] }

func grammarErr(kind ErrorKind, format string, args ...any) *GrammarError {
	return &GrammarError{Kind: kind, At: -1, Reason: fmt.Sprintf(format, args...)}
}

// placed sets the word an error is about, when it names none yet.
func placed(err error, at int) error {
	if e, ok := err.(*GrammarError); ok && e.At < 0 {
		e.At = at
	}
	return err
}

// ReadArgv reads a whole argv (program first) with the family's
// declaration. It fails with a GrammarError naming the first word the
// declaration does not accept.
func (f *Family) ReadArgv(argv []string) (*Command, error) {
	return f.readArgv(argv, false, false)
}

// readArgv reads argv. piped makes the slots that standard input can
// stand in for optional (a | sort); fromInput waives every operand
// minimum, for a nested command whose further operands come from
// standard input (xargs rm).
func (f *Family) readArgv(argv []string, piped, fromInput bool) (*Command, error) {
	if f.Spec == nil {
		return nil, grammarErr(NotDeclared, "command family '%s' has no declaration", f.Name)
	}
	if len(argv) == 0 || !f.HasProgram(argv[0]) {
		return nil, grammarErr(NotDeclared, "argv does not start with the program of command family '%s'", f.Name)
	}
	if why := f.Refused.Get(argv[0]); why != "" {
		return nil, placed(grammarErr(RefusedCommand, "%s", why), 0)
	}
	cmd := &Command{Family: f, fromInput: fromInput}
	spec, words, at := f.Spec, argv[1:], 1 // at: the index in argv of words[0]
	if len(spec.Subcommands) > 0 {
		if spec.Global {
			used, err := cmd.read(spec, spec.tokens(words, f.Program(), true), words, f.Program(), at)
			if err != nil {
				return nil, err
			}
			words, at = words[used:], at+used
		}
		cmd.SubAt = len(cmd.Items)
		sub, rest, err := pickSubcommand(spec, f.Program(), words, at)
		if err != nil {
			return nil, err
		}
		if sub.Name != "" && len(sub.Aliases) > 0 {
			cmd.SubWord = words[0]
		}
		cmd.Sub, spec, words, at = sub, sub.Spec, rest, at+len(words)-len(rest)
	}
	if len(spec.Subcommands) > 0 {
		action, rest, err := pickSubcommand(spec, f.displayName(cmd), words, at)
		if err != nil {
			return nil, err
		}
		cmd.Action, spec, words, at = action, action.Spec, rest, at+len(words)-len(rest)
	}
	if piped {
		spec = withStdinOptional(spec)
	}
	if err := read(cmd, spec, f.displayName(cmd), words, at); err != nil {
		return nil, err
	}
	return cmd, nil
}

// pickSubcommand reads the subcommand words begin with, and returns it
// with the words after it. With no word, or an option first, it is the
// spec's implied subcommand if it has one (git remote -v lists).
func pickSubcommand(spec *Spec, name string, words []string, at int) (*Subcommand, []string, error) {
	sub, rest := spec.pick(words)
	switch {
	case sub != nil && sub.Refused != "":
		return nil, nil, placed(grammarErr(RefusedCommand, "'%s %s' is refused: %s.", name, sub.Name, sub.Refused), at)
	case sub != nil:
		return sub, rest, nil
	case len(words) == 0:
		return nil, nil, grammarErr(MissingRequired, "Command '%s' needs a subcommand: %s.", name, subcommandNames(spec))
	}
	return nil, nil, placed(grammarErr(UnknownSubcommand, "Subcommand '%s %s' is not supported (supported: %s).", name, words[0], subcommandNames(spec)), at)
}

// pick is the subcommand words name, or the implied one when they start
// with no subcommand word, and the words after it; nil when neither.
func (s *Spec) pick(words []string) (*Subcommand, []string) {
	if len(words) > 0 {
		if sub := s.subcommand(words[0]); sub != nil && sub.Name != "" {
			return sub, words[1:]
		}
	}
	if len(words) == 0 || IsOption(words[0]) {
		return s.subcommand(""), words
	}
	return nil, words
}

func subcommandNames(s *Spec) string {
	var names []string
	for _, sub := range s.Subcommands {
		if sub.Name != "" {
			names = append(names, sub.Name)
		}
	}
	return strings.Join(names, ", ")
}

func (f *Family) displayName(cmd *Command) string {
	name := f.Program()
	for _, sub := range []*Subcommand{cmd.Sub, cmd.Action} {
		if sub != nil && sub.Name != "" {
			name += " " + sub.Name
		}
	}
	return name
}

// read reads the words after the program or subcommand with the
// declaration (see tokens); at is the index in argv of words[0].
func read(cmd *Command, spec *Spec, name string, words []string, at int) error {
	if spec.HelpVersion && len(words) == 1 {
		if o := helpOrVersion(words[0]); o != nil {
			// "--help" alone takes the place of every option and operand
			// the program would otherwise need.
			cmd.Items = []Item{{Option: o, Name: words[0], Kind: NoValue, at: at}}
			return nil
		}
	}
	if _, err := cmd.read(spec, spec.tokens(words, name, false), words, name, at); err != nil {
		return err
	}
	if err := modeCheck(cmd, spec, name); err != nil {
		return err
	}
	if err := assignOperands(cmd, spec, name); err != nil {
		return err
	}
	markWrittenWith(cmd)
	if spec.Check != nil {
		return spec.Check(cmd)
	}
	return nil
}

// read turns tokens into the command's items, failing at the first the
// declaration does not accept, and returns how many words they took; at
// is the index in argv of words[0].
func (cmd *Command) read(spec *Spec, tokens []token, words []string, name string, at int) (int, error) {
	for _, t := range tokens {
		if t.err != nil {
			return 0, placed(t.err, at+t.at)
		}
		it := Item{Option: t.opt, Name: t.name, Value: t.value, Valued: t.valued, Kind: t.valueKind, at: at + t.at, valueAt: at + max(t.at, t.valueAt)}
		var err error
		switch {
		case t.kind == operandToken:
			it = Item{Value: t.name, at: it.at} // its slot is known once every word has been read
		case t.kind == endToken || t.kind == operatorToken:
			it = Item{Name: t.name, at: it.at}
		case t.kind == commandToken:
			slot := spec.commandOperand()
			it, err = cmd.nested(slot.Nested, words[t.at:], "the command of '"+name+"'", it.at, it.at)
			it.Operand, it.Kind = slot, NestedCommand
		case t.opt.Value == NestedCommand:
			it, err = cmd.nested(t.opt.Nested, words[t.at+1:], "the command of '"+t.name+"' for '"+name+"'", it.at, it.at+1)
			it.Option, it.Name, it.Kind = t.opt, t.name, NestedCommand
		case t.words > 0:
			it.Typed = slices.Clone(words[t.at : t.at+t.words])
		default:
			it.Joined = true
		}
		if err != nil {
			return 0, err
		}
		items := []Item{it}
		if t.opt != nil && t.opt.Then != NoValue && t.words == 3 {
			// The second value word (jq --rawfile NAME FILE) is an item
			// of its own kind, so policy sees the file.
			items = append(items, Item{Option: t.opt, Name: t.name, Value: t.then, Valued: true, Kind: t.opt.Then, Joined: true, at: it.at, valueAt: it.valueAt + 1})
		}
		for _, it := range items {
			if t.kind == optionToken && !t.implied && it.Nested == nil {
				if err := checkValue(it, name); err != nil {
					return 0, placed(err, it.valueAt)
				}
			}
		}
		cmd.Items = append(cmd.Items, items...)
	}
	return span(tokens), nil
}

// nested reads a nested command, words, that starts at index start in
// argv, for the word at index at (find's -exec, xargs's command), and
// places its errors in argv: a word of the nested command, or the word
// at when the error names none.
func (cmd *Command) nested(n *Nested, words []string, what string, at, start int) (Item, error) {
	item, _, err := readNested(n, cmd.placeholder(n), words, what)
	if e, ok := err.(*GrammarError); ok {
		if e.At >= 0 {
			e.At += start
		} else {
			e.At = at
		}
	}
	return item, err
}

// wholeWordOption reports a word that is one declared spelling of more
// than one letter, read whole rather than as bundled letters: zip -sf,
// lsof +D.
func wholeWordOption(spec *Spec, w string) bool {
	return len(w) > 1 && !strings.HasPrefix(w, "--") && (w[0] == '+' || len(w) > 2) && spec.option(w) != nil
}

// helpOrVersion is the shared --help or --version option, or nil.
func helpOrVersion(w string) *Option {
	switch w {
	case "--help":
		return &helpOption
	case "--version":
		return &versionOption
	}
	return nil
}

// modeCheck finds the mode the options select and refuses options used
// outside their modes.
func modeCheck(cmd *Command, spec *Spec, name string) error {
	for _, it := range cmd.Items {
		if it.Option == nil || it.Option.Selects == "" {
			continue
		}
		if cmd.Mode != "" && cmd.Mode != it.Option.Selects {
			return placed(grammarErr(Conflict, "Command '%s' cannot %s and %s at once.", name, cmd.Mode, it.Option.Selects), it.at)
		}
		cmd.Mode = it.Option.Selects
	}
	if spec.RequireMode && cmd.Mode == "" {
		var modes []string
		for o := range spec.AllOptions() {
			if o.Selects != "" {
				modes = append(modes, o.Names[0]+" ("+o.Selects+")")
			}
		}
		return grammarErr(MissingRequired, "Command '%s' needs one of %s.", name, strings.Join(modes, ", "))
	}
	for i, it := range cmd.Items {
		if it.Option == nil {
			continue
		}
		if len(it.Option.In) > 0 && !slices.Contains(it.Option.In, cmd.Mode) {
			return placed(grammarErr(Conflict, "Option '%s' for '%s' applies only to %s.", it.Name, name, strings.Join(it.Option.In, ", ")), it.at)
		}
		if it.Option.Then != NoValue && it.Joined && it.Typed == nil {
			cmd.Items[i].Kind = it.Option.Then // the second value word
		} else {
			cmd.Items[i].Kind = it.Option.kindIn(cmd.Mode)
		}
		if it.Valued && it.Option.Local && isRemoteForm(it.Value) {
			return placed(grammarErr(BadValue, "The value of %s for '%s' reads as host:path, which '%s' would reach over the network; name a local path (./%s).",
				it.Name, name, name, it.Value), it.valueAt)
		}
	}
	return nil
}

// isRemoteForm is "host:path" as tar and rsync read it: a colon before
// any slash.
func isRemoteForm(v string) bool {
	colon := strings.IndexByte(v, ':')
	return colon > 0 && !strings.Contains(v[:colon], "/")
}

func isNumberOption(w string) bool {
	return len(w) > 1 && w[0] == '-' && strings.Trim(w[1:], "0123456789") == ""
}

// isSignalOption reports "-9", "-KILL" or "-SIGHUP".
func isSignalOption(w string) bool {
	return len(w) > 1 && w[0] == '-' && signalPattern().MatchString(w[1:])
}

// oldStyle reports a first word read as bundled letters (tar xzf, ps
// aux): an OldStyle program's word without a dash whose every letter is
// an option.
func (s *Spec) oldStyle(w string) bool {
	if s.Parsing != OldStyle || w == "" || strings.HasPrefix(w, "-") {
		return false
	}
	for _, c := range w {
		if s.letter(c) == nil {
			return false
		}
	}
	return true
}

// letter is the option a letter of an old-style first word is: the one
// spelled by the letter alone when the program declares such options
// (ps's BSD a), else its short option (tar's x is -x).
func (s *Spec) letter(c rune) *Option {
	if s.hasDashless() {
		return s.option(string(c))
	}
	return s.option("-" + string(c))
}

// hasDashless reports a program with options spelled without a dash
// (ps's BSD options).
func (s *Spec) hasDashless() bool {
	for o := range s.AllOptions() {
		if !strings.HasPrefix(o.Names[0], "-") && !strings.HasPrefix(o.Names[0], "+") {
			return true
		}
	}
	return false
}

// assignOperands fills the declared slots in order: each takes its
// minimum, then the words left over go to the first slots with room.
func assignOperands(cmd *Command, spec *Spec, name string) error {
	var at []int // indexes in cmd.Items of the operand words
	for i, it := range cmd.Items {
		if it.Option == nil && it.Operand == nil && it.Name == "" && it.Nested == nil {
			at = append(at, i)
		}
	}
	words := make([]string, len(at))
	for i, idx := range at {
		words[i] = cmd.Items[idx].Value
	}
	spec = withoutReplacedSlots(cmd, spec)
	if slot := spec.commandOperand(); slot != nil {
		// The nested command was read where it stood (xargs rm).
		if !slices.ContainsFunc(cmd.Items, func(it Item) bool { return it.Nested != nil && it.Operand != nil }) && slot.Min > 0 {
			return grammarErr(MissingRequired, "Command '%s' requires %s.", name, operandUsage(spec))
		}
		spec = withoutCommandSlot(spec)
	}
	if cmd.fromInput {
		spec = withoutMinimums(spec)
	}
	need := 0
	for _, o := range spec.Operands {
		need += o.Min
	}
	if len(words) < need {
		return grammarErr(MissingRequired, "Command '%s' requires %s.", name, operandUsage(spec))
	}
	extra := len(words) - need
	counts := make([]int, len(spec.Operands))
	for i, o := range spec.Operands {
		counts[i] = o.Min
	}
	// A slot after an unbounded one keeps its minimum, so cp's last word
	// stays the destination; unbounded slots take what is left.
	for i, o := range spec.Operands {
		room := o.Max - o.Min
		if o.Max == Unbounded {
			continue
		}
		take := min(room, extra)
		if hasUnboundedBefore(spec, i) {
			take = 0
		}
		counts[i] += take
		extra -= take
	}
	for i, o := range spec.Operands {
		if o.Max == Unbounded {
			counts[i] += extra
			extra = 0
		}
	}
	if extra > 0 {
		return placed(grammarErr(TooManyOperands, "Command '%s' takes %s; '%s' is one word too many.", name, operandUsage(spec), words[len(words)-extra]),
			cmd.Items[at[len(words)-extra]].at)
	}
	k := 0
	for i := range spec.Operands {
		slot := &spec.Operands[i]
		for range counts[i] {
			it := Item{Operand: slot, Value: words[k], Kind: slot.kindIn(cmd.Mode), at: cmd.Items[at[k]].at}
			it.valueAt = it.at
			if err := checkValue(it, name); err != nil {
				return placed(err, it.at)
			}
			cmd.Items[at[k]] = it
			k++
		}
	}
	return nil
}

// withoutReplacedSlots drops the operand slots whose place an option used
// in cmd takes (grep -e PATTERN leaves no PATTERN operand).
func withoutReplacedSlots(cmd *Command, spec *Spec) *Spec {
	used := func(names []string) bool {
		return slices.ContainsFunc(cmd.Items, func(it Item) bool {
			return it.Option != nil && slices.ContainsFunc(names, func(n string) bool { return slices.Contains(it.Option.Names, n) })
		})
	}
	var kept []Operand
	for _, o := range spec.Operands {
		if len(o.Unless) == 0 || !used(o.Unless) {
			kept = append(kept, o)
		}
	}
	if len(kept) == len(spec.Operands) {
		return spec
	}
	copied := *spec
	copied.Operands = kept
	return &copied
}

func hasUnboundedBefore(spec *Spec, i int) bool {
	for _, o := range spec.Operands[:i] {
		if o.Max == Unbounded {
			return true
		}
	}
	return false
}

// Usage is the operands' usage, "ARCHIVE [FILE...]", for help.
func (s *Spec) Usage() string {
	if len(s.Operands) == 0 {
		return ""
	}
	return operandUsage(s)
}

// operandUsage is "ARCHIVE [FILE...]" for messages.
func operandUsage(spec *Spec) string {
	if len(spec.Operands) == 0 {
		return "no operands"
	}
	var parts []string
	for _, o := range spec.Operands {
		part := o.Name
		if o.Max == Unbounded || o.Max > 1 {
			part += "..."
		}
		if o.Min == 0 {
			part = "[" + part + "]"
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, " ")
}

// Argv is the canonical argv: the program, the subcommand, then every
// item in typed order with bundles split (-xzf a.tgz is -x -z -f a.tgz),
// short values in their own word and long values attached with '='.
func (c *Command) Argv() []string {
	argv := []string{c.Family.Program()}
	spec := c.spec()
	for i, it := range c.Items {
		if i == c.SubAt {
			argv = append(argv, c.subWords()...)
		}
		switch {
		case it.Typed != nil || it.Joined:
			argv = append(argv, it.Typed...)
		case it.Nested != nil:
			if it.Option != nil {
				argv = append(argv, it.Name)
			}
			argv = append(argv, it.Nested.Argv()...)
			if it.End != "" {
				argv = append(argv, it.End)
			}
		case it.Option == nil:
			argv = append(argv, itemWord(it))
		case !it.Valued:
			argv = append(argv, it.Name)
		case strings.HasPrefix(it.Name, "--") && spec.Parsing != WordOptions || spec.Parsing == SingleDashLong:
			argv = append(argv, it.Name+"="+it.Value)
		case it.Option.InlineOnly:
			argv = append(argv, it.Name+it.Value)
		default:
			argv = append(argv, it.Name, it.Value)
		}
	}
	if c.SubAt >= len(c.Items) {
		argv = append(argv, c.subWords()...)
	}
	return argv
}

// subWords are the subcommand as typed and its own subcommand, leaving
// out an implied one.
func (c *Command) subWords() []string {
	var words []string
	for _, sub := range []*Subcommand{c.Sub, c.Action} {
		switch {
		case sub == nil || sub.Name == "":
		case sub == c.Sub && c.SubWord != "":
			words = append(words, c.SubWord)
		default:
			words = append(words, sub.Name)
		}
	}
	return words
}

func itemWord(it Item) string {
	if it.Operand != nil {
		return it.Value
	}
	return it.Name // "--" or an operator
}

func (c *Command) spec() *Spec {
	if c.Action != nil {
		return c.Action.Spec
	}
	if c.Sub != nil {
		return c.Sub.Spec
	}
	return c.Family.Spec
}

// Risk is the highest of the family's, the subcommand's and every used
// option's risk.
func (c *Command) Risk() Risk {
	if c.HelpOnly() {
		return Safe
	}
	r := c.Family.Risk
	if risk := c.spec().Risk; risk != nil {
		r = risk(c)
	}
	for _, sub := range []*Subcommand{c.Sub, c.Action} {
		if sub != nil {
			r = max(r, sub.Risk)
		}
	}
	for _, it := range c.Items {
		if it.Option != nil {
			r = max(r, it.Option.Risk)
		}
		if risk, _ := it.assess(); risk > r {
			r = risk
		}
		if it.Nested != nil {
			r = max(r, it.Nested.Risk(), c.inputRisk(it))
		}
	}
	r = max(r, c.operandRisk())
	if c.removesWholeTree() {
		r = Dangerous
	}
	if len(c.Changed()) > 0 {
		r = max(r, Write)
	}
	return r
}

// WholeTreeWarning says why a removal of every match is dangerous; %s
// is the program.
const WholeTreeWarning = "No test narrows what %s matches (-name, -mtime, -size, ...; one every file passes, such as -name '*' or -mtime -100000, does not): it removes everything under its start paths, as rm -r does."

// removesWholeTree reports a command that removes what its expression
// matches under its start paths (find -delete, find -exec rm {} +) with
// no test that narrows the matches (a test every file passes, such as
// -name '*', narrows nothing): like rm -r, it removes the whole
// tree, and the same effect has the same risk whichever program spells
// it. An alternative (-o, ',') may match everything on its own, so a
// line with one counts as not narrowed.
func (c *Command) removesWholeTree() bool {
	spec := c.spec()
	if spec.Listing == nil {
		return false
	}
	removed := c.Paths(RemovePath)
	if !slices.ContainsFunc(c.pathOperands(), func(p string) bool { return slices.Contains(removed, p) }) {
		return false
	}
	narrowed := false
	for _, it := range c.Items {
		if slices.Contains(spec.Alternatives, it.Name) {
			return true
		}
		narrowed = narrowed || it.Option != nil && it.Option.Narrows && (it.Option.MatchesAll == nil || !it.Option.MatchesAll(it.Value))
	}
	return !narrowed
}

// HelpOnly reports a command that is only --help or --version: it prints
// text and exits, whatever the family does otherwise.
func (c *Command) HelpOnly() bool {
	return len(c.Items) == 1 && (c.Items[0].Option == &helpOption || c.Items[0].Option == &versionOption)
}

// operandRisk is the highest risk the operand slots give: a slot's Risk
// when it holds words, and its assessment of its default when it holds
// none ("git stash" is "git stash push").
func (c *Command) operandRisk() Risk {
	r := Safe
	for i := range c.spec().Operands {
		slot := &c.spec().Operands[i]
		filled := slices.ContainsFunc(c.Items, func(it Item) bool { return it.Operand != nil && it.Operand.Name == slot.Name })
		switch {
		// A command fed by its input (xargs kill) may get words in any
		// slot.
		case filled || c.fromInput && slot.Max != 0:
			risk, ok := slot.RiskIn.Lookup(c.Mode)
			if !ok {
				risk = slot.Risk
			}
			r = max(r, risk)
		case slot.Default != "" && slot.Assess != nil:
			risk, _ := slot.Assess(slot.Default)
			r = max(r, risk)
		}
	}
	return r
}

// Paths lists the path values of the given kinds, in order.
func (c *Command) Paths(kinds ...Kind) []string {
	var out []string
	for _, it := range c.Items {
		if it.Nested != nil {
			out = append(out, c.nestedPaths(it, kinds)...)
			continue
		}
		if it.Option != nil && it.Valued && (it.Option.DashIsStdout && it.Value == "-" || it.Kind == WritePath && it.Value == "/dev/null") {
			continue // standard output, or output thrown away (curl -o /dev/null): no file changes
		}
		if it.Option != nil && it.Valued && it.Option.DashIsStdin && it.Value == "-" {
			continue // standard input (grep -f -): no file is read
		}
		if (it.Operand != nil || it.Valued) && slices.Contains(kinds, it.Kind) {
			out = append(out, it.Value)
		}
		if it.Option != nil && !it.Valued && it.Option.File != "" && it.Kind == WritePath && slices.Contains(kinds, WritePath) {
			out = append(out, it.Option.File) // git config --system a.b c writes /etc/gitconfig
		}
	}
	return out
}

// Equivalent reports whether two commands of a family mean the same: the
// same options with the same values, in any order, and the same operands
// in order, an empty slot counting as its default. The original's
// argument objects render "ls -lh" as "ls -l -h ." and "grep -rin"
// as "grep -i -n -r"; they are used only when they say what was typed
// (not for "grep -R", which they would turn into -r).
func (c *Command) Equivalent(d *Command) bool {
	if c.Family != d.Family || c.Sub != d.Sub || c.Action != d.Action || c.Mode != d.Mode {
		return false
	}
	options := func(x *Command) []string {
		var out []string
		for _, it := range x.Items {
			if it.Option != nil {
				out = append(out, fmt.Sprintf("%p=%t:%s", it.Option, it.Valued, it.Value))
			}
		}
		slices.Sort(out)
		return out
	}
	return slices.Equal(options(c), options(d)) && slices.Equal(c.operands(), d.operands())
}

// operands lists the operand values in order, a slot's default standing
// in for an empty slot.
func (c *Command) operands() []string {
	return c.slotValues(func(*Operand) bool { return true })
}

// slotValues lists the values of the operand slots keep selects, in
// order, a slot's default standing in for an empty one.
func (c *Command) slotValues(keep func(*Operand) bool) []string {
	var out []string
	for i := range c.spec().Operands {
		slot := &c.spec().Operands[i]
		if !keep(slot) {
			continue
		}
		var values []string
		for _, it := range c.Items {
			if it.Operand != nil && it.Operand.Name == slot.Name {
				values = append(values, it.Value)
			}
		}
		if len(values) == 0 && slot.Default != "" {
			values = []string{slot.Default}
		}
		out = append(out, values...)
	}
	return out
}

// Changed lists the paths the command writes, creates or removes,
// including the directory a mode writes into when no path says so (tar -x
// without -C extracts into the working directory).
func (c *Command) Changed() []string {
	if c.HelpOnly() {
		return nil
	}
	var changed []string
	for _, p := range c.Paths(WritePath, RemovePath) {
		// A nested command's {} names the start path again (find .
		// -delete -execdir rm {} +): each path is listed once.
		if !slices.Contains(changed, p) {
			changed = append(changed, p)
		}
	}
	if dir, ok := c.spec().WritesIn.Lookup(c.Mode); ok && len(changed) == 0 && !slices.Contains(changed, dir) {
		changed = append(changed, dir)
	}
	return changed
}

// Network reports whether the command uses the network.
func (c *Command) Network() bool {
	if c.HelpOnly() {
		return false
	}
	if c.Family.NetworkTouching || c.Sub != nil && c.Sub.Network || c.Action != nil && c.Action.Network {
		return true
	}
	return slices.ContainsFunc(c.Items, func(it Item) bool {
		return it.Option != nil && it.Option.Network || it.Nested != nil && it.Nested.Network()
	}) || len(c.lookups()) > 0
}

// Warnings are the warnings of the options used and of values their
// declarations assess, once each.
func (c *Command) Warnings() []string {
	var out []string
	add := func(w string) {
		if w != "" && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	for _, it := range c.Items {
		if it.Option != nil {
			add(it.Option.Warning)
		}
		_, w := it.assess()
		add(w)
		if it.Nested != nil {
			for _, w := range it.Nested.Warnings() {
				add(w)
			}
			if c.inputRisk(it) > Safe {
				add(fmt.Sprintf(InputTargetsWarning, it.Nested.Family.Program()))
			}
			if c.inputAsOptions(it) {
				add(fmt.Sprintf(InputOptionsWarning, it.Nested.Family.Program()))
			}
		}
	}
	if c.removesWholeTree() {
		add(fmt.Sprintf(WholeTreeWarning, c.Family.Program()))
	}
	return out
}

// assess applies the declaration's value assessment to an item.
func (it Item) assess() (Risk, string) {
	switch {
	case it.Option != nil && it.Option.Assess != nil && it.Valued:
		return it.Option.Assess(it.Value)
	case it.Operand != nil && it.Operand.Assess != nil:
		return it.Operand.Assess(it.Value)
	}
	return Safe, ""
}

// Help explains each option used, once, as "-x: extract files".
func (c *Command) Help() []string {
	var out []string
	seen := map[*Option]bool{}
	for _, it := range c.Items {
		if it.Option != nil && !seen[it.Option] {
			seen[it.Option] = true
			out = append(out, it.Name+": "+it.Option.Help)
		}
		if it.Nested != nil {
			for _, h := range it.Nested.Help() {
				out = append(out, it.Nested.Family.Program()+" "+h)
			}
		}
	}
	return out
}

// WordsRisk is the highest risk any declared option in argv would
// give, for a command line the declaration refused: the refusal still
// says what the command would have done (tar --strip-components=1 -xf
// writes), never less.
func (f *Family) WordsRisk(argv []string) Risk {
	r := f.Risk
	if len(argv) == 0 {
		return r
	}
	if f.Refused.Get(argv[0]) != "" && len(argv) > 1 {
		return Dangerous // "env NAME" runs NAME
	}
	args := argv[1:]
	if f.Spec == nil {
		return r
	}
	spec := f.Spec
	if len(spec.Subcommands) > 0 && spec.Global {
		global := spec.tokens(args, "", true)
		for _, t := range global {
			if t.opt != nil {
				r = max(r, t.opt.Risk)
			}
		}
		args = args[span(global):]
	}
	for range 2 { // the subcommand, then its own (git worktree add)
		if sub, rest := spec.pick(args); sub != nil {
			r, spec, args = max(r, sub.Risk), sub.Spec, rest
		}
	}
	if risk := spec.Risk; risk != nil {
		r = max(r, risk(&Command{Family: f}))
	}
	// A slot that makes a command riskier when it holds words (xdg-open
	// FILE starts a program) counts when any word could be an operand,
	// the values of options included, as the line was not read: for
	// kill, a second signal-like word is a process group (kill -9 -1).
	tokens := spec.tokens(args, "", false)
	if slices.ContainsFunc(args, func(w string) bool { return !IsOption(w) }) ||
		slices.ContainsFunc(tokens, func(t token) bool { return t.implied && t.err != nil }) {
		for _, o := range spec.Operands {
			r = max(r, o.Risk)
		}
	}
	for _, t := range tokens {
		switch {
		case t.kind == commandToken:
			r = max(r, nestedWordsRisk(args[t.at:]))
		case t.opt != nil:
			r = max(r, t.opt.Risk)
			if t.opt.Value == NestedCommand {
				r = max(r, nestedWordsRisk(args[t.at+1:]))
			}
		}
	}
	return r
}

// OptionHelp explains each option word of argv (program first) from the
// declaration, once each, in typed order; an option the declaration does
// not list is named as unsupported. Refused command lines get help too,
// so the person sees which word was the problem.
func (f *Family) OptionHelp(argv []string) []string {
	if f.Spec == nil || len(argv) == 0 {
		return nil
	}
	spec, words := f.Spec, argv[1:]
	var out []string
	add := func(name string, o *Option) {
		line := name + ": not supported"
		if why := spec.Refuses.Get(name); why != "" {
			line = name + ": refused: " + why
		}
		if o != nil {
			line = name + ": " + o.Help
		}
		if !slices.Contains(out, line) {
			out = append(out, line)
		}
	}
	if len(spec.Subcommands) > 0 && spec.Global {
		// Global options first (ip -br addr): the program's own.
		global := spec.tokens(words, "", true)
		for _, t := range global {
			add(t.name, t.opt)
		}
		words = words[span(global):]
	}
	for range 2 { // the subcommand, then its own (git worktree add)
		if sub, rest := spec.pick(words); sub != nil {
			spec, words = sub.Spec, rest
		}
	}
	for _, t := range spec.tokens(words, "", false) {
		if t.kind == optionToken {
			add(t.name, t.opt)
		}
	}
	return out
}
