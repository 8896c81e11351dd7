package registry

// jq filters JSON: its program (the filter) computes and prints, and
// reads nothing but its input, the files named, and modules from its
// search path; it cannot write a file or run a program. A filter read
// from a file (-f) is a read of that file. The options that bind a name
// to a value or to a file's content (--arg, --argjson, --rawfile,
// --slurpfile) take two words, which the grammar does not read yet: they
// are refused with why.
var jqFamily = &Family{
	Name: "jq", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"filter json", "pretty-print json"},
	Examples: []string{"jq . package.json", "jq -r .name package.json", "jq -c '.[] | {id, name}' data.json", "jq -S . data.json"},
	Spec: &Spec{Reach: ReachReads, HelpVersion: true,
		Interleaved: true, DashDash: true,
		Options: []Option{
			{Names: []string{"-r", "--raw-output"}, Help: "print strings without JSON quotes"},
			{Names: []string{"-j", "--join-output"}, Help: "like -r, without a newline after each output"},
			{Names: []string{"-c", "--compact-output"}, Help: "print each output on one line"},
			{Names: []string{"-s", "--slurp"}, Help: "read every input into one array"},
			{Names: []string{"-n", "--null-input"}, Help: "run the filter once with null as input, reading no input"},
			{Names: []string{"-R", "--raw-input"}, Help: "read each line as a string, not as JSON"},
			{Names: []string{"-e", "--exit-status"}, Help: "exit 1 when the last output is false or null"},
			{Names: []string{"-S", "--sort-keys"}, Help: "print object keys sorted"},
			{Names: []string{"-a", "--ascii-output"}, Help: "escape characters beyond ASCII"},
			{Names: []string{"-C", "--color-output"}, Help: "colour the output even when it is not a terminal"},
			{Names: []string{"-M", "--monochrome-output"}, Help: "never colour the output"},
			{Names: []string{"--tab"}, Help: "indent with tabs"},
			{Names: []string{"--indent"}, Value: Integer, Help: "indent with this many spaces (at most 7)"},
			{Names: []string{"-f", "--from-file"}, Value: ReadPath, Help: "read the filter from this file"},
		},
		Refuses: map[string]string{
			"--arg": "oterminus does not read an option with a name and a value yet", "--argjson": "oterminus does not read an option with a name and a value yet",
			"--rawfile": "it reads a file under a name, which oterminus does not check yet", "--slurpfile": "it reads a file under a name, which oterminus does not check yet",
		},
		Operands: []Operand{
			{Name: "FILTER", Kind: Text, Min: 1, Max: 1, Unless: []string{"-f", "--from-file"}, Help: "the jq program ('.' prints the input)"},
			{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "JSON files to read"},
		},
	},
}
