package registry

// ln makes a new name for a file: a write, and the link's path (or the
// directory -t names) is a written path policy checks. A hard link's
// TARGET is a path read, so under allowed roots a hard link to a file
// outside them is refused, as for cp; later writes through either name
// are refused too (policy refuses changing a file with other hard links
// under allowed roots). A symbolic link's TARGET is only text stored in
// the link, resolved from the link's directory, not from here: it is not
// checked as a path now, and every later use of the link is (policy
// follows symbolic links before it checks a path).
//
// -f is a write, not dangerous: it replaces what is at the link's path,
// which is the path policy checks, as cp and mv replace a destination.
// The one-operand form (a link named after TARGET in the current
// directory) is refused: the path it creates would go unchecked.
var lnFamily = &Family{
	Name: "ln", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Write, Maturity: Structured, Direct: true,
	Aliases:  []string{"create symbolic link", "make symlink", "create hard link"},
	Examples: []string{"ln -s notes.txt current.txt", "ln -sf build/app latest", "ln notes.txt backup.txt", "ln -snf releases/v2 current", "ln -s -t bin ../tools/run"},
	Spec: &Spec{Reach: ReachWrites,
		Parsing:  Interleaved,
		DashDash: true,
		Options: []Option{
			{Names: []string{"-s", "--symbolic"}, Selects: "symbolic", Help: "make symbolic links instead of hard links"},
			{Names: []string{"-f", "--force"}, Warning: "-f replaces an existing file at the link's path.",
				Help: "replace an existing file at the link's path"},
			{Names: []string{"-i", "--interactive"}, Help: "ask before replacing an existing file"},
			{Names: []string{"-n", "--no-dereference"}, Help: "treat a link's path that is a symbolic link to a directory as a file (replace it with -f)"},
			{Names: []string{"-r", "--relative"}, Help: "with -s, store the target relative to the link's directory"},
			{Names: []string{"-b", "--backup"}, Help: "back up each existing file before replacing it (with a ~ suffix)"},
			{Names: []string{"-S", "--suffix"}, Value: Text, Help: "the backup suffix instead of ~"},
			{Names: []string{"-L", "--logical"}, Help: "hard-link the file a symbolic TARGET points to"},
			{Names: []string{"-P", "--physical"}, Help: "hard-link a symbolic TARGET itself"},
			{Names: []string{"-T", "--no-target-directory"}, Help: "treat LINK as a file name, never a directory to link into"},
			{Names: []string{"-t", "--target-directory"}, Value: WritePath, Help: "create the links in this directory"},
			{Names: []string{"-v", "--verbose"}, Help: "print each link made"},
		},
		Operands: []Operand{
			{Name: "TARGET", Kind: ReadPath, In: Pairs[Kind]{{"symbolic", Text}}, Min: 1, Max: Unbounded,
				Help: "what the link points to (a symbolic link's target is read from the link's directory)"},
			{Name: "LINK", Kind: WritePath, Min: 1, Max: 1, Unless: []string{"-t", "--target-directory"},
				Help: "the link to create (or a directory to create it in)"},
		},
	},
}
