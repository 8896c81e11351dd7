package registry

// tail -f, -F and --follow are not declared: they keep running until
// interrupted, and a read-only inspection must end on its own.
var tailFamily = &Family{
	Name: "tail", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"last lines"},
	Examples: []string{"tail -n 50 app.log", "tail -5 notes.txt", "tail -n +5 notes.txt", "tail -c 5 notes.txt", "tail notes.txt todo.txt"},
	Notes:    []string{"Following a file (-f, -F, --follow) is refused: it never ends on its own."},
	Schema:   linesSchema("tail"),
	Spec: &Spec{
		Interleaved: true, NumberOption: "-n",
		Options: []Option{
			{Names: []string{"-n", "--lines"}, Value: Integer,
				Help: "print the last N lines (default 10); +N prints from line N to the end"},
			{Names: []string{"-c", "--bytes"}, Value: Size,
				Help: "print the last N bytes (K, M suffixes allowed); +N prints from byte N to the end"},
			{Names: []string{"-q", "--quiet", "--silent"}, Help: "never print a header naming each file"},
			{Names: []string{"-v", "--verbose"}, Help: "always print a header naming each file"},
			{Names: []string{"-z", "--zero-terminated"}, Help: "read lines as separated by NUL bytes, not newlines"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to read the end of"}},
	},
}
