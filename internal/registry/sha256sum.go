package registry

// sha256sum -c (check the files a list names) is refused: the files it would
// read are named inside the list, where the path checks never see them.
var sha256sumFamily = &Family{
	Name: "sha256sum", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"sha256sum checksum"},
	Examples: []string{"sha256sum notes.txt", "sha256sum a.iso b.iso", "sha256sum --tag notes.txt"},
	Notes:    []string{"Checking a list of sums (-c) is refused."},
	Spec: &Spec{
		Interleaved: true,
		Options: []Option{
			{Names: []string{"-b", "--binary"}, Help: "read in binary mode"},
			{Names: []string{"-t", "--text"}, Help: "read in text mode (the default)"},
			{Names: []string{"--tag"}, Help: "print BSD-style lines"},
			{Names: []string{"-z", "--zero"}, Help: "end each output line with NUL, not newline"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to sum"}},
	},
}
