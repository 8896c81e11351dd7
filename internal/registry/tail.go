package registry

// tail -f, -F and --follow keep running until interrupted (Ctrl-C): that
// is what they are for, and they only read, so they are safe. --pid
// (follow until a process ends) and the obsolete +N forms are not
// declared.
var tailFamily = &Family{
	Name: "tail", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases: []string{"last lines"},
	Examples: []string{"tail -n 50 app.log", "tail -5 notes.txt", "tail -n +5 notes.txt", "tail -c 5 notes.txt", "tail notes.txt todo.txt",
		"tail -f app.log", "tail -F -n 100 app.log"},
	Notes: []string{"Following a file (-f, -F, --follow) runs until you press Ctrl-C."},
	Spec: &Spec{Reach: ReachReads,
		Parsing: Interleaved, NumberOption: "-n", HelpVersion: true,
		Options: []Option{
			{Names: []string{"-n", "--lines"}, Value: Integer,
				Help: "print the last N lines (default 10); +N prints from line N to the end"},
			{Names: []string{"-c", "--bytes"}, Value: Size,
				Help: "print the last N bytes (K, M suffixes allowed); +N prints from byte N to the end"},
			{Names: []string{"-q", "--quiet", "--silent"}, Help: "never print a header naming each file"},
			{Names: []string{"-v", "--verbose"}, Help: "always print a header naming each file"},
			{Names: []string{"-z", "--zero-terminated"}, Help: "read lines as separated by NUL bytes, not newlines"},
			{Names: []string{"-f"}, Help: "keep printing lines as they are added, until Ctrl-C"},
			{Names: []string{"-F"}, Help: "like -f, and reopen the file when it is replaced or appears (log rotation)"},
			{Names: []string{"--follow"}, Value: Enum, Enum: []string{"descriptor", "name"}, InlineOnly: true,
				Help: "keep printing lines as they are added, until Ctrl-C; =name reopens a replaced file"},
			{Names: []string{"--retry"}, Help: "keep trying to open a file that is missing or unreadable (with -f)"},
			{Names: []string{"-s", "--sleep-interval"}, Value: Seconds, Help: "with -f, check for new lines every this many seconds"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to read the end of"}},
	},
}
