package registry

// xargs runs a command with words read from its standard input added to
// its operands. The command is nested: read by its own family's
// declaration, as if typed, with its operand minimums waived because the
// input supplies them (xargs rm is rm of whatever comes in). Its risk is
// the command's, and at least a write when the input's words land in a
// slot the command writes or removes, since those targets are unknown
// until it runs. Typed alone it reads the terminal or a redirection; its
// usual place is after a pipe.
var xargsFamily = &Family{
	Name: "xargs", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"run a command on each input line"},
	Examples: []string{"xargs wc -l", "xargs -0 -n 1 wc -c", "xargs -I {} grep -l TODO {}", "xargs -r -P 4 -n 10 wc -c"},
	Notes: []string{"The command xargs runs must be one oterminus supports; it is checked as if typed.",
		"What the command changes comes from the input, so the preview cannot list it."},
	Spec: &Spec{
		Options: []Option{
			{Names: []string{"-0", "--null"}, Help: "input items end with a NUL byte, not with blanks or newlines (for find -print0)"},
			{Names: []string{"-d", "--delimiter"}, Value: Text, Help: "input items end with this character"},
			{Names: []string{"-n", "--max-args"}, Value: Integer, Help: "use at most this many input items per command run"},
			{Names: []string{"-L", "--max-lines"}, Value: Integer, Help: "use at most this many input lines per command run"},
			{Names: []string{"-I", "--replace"}, Value: Text, NamesPlaceholder: true,
				Help: "run once per input line, replacing this word in the command with the line"},
			{Names: []string{"-P", "--max-procs"}, Value: Integer, Help: "run up to this many commands at once (0: as many as possible)"},
			{Names: []string{"-r", "--no-run-if-empty"}, Help: "do not run the command when the input is empty"},
			{Names: []string{"-t", "--verbose"}, Help: "print each command line on standard error before running it"},
			{Names: []string{"-p", "--interactive"}, Help: "ask before running each command line"},
			{Names: []string{"-a", "--arg-file"}, Value: ReadPath, Help: "read the items from this file instead of standard input"},
		},
		Operands: []Operand{{Name: "COMMAND", Kind: NestedCommand, Nested: &Nested{FromInput: true}, Min: 1, Max: Unbounded,
			Help: "the command to run, with its own options and operands"}},
		DashDash: true,
	},
}
