package registry

var chownFamily = &Family{
	Name: "chown", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Dangerous, Maturity: ExperimentalOnly, Direct: true, Detect: DetectMinOperands,
	MinOperands: 2, MaxOperands: Unbounded,
	Flags:    Flags{DangerousTargets: []string{"/", "/*"}},
	Aliases:  []string{"change file owner"},
	Examples: []string{"chown user:group file.txt"},
}
