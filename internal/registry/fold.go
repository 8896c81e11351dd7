package registry

var foldFamily = &Family{
	Name: "fold", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"wrap lines"},
	Examples: []string{"fold -w 40 notes.txt", "fold -s -w 72 notes.txt"},
	Spec: &Spec{
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-w", "--width"}, Value: Integer, Help: "wrap at this many columns (default 80)"},
			{Names: []string{"-s", "--spaces"}, Help: "break lines at spaces"},
			{Names: []string{"-b", "--bytes"}, Help: "count bytes rather than columns"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to wrap"}},
	},
}
