package registry

var clearFamily = &Family{
	Name: "clear", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectZeroOperands,
	MinOperands: 0, MaxOperands: 0,
	Aliases:  []string{"clear terminal", "clear screen"},
	Examples: []string{"clear"},
	Notes:    []string{"clear erases the visible terminal screen."},
	Schema:   noArgsSchema("clear"),
}
