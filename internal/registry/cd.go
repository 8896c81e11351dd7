package registry

// cd changes the shell's directory; in the widget the user's shell runs
// it. It keeps the original's passthrough: a typed cd line the
// declaration reads stays as typed, in experimental mode.
var cdFamily = &Family{
	Execution: ChangeDirectory,
	Name:      "cd", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: DirectOnly, Direct: true, Passthrough: true,
	Aliases:  []string{"change directory", "go to folder"},
	Examples: []string{"cd src", "cd ..", "cd", "cd -", "cd /", "cd -P build"},
	Notes:    []string{"cd changes the working directory of the shell that runs it."},
	Spec: &Spec{
		Options: []Option{
			{Names: []string{"-L"}, Help: "follow symbolic links in the directory name (the default)"},
			{Names: []string{"-P"}, Help: "resolve symbolic links to the physical directory"},
		},
		Operands: []Operand{{Name: "DIR", Kind: ReadPath, Min: 0, Max: 1,
			Help: "the directory to change to (default: home; '-': the previous directory)"}},
	},
}
