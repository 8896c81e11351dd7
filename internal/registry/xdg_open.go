package registry

// xdg-open is the Linux counterpart of macOS open: it opens a local file
// or folder with the desktop's default application. That starts another
// program with the user's rights, whose effects oterminus cannot see (an
// editor may autosave, a viewer records recent files, an office suite
// runs document macros), so it is never safe: the file it opens makes it
// a write, the least risk that says the command does more than read. (The
// family's own risk stays safe: "open" is not a word that changes files,
// and the ambiguity check reads writing families' aliases as such words.)
// Opening a launcher or
// script is dangerous, since the desktop may run it. URLs are refused so
// it never touches the network, and any other "scheme:" word is
// dangerous: the desktop hands it to that scheme's handler.
var xdgOpenFamily = &Family{
	Name: "xdg-open", Pack: "desktop", Capability: "desktop_integration", Platforms: []string{"linux"},
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"open with default application", "open this folder"},
	Examples: []string{"xdg-open .", "xdg-open notes.pdf"},
	Notes: []string{"xdg-open hands a local file or folder to the desktop's default application, which it starts: a write, never safe.",
		"URLs and other schemes are refused; opening a launcher or script is dangerous."},
	// Reach: its only options are --help, --version and --manual, which print.
	Spec: &Spec{Reach: ReachReads, HelpVersion: true,
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: 1, Risk: Write, Assess: assessOpened,
			Help: "the local file or folder to open"}},
	},
}
