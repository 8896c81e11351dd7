package registry

// realpath, readlink and dirname answer questions about path names.
// realpath and readlink look at the filesystem (they follow links), so
// their operands are paths read, checked like any other; dirname only
// cuts text, as basename does, and reads nothing.
var realpathFamily = &Family{
	Name: "realpath", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"absolute path of file", "resolve symlinks in path", "canonical path"},
	Examples: []string{"realpath src", "realpath -e notes.txt", "realpath -s src/../docs", "realpath --relative-to=docs src/a.txt"},
	Spec: &Spec{Reach: ReachReads,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-e", "--canonicalize-existing"}, Help: "every component of the path must exist"},
			{Names: []string{"-m", "--canonicalize-missing"}, Help: "no component of the path needs to exist"},
			{Names: []string{"-L", "--logical"}, Help: "resolve '..' before following symbolic links"},
			{Names: []string{"-P", "--physical"}, Help: "follow symbolic links as they come (the default)"},
			{Names: []string{"-q", "--quiet"}, Help: "print no error messages"},
			{Names: []string{"-s", "--strip", "--no-symlinks"}, Help: "do not follow symbolic links"},
			{Names: []string{"-z", "--zero"}, Help: "end each output line with NUL instead of newline"},
			{Names: []string{"--relative-to"}, Value: ReadPath, Help: "print the path relative to this directory"},
			{Names: []string{"--relative-base"}, Value: ReadPath, Help: "print paths under this directory relative to it, others absolute"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Help: "paths to resolve"}},
	},
}

var readlinkFamily = &Family{
	Name: "readlink", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"where does the symlink point", "symlink target"},
	Examples: []string{"readlink current", "readlink -f notes.txt", "readlink -e src/link", "readlink -n -m a/b"},
	Spec: &Spec{Reach: ReachReads,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-f", "--canonicalize"}, Help: "follow every link to the end; all but the last component must exist"},
			{Names: []string{"-e", "--canonicalize-existing"}, Help: "follow every link to the end; every component must exist"},
			{Names: []string{"-m", "--canonicalize-missing"}, Help: "follow every link to the end; no component needs to exist"},
			{Names: []string{"-n", "--no-newline"}, Help: "print no newline after the target"},
			{Names: []string{"-q", "--quiet"}, Help: "print no error messages (the default)"},
			{Names: []string{"-s", "--silent"}, Help: "print no error messages (the default)"},
			{Names: []string{"-v", "--verbose"}, Help: "print error messages"},
			{Names: []string{"-z", "--zero"}, Help: "end each output line with NUL instead of newline"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Help: "symbolic links (or paths, with -f -e -m) to read"}},
	},
}

var dirnameFamily = &Family{
	Name: "dirname", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"directory part of path", "strip file name from path"},
	Examples: []string{"dirname src/notes.txt", "dirname src/a.txt docs/b.md", "dirname -z src/a.txt"},
	Spec: &Spec{Reach: ReachReads,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-z", "--zero"}, Help: "end each output line with NUL instead of newline"},
		},
		Operands: []Operand{{Name: "NAME", Kind: Text, Min: 1, Max: Unbounded, Help: "a path name; all but its last component is printed"}},
	},
}
