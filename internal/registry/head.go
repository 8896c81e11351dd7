package registry

var headFamily = &Family{
	Name: "head", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"first lines"},
	Examples: []string{"head -n 20 README.md", "head -5 notes.txt", "head -n -5 notes.txt", "head -c 5 notes.txt", "head notes.txt todo.txt"},
	Spec: &Spec{Reach: ReachReads, HelpVersion: true,
		Parsing: Interleaved, NumberOption: "-n",
		Options: []Option{
			{Names: []string{"-n", "--lines"}, Value: Integer,
				Help: "print the first N lines (default 10); -N prints all but the last N lines (GNU)"},
			{Names: []string{"-c", "--bytes"}, Value: Size,
				Help: "print the first N bytes (K, M suffixes allowed); -N prints all but the last N bytes (GNU)"},
			{Names: []string{"-q", "--quiet", "--silent"}, Help: "never print a header naming each file"},
			{Names: []string{"-v", "--verbose"}, Help: "always print a header naming each file"},
			{Names: []string{"-z", "--zero-terminated"}, Help: "read lines as separated by NUL bytes, not newlines"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to read the start of"}},
	},
}
