package registry

// nproc prints how many processors the process may use.
var nprocFamily = &Family{
	Name: "nproc", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"number of cpus", "how many cores"},
	Examples: []string{"nproc", "nproc --all", "nproc --ignore 2"},
	Spec: &Spec{
		Options: []Option{
			{Names: []string{"--all"}, Help: "print the number of installed processors, not only the usable ones"},
			{Names: []string{"--ignore"}, Value: Integer, Help: "print this many fewer (but at least 1)"},
		},
	},
}
