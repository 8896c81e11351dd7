package registry

var mvFamily = &Family{
	Name: "mv", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Write, Maturity: Structured, Direct: true,
	Aliases:  []string{"move file", "rename file"},
	Examples: []string{"mv report.md docs/", "mv notes.txt todo.txt src", "mv -n notes.txt backup", "mv -t src notes.txt todo.txt"},
	Spec: &Spec{Reach: ReachWrites, HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-n", "--no-clobber"}, Help: "do not overwrite an existing file"},
			{Names: []string{"-i", "--interactive"}, Help: "ask before overwriting an existing file"},
			{Names: []string{"-f", "--force"}, Help: "overwrite without asking"},
			{Names: []string{"-u", "--update"}, Help: "move only when the source is newer than the destination or it is missing"},
			{Names: []string{"-v", "--verbose"}, Help: "print each file as it is moved"},
			{Names: []string{"-b", "--backup"}, Help: "back up each existing destination file (with a ~ suffix) before overwriting it"},
			{Names: []string{"-T", "--no-target-directory"}, Help: "treat the destination as a file name, never a directory to move into"},
			{Names: []string{"-t", "--target-directory"}, Value: WritePath, Selects: "target",
				Help: "move every source into this directory"},
		},
		Operands: []Operand{
			{Name: "SOURCE", Kind: RemovePath, Min: 1, Max: Unbounded, Help: "files and directories to move away"},
			{Name: "DEST", Kind: WritePath, In: Pairs[Kind]{{"target", RemovePath}}, Min: 1, Max: 1,
				Help: "the new name, or the directory to move into (with -t: the last source)"},
		},
	},
}
