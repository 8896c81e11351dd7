package registry

// uniq takes one operand: a second operand is an output file that uniq
// would overwrite, which the evals hold a text inspection must not do.
var uniqFamily = &Family{
	Name: "uniq", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"dedupe lines", "unique lines"},
	Examples: []string{"uniq -c names.txt", "uniq -d names.txt", "uniq -w 10 names.txt", "uniq -s 5 names.txt"},
	Notes:    []string{"A second operand (an output file uniq would overwrite) is refused."},
	Spec: &Spec{Reach: ReachWrites, HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-c", "--count"}, Help: "prefix each line with how many times it occurred in a row"},
			{Names: []string{"-d", "--repeated"}, Help: "print only lines that are repeated, once each"},
			{Names: []string{"-D"}, Help: "print every line of each repeated group"},
			{Names: []string{"--all-repeated"}, Value: Enum, Enum: []string{"none", "prepend", "separate"}, InlineOnly: true,
				Help: "print every line of each repeated group, optionally separating groups with empty lines"},
			{Names: []string{"-u", "--unique"}, Help: "print only lines that are not repeated"},
			{Names: []string{"-i", "--ignore-case"}, Help: "compare lines ignoring case"},
			{Names: []string{"-f", "--skip-fields"}, Value: Integer, Help: "ignore the first N blank-separated fields when comparing"},
			{Names: []string{"-s", "--skip-chars"}, Value: Integer, Help: "ignore the first N characters when comparing"},
			{Names: []string{"-w", "--check-chars"}, Value: Integer, Help: "compare at most N characters of each line"},
			{Names: []string{"-z", "--zero-terminated"}, Help: "read lines as separated by NUL bytes, not newlines"},
		},
		Operands: []Operand{{Name: "INPUT", Kind: ReadPath, Min: 1, Max: 1, Stdin: true, Help: "the file to read; only adjacent equal lines are merged"}},
	},
}
