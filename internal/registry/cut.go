package registry

var cutFamily = &Family{
	Name: "cut", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"select columns", "cut fields"},
	Examples: []string{"cut -d : -f 1 /etc/passwd", "cut -c 1-10 notes.txt", "cut -d , -f 2,4 --output-delimiter=' ' data.csv", "cut -f 1 -s data.tsv"},
	Spec: &Spec{Reach: ReachReads,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-f", "--fields"}, Value: Text, Help: "print these fields (1,3 or 2-4)"},
			{Names: []string{"-c", "--characters"}, Value: Text, Help: "print these characters (1-10)"},
			{Names: []string{"-b", "--bytes"}, Value: Text, Help: "print these bytes (1-10)"},
			{Names: []string{"-d", "--delimiter"}, Value: Text, Help: "fields are separated by this character instead of a tab"},
			{Names: []string{"-s", "--only-delimited"}, Help: "skip lines without a delimiter"},
			{Names: []string{"--complement"}, Help: "print everything except the selected fields, characters or bytes"},
			{Names: []string{"--output-delimiter"}, Value: Text, Help: "separate printed fields with this text"},
			{Names: []string{"-z", "--zero-terminated"}, Help: "read lines as separated by NUL bytes, not newlines"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to read"}},
	},
}
