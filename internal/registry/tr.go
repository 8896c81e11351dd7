package registry

// tr reads only standard input: it has no file operands.
var trFamily = &Family{
	Name: "tr", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"translate characters", "delete characters"},
	Examples: []string{"tr a-z A-Z", "tr -d '\\r'", "tr -s ' '", "tr -cd '[:alnum:]'", "tr ':' '\\n'"},
	Spec: &Spec{
		Options: []Option{
			{Names: []string{"-d", "--delete"}, Help: "delete the characters of SET1"},
			{Names: []string{"-s", "--squeeze-repeats"}, Help: "squeeze runs of a repeated character into one"},
			{Names: []string{"-c", "-C", "--complement"}, Help: "use every character not in SET1"},
			{Names: []string{"-t", "--truncate-set1"}, Help: "first cut SET1 to the length of SET2"},
		},
		Operands: []Operand{
			{Name: "SET1", Kind: Text, Min: 1, Max: 1, Help: "the characters to translate, delete or squeeze"},
			{Name: "SET2", Kind: Text, Max: 1, Help: "what they become"},
		},
	},
}
