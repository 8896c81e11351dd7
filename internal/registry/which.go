package registry

var whichFamily = &Family{
	Name: "which", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"find executable"},
	Examples: []string{"which python3", "which -a python3"},
	// Reach: which's options (-a, -s, GNU's --skip-alias...) only change what it prints.
	Spec: &Spec{Reach: ReachReads,
		Options: []Option{
			{Names: []string{"-a"}, Help: "print every matching executable on PATH, not only the first"},
			{Names: []string{"-s"}, Help: "print nothing; only the exit status says whether all were found"},
		},
		Operands: []Operand{{Name: "NAME", Kind: Text, Min: 1, Max: Unbounded, Help: "the program names to look up on PATH"}},
	},
}
