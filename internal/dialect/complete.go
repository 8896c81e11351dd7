package dialect

import (
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
