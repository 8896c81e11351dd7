package registry

var whoamiFamily = &Family{
	Name: "whoami", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Spec:     &Spec{HelpVersion: true}, // whoami takes no options or operands but --help and --version
	Aliases:  []string{"current user"},
	Examples: []string{"whoami"},
}
