// Package dialect is where oterminus knows each shell it integrates with
// (bash, zsh, fish): each is one type implementing Shell, in its own
// file, and a line in the table below. A Shell says how the shell quotes
// a word and reads one back (Render proves a rendering with the shell's
// own rules: mvdan.cc/sh for bash and zsh, package reader's fish rules
// for fish), how it writes a key binding, which scripts in package shell
// are its Tab completion (its integration is oterminus.NAME there), the
// cached integration's guard, the history entry of a recalled request,
// where the line being edited is when a key binding writes, the oldest
// version the integration runs in, and how to start it without startup
// files. What bash and zsh share as POSIX shells is written once, in
// posix, which both embed. Adding a shell is its file here, its scripts
// in package shell and a line in the table.
//
// The bash dialect is exactly the original's rendering (Python's
// shlex.join), which the eval cases compare. zsh and fish differ from it
// only where those shells would otherwise expand a word that bash leaves
// alone.
//
// It decides how text meets a shell, never what runs: it may not read
// flags, the configuration, the environment or the terminal, and no other
// package compares a shell's name.
package dialect

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/oterminus/oterminus/internal/keys"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Shell is what differs from one shell to another. Each is a type in
// the file of its name.
type Shell interface {
	// Name is the shell's name as given to --shell; its integration
	// script in package shell is "oterminus." followed by it.
	Name() string
	// Quote renders one word so the shell reads it back unchanged.
	Quote(word string) string
	// Fields parses command text the way the shell would, for the
	// round-trip self-check; it fails on anything but literal words.
	Fields(text string) ([]string, error)
	// Keys writes a key binding in the shell's notation, as source text
	// for its integration script; a shell whose notation changed between
	// versions gives one per version, oldest first, and its script picks.
	Keys(strokes []keys.Stroke) []string
	// Clean starts the shell reading no startup file: with "-i" it is
	// interactive, with "-c SCRIPT" it runs the script.
	Clean() []string
	// Guard is the cached integration's first lines: on a stale cache
	// they run init again, which writes the cache anew, and stop
	// reading the file.
	Guard(g Guard) string
	// Recall reads a buffer recalled from history back into the request
	// the integration kept there after answering it, if it is one.
	Recall(buffer string) (request string, ok bool)
	// Screen is where the line being edited is when a key binding
	// writes to the terminal.
	Screen() Screen
	// Oldest is the oldest major version the integration runs in; 0
	// for any.
	Oldest() int
	// CompletionFiles names the Tab completion script's files in
	// package shell, in order.
	CompletionFiles() []string
}

// Dialect is the handle the rest of oterminus holds for a shell: its
// Shell, and what is done the same way with any Shell (Join, Render,
// Init, Completion, WriteCache, ...).
type Dialect struct {
	Shell
}

// table lists the supported shells. The first entry is the default.
var table = []*Dialect{{bash{}}, {zsh{}}, {fish{}}}

// Default is the dialect used when no --shell is given.
var Default = table[0]

// Lookup returns the dialect for a shell name.
func Lookup(name string) (*Dialect, error) {
	for _, d := range table {
		if d.Name() == name {
			return d, nil
		}
	}
	return nil, fmt.Errorf("unknown shell %q: must be one of %s", termtext.Escape(name), strings.Join(Names(), ", "))
}

// Names lists the supported shells in table order.
func Names() []string {
	names := make([]string, len(table))
	for i, d := range table {
		names[i] = d.Name()
	}
	return names
}

// Join renders argv as one command line in this dialect.
func (d *Dialect) Join(argv []string) string {
	words := make([]string, len(argv))
	for i, w := range argv {
		words[i] = d.Quote(w)
	}
	return strings.Join(words, " ")
}

// Render joins argv and proves the result: the text is parsed back with
// the dialect's own parser and must give exactly argv. A word the dialect
// cannot represent literally (a control character, say) is an error, never
// a best effort.
func (d *Dialect) Render(argv []string) (string, error) {
	for _, w := range argv {
		if bad := unrenderable(w); bad != "" {
			return "", fmt.Errorf("argument %q contains %s, which cannot be placed in a command line safely", termtext.Escape(w), bad)
		}
	}
	text := d.Join(argv)
	back, err := d.Fields(text)
	if err != nil {
		return "", fmt.Errorf("%s rendering did not parse back: %v", d.Name(), err)
	}
	if !equal(back, argv) {
		return "", fmt.Errorf("%s rendering %q parses to %q, not %q", d.Name(), termtext.Escape(text), back, argv)
	}
	return text, nil
}

// unrenderable names the first character class in w that no rendering may
// carry into a shell buffer: control characters would act on the terminal
// or the line editor, and invisible or reordering characters would make the
// text read differently from what runs.
func unrenderable(w string) string {
	for _, r := range w {
		switch {
		case r == 0:
			return "a NUL byte"
		case r == '\n' || r == '\r':
			return "a line break"
		case termtext.IsControl(r):
			return "a control character"
		case termtext.IsInvisible(r):
			return "an invisible or bidirectional character"
		}
	}
	if !utf8.ValidString(w) {
		return "bytes that are not valid UTF-8"
	}
	return ""
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
