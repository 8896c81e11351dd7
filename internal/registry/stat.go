package registry

// stat --printf is left out: it reads backslash escapes, so a format
// could write terminal control sequences.
var statFamily = &Family{
	Name: "stat", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"file metadata", "file info"},
	Examples: []string{"stat README.md", "stat -c '%a %n' notes.txt", "stat -t notes.txt", "stat -f notes.txt", "stat -L link"},
	Notes:    []string{"GNU stat -f reports the file system; BSD/macOS stat -f takes an output format (GNU -c)."},
	Spec: &Spec{HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-c", "--format"}, Value: Text, Help: "print this format instead of the default (%n name, %s size, %a octal mode, %U owner)"},
			{Names: []string{"-L", "--dereference"}, Help: "describe the file a symbolic link points to"},
			{Names: []string{"-f", "--file-system"}, Help: "GNU: describe the file system holding the file (BSD/macOS -f takes a format)"},
			{Names: []string{"-t", "--terse"}, Help: "print the information on one terse line"},
			{Names: []string{"-x"}, Help: "BSD/macOS: verbose, Linux-like output (GNU stat has no -x)"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Help: "files to describe"}},
	},
}
