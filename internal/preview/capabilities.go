package preview

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Capabilities writes what oterminus can do, family by family, leaving
// out nothing but marking the families of the disabled packs. Gathering
// (from the registry) and rendering are separate, so the data source can
// change without touching the output.
func Capabilities(w io.Writer, reg *registry.Registry, disabled []string, s Style) {
	renderCapabilities(w, gatherCapabilities(reg, disabled), s)
}

// Family writes everything about the family of that name: usage,
// options, examples and notes. It returns false when there is none.
func Family(w io.Writer, reg *registry.Registry, name string, disabled []string, s Style) bool {
	f := findFamily(reg, name)
	if f == nil {
		return false
	}
	renderFamily(w, familyViewOf(f, disabled), s)
	return true
}

// familyView is what the output shows of one family.
type familyView struct {
	Name            string
	Capability      string // the capability's label
	Pack            string // the pack's label
	Risk            string
	Maturity        string
	Aliases         []string // natural-language phrases that ask for it
	Examples        []string
	Notes           []string
	Usage           []usageView // the program's command lines, from its declaration
	DisabledPack    bool        // the configuration disables its pack
	NotExecuteReady bool        // blocked: never proposed for running
	TypedOnly       bool        // read only when typed (sudo): no request in words becomes one
}

// usageView is one command line a family accepts: the program (and
// subcommand) with its operands, and each option with its help.
type usageView struct {
	Line    string
	Options []optionView
}

// optionView is one option: its spellings (with the kind of value it
// takes) and what it does.
type optionView struct{ Names, Help string }

// capabilityView is one capability and its families.
type capabilityView struct {
	Label, Description string
	Families           []familyView
}

// gatherCapabilities groups the registry's families by capability, in
// the registry's capability order, and each family's pack.
func gatherCapabilities(reg *registry.Registry, disabled []string) []capabilityView {
	var out []capabilityView
	for _, c := range registry.Capabilities {
		view := capabilityView{Label: c.Label, Description: c.Description}
		for _, f := range reg.Families() {
			if f.Capability == c.ID {
				view.Families = append(view.Families, familyViewOf(f, disabled))
			}
		}
		if len(view.Families) > 0 {
			out = append(out, view)
		}
	}
	return out
}

// findFamily finds a family by name, or by a program that belongs to it.
func findFamily(reg *registry.Registry, name string) *registry.Family {
	name = strings.ToLower(strings.TrimSpace(name))
	if f := reg.Family(name); f != nil {
		return f
	}
	return reg.ForProgram(name)
}

func familyViewOf(f *registry.Family, disabled []string) familyView {
	v := familyView{
		Name: f.Name, Capability: registry.CapabilityByID(f.Capability).Label, Pack: packLabel(f.Pack),
		Risk: listedRisk(f), Maturity: string(f.Maturity),
		Aliases: f.Aliases, Examples: f.Examples, Notes: f.Notes,
		DisabledPack: slices.Contains(disabled, f.Pack), NotExecuteReady: f.Maturity == registry.Blocked,
		TypedOnly: f.Maturity == registry.TypedOnly,
	}
	if v.TypedOnly {
		// No request in words becomes a sudo line: the model may not
		// propose one, so there is no way to ask for it.
		v.Aliases = nil
	}
	if f.Spec == nil {
		return v
	}
	for _, u := range f.Usages() {
		v.Usage = append(v.Usage, usageOf(u.Name, u.Spec))
	}
	return v
}

// usageOf reads one declaration into its usage line and option list.
func usageOf(program string, spec *registry.Spec) usageView {
	u := usageView{Line: strings.TrimSpace(program + " [OPTION...] " + spec.Usage())}
	options := spec.OptionList()
	if len(options) == 0 {
		u.Line = strings.TrimSpace(program + " " + spec.Usage())
	}
	for _, o := range options {
		names := strings.Join(o.Names, ", ")
		if o.Value != registry.NoValue {
			value := o.Value.Placeholder()
			if o.Value == registry.Enum {
				value = strings.Join(o.Enum, "|")
			}
			if spec.Parsing == registry.SingleDashLong {
				names += "=" + value // nslookup -type=MX
			} else {
				names += " " + value
			}
		}
		u.Options = append(u.Options, optionView{Names: names, Help: o.Help})
	}
	return u
}

func packLabel(id string) string {
	for _, p := range registry.Packs {
		if p.ID == id {
			return p.Label
		}
	}
	return id
}

// renderCapabilities lists every capability with its families, one line
// each: name, pack, risk, and its first example.
func renderCapabilities(w io.Writer, caps []capabilityView, s Style) {
	for i, c := range caps {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "%s: %s\n", s.Heading(c.Label), c.Description)
		for _, f := range c.Families {
			example := ""
			if len(f.Examples) > 0 {
				example = "e.g. " + s.Command(f.Examples[0])
			}
			fmt.Fprintf(w, "  %-14s %-11s %-10s %s%s\n", f.Name, f.Pack, f.Risk, example, familyMarks(f))
		}
	}
	fmt.Fprint(w, "\nType a command or ask in plain words; 'oterminus capabilities FAMILY' shows a family's options and notes.\n")
}

func familyMarks(f familyView) string {
	var marks []string
	if f.DisabledPack {
		marks = append(marks, "pack disabled by your configuration")
	}
	if f.NotExecuteReady {
		marks = append(marks, "never run")
	}
	if f.TypedOnly {
		marks = append(marks, "typed only: read when you type it, never made from a request")
	}
	if len(marks) == 0 {
		return ""
	}
	return " [" + strings.Join(marks, "; ") + "]"
}

// renderFamily shows everything about one family.
func renderFamily(w io.Writer, f familyView, s Style) {
	fmt.Fprintf(w, "%s%s\n", s.Heading(f.Name), familyMarks(f))
	fmt.Fprintf(w, "Capability: %s\nPack: %s\nRisk: %s\nMaturity: %s\n", f.Capability, f.Pack, f.Risk, f.Maturity)
	list := func(title string, items []string, style func(string) string) {
		if len(items) == 0 {
			return
		}
		fmt.Fprintf(w, "%s:\n", title)
		for _, item := range items {
			fmt.Fprintf(w, "  %s\n", style(termtext.Escape(item)))
		}
	}
	plain := func(t string) string { return t }
	for _, u := range f.Usage {
		fmt.Fprintf(w, "Usage: %s\n", s.Command(termtext.Escape(u.Line)))
		for _, o := range u.Options {
			fmt.Fprintf(w, "  %-34s %s\n", termtext.Escape(o.Names), termtext.Escape(o.Help))
		}
	}
	list("Examples", f.Examples, s.Command)
	list("Ask for it as", f.Aliases, plain)
	list("Notes", f.Notes, plain)
}

// listedRisk is the risk a family is listed with, taken where validation
// takes a command's: the family's risk, raised by what its declaration
// reads (gzip notes.txt is a write). Over the family's examples: one
// risk, or the range they span ("safe-write": tar -tf lists, tar -xf
// writes).
func listedRisk(f *registry.Family) string {
	lo, hi := f.Risk, f.Risk
	read := false
	for _, ex := range f.Examples {
		argv, err := reader.Fields(ex)
		if err != nil || f.Spec == nil {
			continue
		}
		cmd, err := f.ReadArgv(argv)
		if err != nil {
			continue
		}
		r := max(f.Risk, cmd.Risk())
		if !read {
			lo, hi, read = r, r, true
		}
		lo, hi = min(lo, r), max(hi, r)
	}
	if lo == hi {
		return hi.String()
	}
	return lo.String() + "-" + hi.String()
}
