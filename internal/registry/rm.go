package registry

var rmFamily = &Family{
	Name: "rm", Pack: "dangerous", Capability: "destructive_operations",
	Risk: Dangerous, Maturity: ExperimentalOnly, Direct: true, Detect: DetectMinOperands,
	MinOperands: 1, MaxOperands: Unbounded,
	Flags:    Flags{Allowed: []string{"-f", "-i"}, Dangerous: []string{"-r", "-rf", "-fr"}},
	Aliases:  []string{"remove file", "delete file"},
	Examples: []string{"rm -i old.log"},
}
