package registry

var headFamily = &Family{
	Name: "head", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 1, MaxOperands: Unbounded,
	Flags:    Flags{WithValues: []string{"-c", "-n"}},
	Aliases:  []string{"first lines"},
	Examples: []string{"head -n 20 README.md"},
	Schema:   linesSchema("head"),
}
