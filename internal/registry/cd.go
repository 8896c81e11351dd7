package registry

// cd changes the shell's directory. It has no structured schema, so a
// typed "cd src" is an experimental proposal that validation checks
// against the generic rules; in the widget the user's shell runs it.
var cdFamily = &Family{
	Name: "cd", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: DirectOnly, Direct: true, Detect: DetectCD,
	MinOperands: 0, MaxOperands: Unbounded, PathMode: PathsCD,
	Aliases:  []string{"change directory", "go to folder"},
	Examples: []string{"cd src"},
	Notes:    []string{"cd changes the working directory of the shell that runs it."},
}
