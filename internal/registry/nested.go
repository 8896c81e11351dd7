package registry

import (
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
	end, term := len(words), ""
	if len(n.Terminators) > 0 {
		end = -1
		for j, w := range words {
			if w == ";" && slices.Contains(n.Terminators, ";") ||
				w == "+" && j > 0 && words[j-1] == placeholder && slices.Contains(n.Terminators, "+") {
				end, term = j, w
				break
			}
		}
		if end < 0 {
			return Item{}, 0, grammarErr("%s must end with ';' (typed \\; or ';') or with '%s +'.", upperFirst(what), placeholder)
		}
	}
	inner := words[:end]
	if len(inner) == 0 {
		return Item{}, 0, grammarErr("%s is missing: name the program to run.", upperFirst(what))
	}
	for _, w := range inner[1:] {
		switch {
		case w == "+" || w == ";":
			return Item{}, 0, grammarErr("A '%s' word inside %s is ambiguous; it is not supported.", w, what)
		case placeholder != "" && w != placeholder && strings.Contains(w, placeholder) && (term == "+" || !suffixed(w, placeholder)):
			return Item{}, 0, grammarErr("'%s' inside a longer word ('%s') in %s is supported only as a name suffix with ';' ('%s.bak'); write it as a word of its own.", placeholder, w, what, placeholder)
		}
	}
	if term == "+" && strings.Count(strings.Join(inner, "\x00")+"\x00", placeholder+"\x00") != 1 {
		return Item{}, 0, grammarErr("With '+', %s takes '%s' once, as its last word.", what, placeholder)
	}
	f := Default().ForProgram(inner[0])
	if why := nestable(f, inner[0]); why != "" {
		return Item{}, 0, grammarErr("'%s' cannot be %s: %s.", inner[0], what, why)
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
				return Item{}, 0, grammarErr("%s runs in each match's directory, so the relative path '%s' would name a different place each time; write it as an absolute path or use -exec.", upperFirst(what), p)
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
	case f.Refused[program] != "":
		return f.Refused[program]
	case f.Spec == nil || !f.Direct || f.ProjectTooling || !f.NormalExecutable():
		return "command family '" + f.Name + "' cannot be typed as a command"
	case len(f.Platforms) > 0:
		// Validation checks the platform of the command's own family
		// only; elsewhere the name can be another program (open is
		// openvt on Debian).
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

// nestedInputRisk is at least Write when input words become paths the
// nested command writes or removes (xargs rm, xargs -I {} mv {} dir):
// those targets are unknown, never safe. Without -I the input words are
// appended, so any slot that writes or removes may get them.
func (c *Command) nestedInputRisk(it Item) Risk {
	n := it.nested()
	if n == nil || !n.FromInput {
		return Safe
	}
	if p := c.placeholder(n); p != "" {
		if slices.Contains(it.Nested.Paths(WritePath, RemovePath), p) {
			return Write
		}
		return Safe
	}
	for i := range it.Nested.spec().Operands {
		slot := &it.Nested.spec().Operands[i]
		if k := slot.kindIn(it.Nested.Mode); k == WritePath || k == RemovePath {
			return Write
		}
	}
	return Safe
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
	l := c.spec().Listing
	if l == nil || !slices.ContainsFunc(c.Items, func(it Item) bool { return it.Option != nil && it.Option.Acts }) {
		return nil
	}
	listing := &Command{Family: c.Family, Sub: c.Sub, Action: c.Action, Mode: c.Mode, SubAt: c.SubAt, SubWord: c.SubWord}
	before, added := l.Before[c.Mode], false
	for _, it := range c.Items {
		expression := it.Option != nil && !it.Option.Leading || it.Option == nil && it.Operand == nil && it.Name != ""
		if expression && before != "" && !added {
			listing.Items = append(listing.Items, Item{Name: before})
			added = true
		}
		switch {
		case it.Option != nil && it.Option.Acts:
			listing.Items = append(listing.Items, Item{Name: l.Print})
		case it.Option != nil && it.Option.Prints:
			listing.Items = append(listing.Items, Item{Name: l.Quiet})
		default:
			listing.Items = append(listing.Items, it)
		}
	}
	return listing.Argv()
}
