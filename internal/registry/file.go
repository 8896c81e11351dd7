package registry

var fileFamily = &Family{
	Name: "file", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"identify file type"},
	Examples: []string{"file README.md", "file -b notes.txt", "file -i notes.txt", "file --mime-type -b a.png", "file -z file.gz"},
	Spec: &Spec{Reach: ReachWrites, HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-b", "--brief"}, Help: "do not print the file name before its type"},
			{Names: []string{"-i", "--mime"}, Help: "print the MIME type and encoding (BSD/macOS: -I)"},
			{Names: []string{"--mime-type"}, Help: "print only the MIME type"},
			{Names: []string{"--mime-encoding"}, Help: "print only the character encoding"},
			{Names: []string{"-L", "--dereference"}, Help: "describe the file a symbolic link points to"},
			{Names: []string{"-h", "--no-dereference"}, Help: "describe symbolic links themselves"},
			{Names: []string{"-z", "--uncompress"}, Help: "look inside compressed files"},
			{Names: []string{"-s", "--special-files"}, Help: "read block and character devices as ordinary files"},
			{Names: []string{"-k", "--keep-going"}, Help: "print every matching type, not only the first"},
			{Names: []string{"-E"}, Help: "exit with an error when a file cannot be read"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Help: "files to identify"}},
	},
}
