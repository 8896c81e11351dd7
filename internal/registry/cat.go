package registry

var catFamily = &Family{
	Name: "cat", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"show file contents", "print file"},
	Examples: []string{"cat README.md", "cat -n notes.txt", "cat -A notes.txt", "cat notes.txt todo.txt"},
	Spec: &Spec{Reach: ReachReads, HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-n", "--number"}, Help: "number every output line"},
			{Names: []string{"-b", "--number-nonblank"}, Help: "number only the non-empty output lines (overrides -n)"},
			{Names: []string{"-s", "--squeeze-blank"}, Help: "print runs of empty lines as one empty line"},
			{Names: []string{"-A", "--show-all"}, Help: "show tabs as ^I, line ends as $ and other non-printing characters (GNU; same as -vET)"},
			{Names: []string{"-E", "--show-ends"}, Help: "show a $ at the end of each line (GNU)"},
			{Names: []string{"-T", "--show-tabs"}, Help: "show tab characters as ^I (GNU)"},
			{Names: []string{"-v", "--show-nonprinting"}, Help: "show control and non-ASCII characters with ^ and M- notation"},
			{Names: []string{"-e"}, Help: "show non-printing characters and a $ at each line end (same as -vE)"},
			{Names: []string{"-t"}, Help: "show non-printing characters and tabs as ^I (same as -vT)"},
			{Names: []string{"-u"}, Help: "write output unbuffered (GNU cat ignores it)"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to print, in order ('-' is standard input)"}},
	},
}
