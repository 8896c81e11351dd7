package registry

var pwdFamily = &Family{
	Name: "pwd", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"where am i", "print working directory"},
	Examples: []string{"pwd", "pwd -P"},
	Spec: &Spec{HelpVersion: true,
		Options: []Option{
			{Names: []string{"-L", "--logical"}, Help: "print the directory as reached, with symbolic links (from $PWD)"},
			{Names: []string{"-P", "--physical"}, Help: "print the directory with every symbolic link resolved"},
		},
	},
}
