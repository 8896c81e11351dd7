package registry

import (
	"fmt"
	"slices"
	"strings"
)

// Part is one piece of a command line as an explanation lists it: the
// words typed ("-f x.tgz", "pull") and the declaration's help for them.
type Part struct{ Words, Help string }

// Parts are what an explanation says of each piece of the line, in the
// order typed: the subcommand, each option used with its help once (a
// repeated option adds its value to the first use: grep -e a -e b), and
// the operands of each slot with the slot's help. A nested command's
// pieces follow the words that hold it, indented.
func (c *Command) Parts() []Part {
	var parts []Part
	for _, sub := range []*Subcommand{c.Sub, c.Action} {
		if sub != nil && sub.Name != "" {
			parts = append(parts, Part{Words: sub.Name, Help: sub.Help})
		}
	}
	seenOption := map[*Option]int{}
	seenSlot := map[*Operand]int{}
	for _, it := range c.Items {
		switch {
		case it.Option != nil:
			words := it.Name
			if it.Nested != nil {
				words += " " + strings.Join(it.Nested.Argv(), " ")
				if it.End != "" {
					words += " " + it.End
				}
			} else if it.Valued {
				words += " " + it.Value
			}
			if at, ok := seenOption[it.Option]; ok && it.Nested == nil {
				if it.Valued {
					parts[at].Words += " " + words
				}
				continue
			}
			seenOption[it.Option] = len(parts)
			parts = append(parts, Part{Words: words, Help: it.Option.Help})
		case it.Operand != nil:
			if at, ok := seenSlot[it.Operand]; ok {
				parts[at].Words += " " + it.Value
				continue
			}
			words := it.Value
			if it.Nested != nil {
				words = strings.Join(it.Nested.Argv(), " ")
			}
			seenSlot[it.Operand] = len(parts)
			parts = append(parts, Part{Words: words, Help: it.Operand.Help})
		}
		if it.Nested != nil {
			// Indented under the words that hold the nested command.
			for _, p := range it.Nested.Parts() {
				parts = append(parts, Part{Words: "  " + p.Words, Help: p.Help})
			}
		}
	}
	return parts
}

// RiskWhy says what gives the command its risk, in a few words each:
// the options, subcommand, operands or values that raise it, or what
// every command of the family does. A safe command only reads and
// reports, and so do the commands it runs.
func (c *Command) RiskWhy() []string {
	r := c.Risk()
	if r == Safe {
		why := "it only reads and reports"
		for _, f := range c.NestedFamilies() {
			why += ", and so does " + f.Program()
		}
		return []string{why}
	}
	var out []string
	add := func(s string) {
		if s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	prog := c.Family.Program()
	for _, sub := range []*Subcommand{c.Sub, c.Action} {
		if sub != nil && sub.Name != "" && sub.Risk == r {
			add(fmt.Sprintf("%s %s is %s", prog, sub.Name, r))
		}
	}
	if risk := c.spec().Risk; risk != nil && c.Mode == "" && risk(c) == r && r > c.Family.Risk && len(out) == 0 {
		add(fmt.Sprintf("%s is %s without an option that makes it only read", c.Family.displayName(c), r))
	}
	for _, it := range c.Items {
		if it.Option != nil && it.Option.Risk == r {
			add("it uses " + it.Name)
		}
		if risk, why := it.assess(); risk == r && risk > Safe {
			add(strings.TrimSuffix(why, "."))
		}
		if it.Nested != nil && max(it.Nested.Risk(), c.inputRisk(it)) == r {
			add(fmt.Sprintf("it runs %s, which is %s", it.Nested.Family.Program(), r))
		}
	}
	for i := range c.spec().Operands {
		slot := &c.spec().Operands[i]
		risk, ok := slot.RiskIn.Lookup(c.Mode)
		if !ok {
			risk = slot.Risk
		}
		if risk == r && slices.ContainsFunc(c.Items, func(it Item) bool { return it.Operand == slot }) {
			add(fmt.Sprintf("of what it does with %s (%s)", slot.Name, slot.Help))
		}
	}
	if c.removesWholeTree() {
		add(strings.TrimSuffix(fmt.Sprintf(WholeTreeWarning, prog), "."))
	}
	if len(out) == 0 && c.Family.Risk == r {
		add(fmt.Sprintf("every %s command is %s", prog, r))
	}
	if len(out) == 0 {
		if changed := c.Changed(); len(changed) > 0 {
			add("it writes " + strings.Join(changed, ", "))
		}
	}
	return out
}
