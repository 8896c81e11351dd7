package registry

var wcFamily = &Family{
	Name: "wc", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"count lines", "count words"},
	Examples: []string{"wc -l README.md", "wc -w notes.txt", "wc -m notes.txt", "wc -L notes.txt", "wc notes.txt todo.txt"},
	Spec: &Spec{Reach: ReachReads, HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-l", "--lines"}, Help: "print the number of newline characters (lines)"},
			{Names: []string{"-w", "--words"}, Help: "print the number of whitespace-separated words"},
			{Names: []string{"-c", "--bytes"}, Help: "print the number of bytes"},
			{Names: []string{"-m", "--chars"}, Help: "print the number of characters (multibyte characters count once)"},
			{Names: []string{"-L", "--max-line-length"}, Help: "print the length of the longest line (GNU; FreeBSD and macOS also have it)"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to count; a total follows when there are several"}},
	},
}
