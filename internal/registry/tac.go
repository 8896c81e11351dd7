package registry

var tacFamily = &Family{
	Name: "tac", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"lines in reverse order"},
	Examples: []string{"tac app.log", "tac -s , data.txt"},
	Spec: &Spec{Reach: ReachReads,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-s", "--separator"}, Value: Text, Help: "records end with this text instead of a newline"},
			{Names: []string{"-b", "--before"}, Help: "the separator starts a record instead of ending it"},
			{Names: []string{"-r", "--regex"}, Help: "the separator is a regular expression"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files printed last line first"}},
	},
}
