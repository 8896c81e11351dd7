package registry

var commFamily = &Family{
	Name: "comm", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"compare sorted files"},
	Examples: []string{"comm a.txt b.txt", "comm -12 a.txt b.txt", "comm -23 a.txt b.txt"},
	Spec: &Spec{
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-1"}, Help: "hide lines only in the first file"},
			{Names: []string{"-2"}, Help: "hide lines only in the second file"},
			{Names: []string{"-3"}, Help: "hide lines in both files"},
			{Names: []string{"--check-order"}, Help: "fail if the input is not sorted"},
			{Names: []string{"--nocheck-order"}, Help: "do not check that the input is sorted"},
			{Names: []string{"--output-delimiter"}, Value: Text, Help: "separate the columns with this text"},
			{Names: []string{"-z", "--zero-terminated"}, Help: "read lines as separated by NUL bytes, not newlines"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 2, Max: 2, Help: "two sorted files ('-' is standard input)"}},
	},
}
