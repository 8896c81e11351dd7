package dialect

import (
	"maps"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/shell"
)

// A Place is where Tab may be pressed on an oterminus command line, and
// the words offered there. Key is "oterminus" followed by the words typed
// so far that are not options ("oterminus config set policy_mode"),
// "oterminus CMD *" for anywhere further into CMD's arguments, or an
// option that takes a value ("--shell"), whose values Words then are.
type Place struct {
	Key   string
	Words []string
}

// A Command is what Tab completes of one oterminus command: its name
// with its parent's ("config set"; "" for oterminus itself), the words
// its first operand may be, its flags, the values offered for the flags
// that take one (a nil list for a free value), and its subcommands.
type Command struct {
	Name   string
	Words  []string
	Flags  []string
	Values map[string][]string
	Subs   []Command
}

// Places are the table the scripts look words up in, for the command
// tree under root: at each command its words, its subcommands' names and
// its flags; further into a top-level command its flags again, but for
// --help (the scripts fall back to "oterminus CMD *" for the first word
// only); and each flag that takes a value, with its values.
func Places(root Command) []Place {
	var places []Place
	values := map[string][]string{}
	var add func(c Command, depth int)
	add = func(c Command, depth int) {
		words := slices.Clone(c.Words)
		for _, s := range c.Subs {
			if name := strings.TrimPrefix(s.Name, c.Name+" "); !slices.Contains(words, name) {
				words = append(words, name)
			}
		}
		key := strings.TrimSpace("oterminus " + c.Name)
		places = append(places, Place{Key: key, Words: append(words, c.Flags...)})
		later := slices.DeleteFunc(slices.Clone(c.Flags), func(f string) bool { return f == "--help" })
		if depth == 1 && len(later) > 0 {
			places = append(places, Place{Key: key + " *", Words: later})
		}
		maps.Copy(values, c.Values)
		for _, s := range c.Subs {
			add(s, depth+1)
		}
	}
	add(root, 0)
	for _, flag := range slices.Sorted(maps.Keys(values)) {
		places = append(places, Place{Key: flag, Words: values[flag]})
	}
	return places
}

// Completion is the shell's Tab completion script for oterminus: its
// script files, with places as the table they look words up in.
func (d *Dialect) Completion(version string, places []Place) (string, error) {
	var table strings.Builder
	table.WriteByte('\n')
	for _, p := range places {
		table.WriteString(p.Key + "\t" + strings.Join(p.Words, " ") + "\n")
	}
	var b strings.Builder
	for _, name := range d.CompletionFiles() {
		text, err := shell.File(name)
		if err != nil {
			return "", err
		}
		b.Write(text)
	}
	return strings.NewReplacer("@VERSION@", version, "@TABLE@", d.Quote(table.String())).Replace(b.String()), nil
}
