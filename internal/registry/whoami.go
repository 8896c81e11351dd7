package registry

var whoamiFamily = &Family{
	Name: "whoami", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectZeroOperands,
	MinOperands: 0, MaxOperands: Unbounded,
	Aliases:  []string{"current user"},
	Examples: []string{"whoami"},
	Schema:   noArgsSchema("whoami"),
}
