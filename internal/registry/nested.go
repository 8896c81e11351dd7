package registry

import (
	"runtime"
	"slices"
	"strings"
)

// A nested command is a command line inside another: find -exec runs one
// per match, xargs runs one with the words it reads from its input. The
// nested words are read by their own family's declaration, exactly as if
// they had been typed, so a nested command is accepted only when it is a
// supported command on its own; the outer command's risk is the highest
// of its own and the nested command's.

// InputTargetsWarning says a nested command changes paths that come from
// standard input, which the preview cannot list; %s is its program.
const InputTargetsWarning = "%s gets the rest of its operands from its input: what it changes is not known until it runs."

// readNested reads a nested command from words: up to its terminator
// when the declaration names some, else every word. It returns the item
// and how many words it used, the terminator included. placeholder is
// the word standing for the outer command's input: the declaration's, or
// the one an option named (xargs -I {}); what names the slot in messages
// ("the command of '-exec' for 'find'").
func readNested(n *Nested, placeholder string, words []string, what string) (Item, int, error) {
	end, term := nestedEnd(n, placeholder, words)
	if len(n.Terminators) > 0 && term == "" {
		return Item{}, 0, grammarErr(BadNested, "%s must end with ';' (typed \\; or ';') or with '%s +'.", upperFirst(what), placeholder)
	}
	inner := words[:end]
	if len(inner) == 0 {
		return Item{}, 0, grammarErr(BadNested, "%s is missing: name the program to run.", upperFirst(what))
	}
	for _, w := range inner[1:] {
		switch {
		case w == "+" || w == ";":
			return Item{}, 0, grammarErr(BadNested, "A '%s' word inside %s is ambiguous; it is not supported.", w, what)
		case placeholder != "" && w != placeholder && strings.Contains(w, placeholder) && (term == "+" || !suffixed(w, placeholder)):
			return Item{}, 0, grammarErr(BadNested, "'%s' inside a longer word ('%s') in %s is supported only as a name suffix with ';' ('%s.bak'); write it as a word of its own.", placeholder, w, what, placeholder)
		}
	}
	if term == "+" && strings.Count(strings.Join(inner, "\x00")+"\x00", placeholder+"\x00") != 1 {
		return Item{}, 0, grammarErr(BadNested, "With '+', %s takes '%s' once, as its last word.", what, placeholder)
	}
	f := Default().ForProgram(inner[0])
	if why := nestable(f, inner[0]); why != "" {
		return Item{}, 0, grammarErr(BadNested, "'%s' cannot be %s: %s.", inner[0], what, why)
	}
	// With a placeholder the input replaces it (xargs -I {}); without
	// one, input words are appended and the operand minimums are waived.
	cmd, err := f.readArgv(inner, false, n.FromInput && placeholder == "")
	if err != nil {
		return Item{}, 0, err
	}
	if n.InMatchDir {
		for _, p := range cmd.Paths(ReadPath, WritePath, RemovePath) {
			if !standsForInput(p, placeholder) && !strings.HasPrefix(p, "/") {
				return Item{}, 0, grammarErr(BadNested, "%s runs in each match's directory, so the relative path '%s' would name a different place each time; write it as an absolute path or use -exec.", upperFirst(what), p)
			}
		}
	}
	used := end
	if term != "" {
		used++
	}
	return Item{Nested: cmd, End: term, Valued: true, Value: strings.Join(cmd.Argv(), " ") + " " + term}, used, nil
}

// nestable says why a program cannot run nested, or "".
func nestable(f *Family, program string) string {
	switch {
	case f == nil:
		return "it is not one of the command families oterminus knows, so what it would do cannot be checked"
	case f.Refused.Get(program) != "":
		return f.Refused.Get(program)
	case f.Spec != nil && f.Spec.commandOperand() != nil:
		// sudo, doas, xargs: a command that runs another takes its
		// words from the outer one unchecked (find -exec sudo {} ;).
		return "it runs a command of its own, which would get the outer command's words unchecked"
	case f.Spec == nil || !f.Direct || f.ProjectTooling || !f.NormalExecutable():
		return "command family '" + f.Name + "' cannot be typed as a command"
	case len(f.Platforms) > 0 && !slices.Contains(f.Platforms, runtime.GOOS):
		// Validation checks the platform of the command's own family
		// only; elsewhere the name can be another program (open is
		// openvt on Debian). The nested command runs on this machine.
		return "it exists only on " + strings.Join(f.Platforms, ", ")
	case f.Execution == ChangeDirectory:
		return "it is a shell builtin, which find and xargs cannot run"
	case f.ObeysRepoConfig:
		return "it obeys the config of every repository it runs in, which oterminus checks only for the working directory"
	}
	return ""
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// NestedFamilies lists the families of the commands nested in a command
// of the family, given argv without the program (find -exec rm: rm), so
// policy can hold them to the packs the configuration disables.
func (f *Family) NestedFamilies(args []string) []*Family {
	cmd, err := f.ReadArgv(append([]string{f.Program()}, args...))
	if err != nil {
		return nil
	}
	return cmd.NestedFamilies()
}

// NestedFamilies lists the families of the commands nested in this one
// (find -exec rm: rm), at any depth.
func (c *Command) NestedFamilies() []*Family {
	var out []*Family
	for _, it := range c.Items {
		if it.Nested != nil {
			out = append(out, it.Nested.Family)
			out = append(out, it.Nested.NestedFamilies()...)
		}
	}
	return out
}

// nestedPaths are the nested command's paths of the given kinds, its
// placeholder standing for the outer command's operands (find -exec rm
// {} + removes what find finds under its start paths).
// An input word (xargs) stands for nothing known.
func (c *Command) nestedPaths(it Item, kinds []Kind) []string {
	placeholder := c.placeholder(it.nested())
	var out []string
	for _, p := range it.Nested.Paths(kinds...) {
		switch {
		case !standsForInput(p, placeholder):
			out = append(out, p)
		case !it.nested().FromInput:
			out = append(out, c.pathOperands()...)
		}
	}
	return out
}

// suffixed reports whether w is the placeholder followed by a name suffix
// ("{}.bak", "{}~"): the outer command puts each match (or input word)
// in front, so the path is the match's own name with more letters, in
// the same directory. A suffix with a '/' would name a path inside or
// above the match, and a second placeholder another match: neither is.
func suffixed(w, placeholder string) bool {
	suffix, ok := strings.CutPrefix(w, placeholder)
	return ok && suffix != "" && !strings.Contains(suffix, "/") && !strings.Contains(suffix, placeholder)
}

// standsForInput reports whether a nested command's path is what the
// outer command supplies: the placeholder, alone or with a name suffix.
func standsForInput(p, placeholder string) bool {
	return placeholder != "" && (p == placeholder || suffixed(p, placeholder))
}

// placeholder is the word a nested command uses for what the outer
// command supplies: an option's value (xargs -I {}) or the declared one.
func (c *Command) placeholder(n *Nested) string {
	for _, it := range c.Items {
		if it.Option != nil && it.Option.NamesPlaceholder && it.Valued {
			return it.Value
		}
	}
	return n.Placeholder
}

// pathOperands are the operand values of path slots, a slot's default
// standing in for an empty one (find's start paths, "." by default).
func (c *Command) pathOperands() []string {
	return c.slotValues(func(slot *Operand) bool { return slot.kindIn(c.Mode).IsPath() })
}

// Words that arrive only when the line runs (xargs's input: standard
// input, -a FILE, put in the -I slot or appended) are hostile: any word,
// an option included ("echo . -delete | xargs find" empties the
// directory). inputRisk is the least risk such words give the nested
// command:
//
//   - where an input word can be read as an option (no "--" before it),
//     the most any of the program's options can do (Spec.Reach): the
//     highest risk for a program not read whole;
//   - where it fills a slot whose value is checked or assessed (an awk
//     program, a sed script, a mode), dangerous: the check cannot run
//     on a word not yet known;
//   - where it fills a path the command writes or removes, a write; the
//     path is unknown, which policy treats as outside every root
//     (InputPaths);
//   - otherwise the slot's own risk.
func (c *Command) inputRisk(it Item) Risk {
	n := it.nested()
	if n == nil || !n.FromInput {
		return Safe
	}
	cmd := it.Nested
	r := Safe
	for _, l := range c.inputLandings(it) {
		if l.asOption {
			r = max(r, cmd.spec().Reach.Risk())
		}
		r = max(r, l.risk())
	}
	return r
}

// InputOptionsWarning says input words may be read as options of a
// program that has options beyond reading; %s is the program.
const InputOptionsWarning = "%s may read words from its input as options, and some of its options write files or run programs; end its words with -- where it takes one."

// inputAsOptions reports input words that may be read as options of a
// program some of whose options do more than read.
func (c *Command) inputAsOptions(it Item) bool {
	n := it.nested()
	if n == nil || !n.FromInput || it.Nested.spec().Reach.Risk() == Safe {
		return false
	}
	return slices.ContainsFunc(c.inputLandings(it), func(l landing) bool { return l.asOption })
}

// A landing is a place in a nested command that an input word fills.
type landing struct {
	kind     Kind
	checked  bool // the value has a Check or Assess that cannot run on it
	risk0    Risk // the slot's own risk
	asOption bool // the word may be read as an option
}

func (l landing) risk() Risk {
	r := l.risk0
	if l.checked {
		r = Dangerous
	}
	if l.kind == WritePath || l.kind == RemovePath {
		r = max(r, Write)
	}
	return r
}

// inputLandings lists the places input words fill in the nested command
// of it: each item spelled as the -I placeholder, or, without one, every
// operand slot that still has room, after the words typed.
func (c *Command) inputLandings(it Item) []landing {
	cmd := it.Nested
	dashDash := slices.IndexFunc(cmd.Items, func(x Item) bool { return x.Option == nil && x.Operand == nil && x.Name == "--" })
	if p := c.placeholder(it.nested()); p != "" {
		var out []landing
		for i, x := range cmd.Items {
			switch {
			case x.Nested != nil && slices.Contains(x.Nested.Argv(), p):
				// A placeholder inside a command nested further in
				// (xargs -I {} find . -exec grep {} ;) is read by both.
				out = append(out, landing{checked: true})
			case x.Option != nil && x.Valued && standsForInput(x.Value, p):
				out = append(out, landing{kind: x.Kind, checked: x.Option.Check != nil || x.Option.Assess != nil, risk0: x.Option.Risk})
			case x.Operand != nil && standsForInput(x.Value, p):
				out = append(out, slotLanding(x.Operand, x.Kind, cmd.Mode, dashDash < 0 || dashDash > i))
			}
		}
		return out
	}
	var out []landing
	for _, slot := range cmd.openSlots() {
		out = append(out, slotLanding(slot, slot.kindIn(cmd.Mode), cmd.Mode, dashDash < 0))
	}
	if len(out) == 0 {
		// No slot has room: the words are still read, as options.
		out = append(out, landing{asOption: dashDash < 0, checked: dashDash >= 0})
	}
	return out
}

func slotLanding(slot *Operand, kind Kind, mode string, asOption bool) landing {
	risk, ok := slot.RiskIn.Lookup(mode)
	if !ok {
		risk = slot.Risk
	}
	return landing{kind: kind, checked: slot.Check != nil || slot.Assess != nil, risk0: risk, asOption: asOption}
}

// openSlots are the operand slots that words appended after the typed
// ones can fill: the last slot holding a word if it has room, and every
// slot after it (all of them when none holds a word).
func (c *Command) openSlots() []*Operand {
	spec := withoutCommandSlot(withoutReplacedSlots(c, c.spec()))
	last := -1
	for i := range spec.Operands {
		if c.slotCount(spec.Operands[i].Name) > 0 {
			last = i
		}
	}
	var out []*Operand
	for i := range spec.Operands {
		slot := &spec.Operands[i]
		if i > last || i == last && (slot.Max == Unbounded || c.slotCount(slot.Name) < slot.Max) {
			out = append(out, slot)
		}
	}
	return out
}

func (c *Command) slotCount(name string) int {
	n := 0
	for _, it := range c.Items {
		if it.Operand != nil && it.Operand.Name == name {
			n++
		}
	}
	return n
}

// InputPaths reports whether a nested command gets paths from words that
// arrive only when the line runs (xargs touch): policy cannot know where
// they point, so it counts them as outside every allowed root.
func (c *Command) InputPaths() bool {
	for _, it := range c.Items {
		if it.Nested == nil {
			continue
		}
		if it.nested().FromInput {
			for _, l := range c.inputLandings(it) {
				if l.kind.IsPath() || l.asOption {
					return true
				}
			}
		}
		if it.Nested.InputPaths() {
			return true
		}
	}
	return false
}

func (it Item) nested() *Nested {
	switch {
	case it.Nested == nil:
		return nil
	case it.Option != nil:
		return it.Option.Nested
	case it.Operand != nil:
		return it.Operand.Nested
	}
	return nil
}

// commandOperand is the spec's Command operand slot, or nil.
func (s *Spec) commandOperand() *Operand {
	for i := range s.Operands {
		if s.Operands[i].Kind == NestedCommand {
			return &s.Operands[i]
		}
	}
	return nil
}

// withoutCommandSlot is the spec without its NestedCommand operand slot,
// for assigning the other operands.
func withoutCommandSlot(spec *Spec) *Spec {
	copied := *spec
	copied.Operands = slices.DeleteFunc(slices.Clone(spec.Operands), func(o Operand) bool { return o.Kind == NestedCommand })
	return &copied
}

// withoutMinimums is the spec with every operand slot optional.
func withoutMinimums(spec *Spec) *Spec {
	copied := *spec
	copied.Operands = slices.Clone(spec.Operands)
	for i := range copied.Operands {
		copied.Operands[i].Min = 0
	}
	return &copied
}

// nestedWordsRisk is the risk a refused nested command line would have:
// its family's risk for its words, or dangerous when no family knows it.
func nestedWordsRisk(words []string) Risk {
	if j := slices.Index(words, ";"); j >= 0 {
		words = words[:j]
	}
	if len(words) == 0 {
		return Safe
	}
	f := Default().ForProgram(words[0])
	if f == nil {
		return Dangerous
	}
	return max(f.Risk, f.WordsRisk(words))
}

// ListingArgv is the command rewritten to list, NUL-terminated, what its
// acting options would act on now (find . -name '*.log' -delete lists
// with find . -depth -name '*.log' -print0), or nil when the command
// changes no matches. The listing keeps the expression as it is, so it
// matches exactly what the actions would reach; it changes nothing.
func (c *Command) ListingArgv() []string {
	if l := c.spec().Listing; l != nil {
		return l(c)
	}
	return nil
}

// listMatches is what a Spec.Listing returns for programs whose expression acts on
// what it matches (find): each acting option becomes print, each
// printing one quiet, and before[mode] is added before the first word of
// the expression (find -delete implies -depth, under which -prune does
// nothing).
func listMatches(c *Command, print, quiet string, before Pairs[string]) []string {
	if !slices.ContainsFunc(c.Items, func(it Item) bool { return it.Option != nil && it.Option.Acts }) {
		return nil
	}
	listing := &Command{Family: c.Family, Sub: c.Sub, Action: c.Action, Mode: c.Mode, SubAt: c.SubAt, SubWord: c.SubWord}
	first, added := before.Get(c.Mode), false
	for _, it := range c.Items {
		expression := it.Option != nil && !it.Option.Leading || it.Option == nil && it.Operand == nil && it.Name != ""
		if expression && first != "" && !added {
			listing.Items = append(listing.Items, Item{Name: first})
			added = true
		}
		switch {
		case it.Option != nil && it.Option.Acts:
			listing.Items = append(listing.Items, Item{Name: print})
		case it.Option != nil && it.Option.Prints:
			listing.Items = append(listing.Items, Item{Name: quiet})
		default:
			listing.Items = append(listing.Items, it)
		}
	}
	return listing.Argv()
}
