package registry

// basename strips the directory (and optionally a suffix) from names. It
// reads no file: its operands are text, so no path policy applies.
var basenameFamily = &Family{
	Name: "basename", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"file name without directory", "strip directory from path", "strip suffix from file name"},
	Examples: []string{"basename src/notes.txt", "basename -s .txt src/notes.txt", "basename -a src/a.txt docs/b.md"},
	Spec: &Spec{Reach: ReachReads,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-a", "--multiple"}, Help: "treat every operand as a name (without it a second operand is a suffix)"},
			{Names: []string{"-s", "--suffix"}, Value: Text, Help: "remove this trailing suffix too (implies -a)"},
			{Names: []string{"-z", "--zero"}, Help: "end each output line with NUL instead of newline"},
		},
		Operands: []Operand{{Name: "NAME", Kind: Text, Min: 1, Max: Unbounded, Help: "a path name; its last component is printed"}},
	},
}
