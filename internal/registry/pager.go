package registry

// less and more show text a screen at a time: interactive viewers the
// person drives, usually the last stage of a pipeline. Reading is all
// they do on their own; what the person types inside them (a shell
// escape, saving to a file) is the person's, at the keyboard. The
// options that write a log file (-o, -O) or read key bindings that can
// run commands (-k) are refused with why; -R passes the file's own
// colour codes to the terminal.
var lessFamily = &Family{
	Name: "less", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"page through text", "view a file"},
	Examples: []string{"less notes.txt", "less -N app.log", "less -S data.csv", "less +F app.log"},
	Spec: &Spec{HelpVersion: true,
		Parsing: Interleaved, DashDash: true,
		Options: []Option{
			{Names: []string{"-N", "--LINE-NUMBERS"}, Help: "number the lines"},
			{Names: []string{"-S", "--chop-long-lines"}, Help: "cut long lines instead of wrapping them"},
			{Names: []string{"-i", "--ignore-case"}, Help: "search ignoring case, unless the pattern has capitals"},
			{Names: []string{"-I", "--IGNORE-CASE"}, Help: "search ignoring case always"},
			{Names: []string{"-F", "--quit-if-one-screen"}, Help: "quit at once when the text fits on one screen"},
			{Names: []string{"-X", "--no-init"}, Help: "leave the text on the screen after quitting"},
			{Names: []string{"-R", "--RAW-CONTROL-CHARS"}, Warning: "-R passes the text's own colour escape sequences to the terminal.",
				Help: "show colour escape sequences as colours"},
			{Names: []string{"-n", "--line-numbers"}, Help: "do not count line numbers (faster on big files)"},
			{Names: []string{"+F"}, Help: "follow the end of the file as it grows (Ctrl-C stops)"},
			{Names: []string{"+G"}, Help: "start at the end of the text"},
		},
		Refuses: Pairs[string]{
			{"-o", "it writes what it shows to a log file"}, {"-O", "it writes what it shows to a log file"},
			{"--log-file", "it writes what it shows to a log file"}, {"--LOG-FILE", "it writes what it shows to a log file"},
			{"-k", "it reads key bindings from a file, which can run commands"}, {"--lesskey-file", "it reads key bindings from a file, which can run commands"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to show, in turn"}},
	},
}

var moreFamily = &Family{
	Name: "more", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"page through text"},
	Examples: []string{"more notes.txt", "more -d app.log"},
	Spec: &Spec{HelpVersion: true,
		Parsing: Interleaved, DashDash: true,
		Options: []Option{
			{Names: []string{"-d", "--silent"}, Help: "say which keys continue and quit"},
			{Names: []string{"-s", "--squeeze"}, Help: "show runs of blank lines as one"},
			{Names: []string{"-f", "--logical"}, Help: "count logical lines, not screen lines"},
			{Names: []string{"-p", "--clean-print"}, Help: "clear the screen before each page"},
			{Names: []string{"-c", "--print-over"}, Help: "draw each page from the top"},
			{Names: []string{"-n", "--lines"}, Value: Integer, Help: "show this many lines a page"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to show, in turn"}},
	},
}
