package registry

var revFamily = &Family{
	Name: "rev", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"reverse each line"},
	Examples: []string{"rev notes.txt"},
	Spec: &Spec{Reach: ReachReads,
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files whose lines are printed reversed"}},
	},
}
