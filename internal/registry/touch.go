package registry

var touchFamily = &Family{
	Name: "touch", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Write, Maturity: ExperimentalOnly, Direct: true, Detect: DetectMinOperands,
	MinOperands: 1, MaxOperands: Unbounded,
	Aliases:  []string{"create empty file"},
	Examples: []string{"touch notes.txt"},
}
