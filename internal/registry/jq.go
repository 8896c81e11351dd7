package registry

// jq filters JSON: its program (the filter) computes and prints, and
// reads nothing but its input, the files named, and modules from its
// search path; it cannot write a file or run a program. A filter read
// from a file (-f), and a file bound to a name (--rawfile, --slurpfile:
// two value words, a name and the file), are reads of those files.
var jqFamily = &Family{
	Name: "jq", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"filter json", "pretty-print json"},
	Examples: []string{"jq . package.json", "jq -r .name package.json", "jq -c '.[] | {id, name}' data.json", "jq -S . data.json"},
	Spec: &Spec{Reach: ReachReads, HelpVersion: true,
		Parsing: Interleaved, DashDash: true,
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
			{Names: []string{"--arg"}, Value: Text, Then: Text, Help: "set $NAME to the string VALUE in the filter"},
			{Names: []string{"--argjson"}, Value: Text, Then: Text, Help: "set $NAME to the JSON VALUE in the filter"},
			{Names: []string{"--rawfile"}, Value: Text, Then: ReadPath, Help: "set $NAME to the text of this file, which jq reads"},
			{Names: []string{"--slurpfile"}, Value: Text, Then: ReadPath, Help: "set $NAME to an array of the JSON values in this file, which jq reads"},
		},
		Operands: []Operand{
			{Name: "FILTER", Kind: Text, Min: 1, Max: 1, Unless: []string{"-f", "--from-file"}, Help: "the jq program ('.' prints the input)"},
			{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "JSON files to read"},
		},
	},
}
