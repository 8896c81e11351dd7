package registry

var nlFamily = &Family{
	Name: "nl", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"number lines"},
	Examples: []string{"nl notes.txt", "nl -b a notes.txt", "nl -n rz -w 3 notes.txt", "nl -s ': ' -i 2 -v 10 notes.txt"},
	Spec: &Spec{Reach: ReachReads,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-b", "--body-numbering"}, Value: Text, Help: "which lines to number: a (all), t (non-empty), n (none) or pREGEX"},
			{Names: []string{"-n", "--number-format"}, Value: Enum, Enum: []string{"ln", "rn", "rz"}, Help: "number format: left, right, or right with zeros"},
			{Names: []string{"-w", "--number-width"}, Value: Integer, Help: "use this many columns for numbers"},
			{Names: []string{"-s", "--number-separator"}, Value: Text, Help: "put this text after each number"},
			{Names: []string{"-i", "--line-increment"}, Value: Integer, Help: "count up by this much"},
			{Names: []string{"-v", "--starting-line-number"}, Value: Integer, Help: "start counting at this number"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to number"}},
	},
}
