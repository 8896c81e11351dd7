package registry

var tailFamily = &Family{
	Name: "tail", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 1, MaxOperands: Unbounded,
	Flags:    Flags{WithValues: []string{"-c", "-n"}},
	Aliases:  []string{"last lines"},
	Examples: []string{"tail -n 50 app.log"},
	Schema:   linesSchema("tail"),
}
