package registry

// cp's hard-link (-l) and symlink (-s) modes are left out: they make
// links, not copies, which later writes through either name share.
var cpFamily = &Family{
	Name: "cp", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Write, Maturity: Structured, Direct: true,
	Aliases:  []string{"copy file", "duplicate file"},
	Examples: []string{"cp notes.txt backup/notes.txt", "cp -r src docs", "cp -vr src docs", "cp -t src notes.txt todo.txt", "cp -a src backup"},
	Spec: &Spec{Reach: ReachWrites, HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-R", "-r", "--recursive"}, Help: "copy directories and everything in them"},
			{Names: []string{"-a", "--archive"}, Help: "copy recursively, keeping links, modes, owners and times (-dR --preserve=all)"},
			{Names: []string{"-p"}, Help: "keep the mode, owner and timestamps of the sources"},
			{Names: []string{"-n", "--no-clobber"}, Help: "do not overwrite an existing file"},
			{Names: []string{"-i", "--interactive"}, Help: "ask before overwriting an existing file"},
			{Names: []string{"-f", "--force"}, Help: "remove a destination file that cannot be opened and try again"},
			{Names: []string{"-u", "--update"}, Help: "copy only when the source is newer than the destination or it is missing"},
			{Names: []string{"-v", "--verbose"}, Help: "print each file as it is copied"},
			{Names: []string{"-b", "--backup"}, Help: "back up each existing destination file (with a ~ suffix) before overwriting it"},
			{Names: []string{"-L", "--dereference"}, Help: "copy the files symbolic links point to, not the links"},
			{Names: []string{"-P", "--no-dereference"}, Help: "copy symbolic links as links"},
			{Names: []string{"-H"}, Help: "follow symbolic links named on the command line only"},
			{Names: []string{"-x", "--one-file-system"}, Help: "stay on the file system of each source"},
			{Names: []string{"--parents"}, Help: "recreate each source's directory path under the destination directory"},
			{Names: []string{"-T", "--no-target-directory"}, Help: "treat the destination as a file name, never a directory to copy into"},
			{Names: []string{"-t", "--target-directory"}, Value: WritePath, Selects: "target",
				Help: "copy every source into this directory"},
		},
		Operands: []Operand{
			{Name: "SOURCE", Kind: ReadPath, Min: 1, Max: Unbounded, Help: "files and directories to copy"},
			{Name: "DEST", Kind: WritePath, In: Pairs[Kind]{{"target", ReadPath}}, Min: 1, Max: 1,
				Help: "the file or directory to copy to (with -t: the last source)"},
		},
	},
}
