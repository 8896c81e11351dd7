package registry

// mkdir -m takes any mode: setgid on a directory only makes new entries
// inherit its group, and Linux ignores setuid on directories, so neither
// is the privilege risk it is on a program (chmod).
var mkdirFamily = &Family{
	Name: "mkdir", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Write, Maturity: Structured, Direct: true,
	Aliases:  []string{"create folder", "make directory"},
	Examples: []string{"mkdir -p logs/archive", "mkdir src docs", "mkdir -m 750 private", "mkdir -pv a/b/c"},
	Spec: &Spec{Reach: ReachReads, HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-p", "--parents"}, Help: "create missing parent directories too; no error if the directory exists"},
			{Names: []string{"-v", "--verbose"}, Help: "print a line for each directory created"},
			{Names: []string{"-m", "--mode"}, Value: Mode,
				Help: "give the new directories this permission mode (as chmod reads it) instead of 0777 less the umask"},
		},
		Operands: []Operand{{Name: "DIRECTORY", Kind: WritePath, Min: 1, Max: Unbounded, Help: "directories to create"}},
	},
}
