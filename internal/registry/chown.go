package registry

// chown stays experimental and dangerous. The owner is a user name or
// number; the user:group and :group forms are refused until values of
// that shape have a kind of their own. --reference and --from are left
// out.
var chownFamily = &Family{
	Name: "chown", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Dangerous, Maturity: ExperimentalOnly, Direct: true,
	Aliases:  []string{"change file owner"},
	Examples: []string{"chown alice file.txt", "chown -R alice src", "chown -h alice symlink"},
	Spec: &Spec{HelpVersion: true,
		Interleaved: true,
		Options: []Option{
			{Names: []string{"-R", "--recursive"}, Help: "change files and directories recursively"},
			{Names: []string{"-v", "--verbose"}, Help: "print a line for every file processed"},
			{Names: []string{"-c", "--changes"}, Help: "print a line only for files whose owner changed"},
			{Names: []string{"-f", "--silent", "--quiet"}, Help: "suppress most error messages"},
			{Names: []string{"-h", "--no-dereference"}, Help: "change symbolic links themselves, not the files they point to"},
			{Names: []string{"--dereference"}, Help: "change the files symbolic links point to (the default)"},
			{Names: []string{"-H"}, Help: "with -R: follow symbolic links named on the command line"},
			{Names: []string{"-L"}, Help: "with -R: follow every symbolic link to a directory"},
			{Names: []string{"-P"}, Help: "with -R: follow no symbolic links (the default)"},
			{Names: []string{"--preserve-root"}, Help: "refuse to operate recursively on /"},
		},
		Operands: []Operand{
			{Name: "OWNER", Kind: User, Min: 1, Max: 1, Help: "the new owner: a user name or number"},
			{Name: "FILE", Kind: WritePath, Min: 1, Max: Unbounded, Assess: rootTarget, Help: "files whose owner changes"},
		},
	},
}
