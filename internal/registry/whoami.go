package registry

var whoamiFamily = &Family{
	Name: "whoami", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Spec:     &Spec{}, // whoami takes no options or operands
	Aliases:  []string{"current user"},
	Examples: []string{"whoami"},
	Schema:   noArgsSchema("whoami"),
}
