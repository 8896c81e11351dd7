package registry

var pasteFamily = &Family{
	Name: "paste", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"merge lines of files"},
	Examples: []string{"paste a.txt b.txt", "paste -s -d , names.txt", "paste -d ' ' a.txt b.txt"},
	Spec: &Spec{
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-d", "--delimiters"}, Value: Text, Help: "join with these characters in turn instead of tabs"},
			{Names: []string{"-s", "--serial"}, Help: "join all lines of each file into one line"},
			{Names: []string{"-z", "--zero-terminated"}, Help: "read lines as separated by NUL bytes, not newlines"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files whose lines are joined side by side ('-' is standard input)"}},
	},
}
