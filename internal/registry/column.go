package registry

var columnFamily = &Family{
	Name: "column", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"format as a table", "align columns"},
	Examples: []string{"column -t data.txt", "column -t -s , data.csv", "column -c 60 names.txt", "column -t -s : -o ' | ' /etc/passwd"},
	Spec: &Spec{
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-t", "--table"}, Help: "align the input's columns into a table"},
			{Names: []string{"-s", "--separator"}, Value: Text, Help: "with -t, columns are separated by these characters"},
			{Names: []string{"-o", "--output-separator"}, Value: Text, Help: "with -t, separate printed columns with this text"},
			{Names: []string{"-c", "--output-width"}, Value: Integer, Help: "format for this many characters per line"},
			{Names: []string{"-x", "--fillrows"}, Help: "fill rows before columns"},
			{Names: []string{"-n"}, Help: "keep empty columns (Debian); do not merge separators"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to format"}},
	},
}
