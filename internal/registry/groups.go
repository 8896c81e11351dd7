package registry

// groups prints the groups a user is in.
var groupsFamily = &Family{
	Name: "groups", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"my groups"},
	Examples: []string{"groups", "groups alice"},
	Spec: &Spec{DashDash: true,
		Operands: []Operand{{Name: "USER", Kind: User, Max: Unbounded, Help: "the users whose groups to print (default: the current process's)"}},
	},
}
