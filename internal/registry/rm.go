package registry

// recursiveDeletion is the warning validation gave recursive rm before
// rm was declared (validate.RecursiveDeletion); the text stays the same.
const recursiveDeletion = "Recursive deletion detected."

// rm is dangerous whatever its options; a typed rm line stays
// experimental (Passthrough) as it always was, now read in full by the
// declaration. --no-preserve-root is refused.
var rmFamily = &Family{
	Name: "rm", Pack: "dangerous", Capability: "destructive_operations",
	Risk: Dangerous, Maturity: ExperimentalOnly, Direct: true, Passthrough: true,
	Aliases:  []string{"remove file", "delete file", "erase file"},
	Examples: []string{"rm -i old.log", "rm -f notes.txt todo.txt", "rm -v notes.txt", "rm -r src docs", "rm -d src"},
	Notes:    []string{"--no-preserve-root is refused."},
	Spec: &Spec{HelpVersion: true,
		Parsing: Interleaved,
		Refuses: Pairs[string]{{"--no-preserve-root", "it lets rm -r remove / itself"}},
		Options: []Option{
			{Names: []string{"-f", "--force"}, Help: "never ask, and ignore files that do not exist"},
			{Names: []string{"-i"}, Help: "ask before removing each file"},
			{Names: []string{"-I"}, Help: "ask once before removing more than three files or removing recursively"},
			{Names: []string{"--interactive"}, Value: Enum, Enum: []string{"never", "once", "always"}, InlineOnly: true,
				Help: "when to ask: never, once (like -I) or always (like -i, the default with no value)"},
			{Names: []string{"-r", "-R", "--recursive"}, Risk: Dangerous, Warning: recursiveDeletion,
				Help: "remove directories and everything in them"},
			{Names: []string{"-d", "--dir"}, Help: "remove empty directories too"},
			{Names: []string{"-v", "--verbose"}, Help: "print the name of each file removed"},
			{Names: []string{"--one-file-system"}, Help: "when removing recursively, skip directories on other file systems"},
			{Names: []string{"--preserve-root"}, Value: Enum, Enum: []string{"all"}, InlineOnly: true,
				Help: "refuse to remove / (the default); with =all also any argument on another file system than its parent"},
		},
		Operands: []Operand{{Name: "FILE", Kind: RemovePath, Min: 1, Max: Unbounded, Help: "files (or with -r, directories) to remove"}},
	},
}
