package registry

// tee copies standard input to standard output and to its files, which
// it writes: a tee with files is a write.
var teeFamily = &Family{
	Name: "tee", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"save output and show it"},
	Examples: []string{"tee out.txt", "tee -a log.txt", "tee a.txt b.txt"},
	Spec: &Spec{
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-a", "--append"}, Help: "append to the files instead of overwriting them"},
			{Names: []string{"-i", "--ignore-interrupts"}, Help: "ignore interrupt signals"},
			{Names: []string{"-p"}, Help: "diagnose errors writing to pipes"},
		},
		Operands: []Operand{{Name: "FILE", Kind: WritePath, Output: true, Max: Unbounded, Help: "files to write what passes through"}},
	},
}
