package registry

// pkill sends a signal to every process whose name matches a pattern:
// always dangerous, since the pattern can match more than meant.
var pkillFamily = &Family{
	Name: "pkill", Pack: "process", Capability: "process_control",
	Risk: Dangerous, Maturity: Structured, Direct: true,
	Aliases:  []string{"kill processes by name"},
	Examples: []string{"pkill firefox", "pkill -f 'python server.py'", "pkill -9 -x firefox", "pkill -HUP nginx", "pkill -u alice sleep"},
	Notes:    []string{"Check what a pattern matches first with pgrep -a PATTERN."},
	Spec: &Spec{Parsing: Interleaved, DashDash: true, SignalOption: "--signal",
		Options: []Option{
			{Names: []string{"--signal"}, Value: Signal, Help: "send this signal (TERM by default; -9 or -KILL is the same)"},
			{Names: []string{"-f", "--full"}, Help: "match the pattern against the full command line, not only the name"},
			{Names: []string{"-x", "--exact"}, Help: "match only processes whose name (with -f: command line) is exactly the pattern"},
			{Names: []string{"-i", "--ignore-case"}, Help: "match without regard to case"},
			{Names: []string{"-n", "--newest"}, Help: "signal only the most recently started match"},
			{Names: []string{"-o", "--oldest"}, Help: "signal only the least recently started match"},
			{Names: []string{"-e", "--echo"}, Help: "print what is killed"},
			{Names: []string{"-c", "--count"}, Help: "print how many processes matched"},
			{Names: []string{"-u", "--euid"}, Value: User, Help: "match only processes whose effective user is this name or id"},
			{Names: []string{"-U", "--uid"}, Value: User, Help: "match only processes whose real user is this name or id"},
			{Names: []string{"-P", "--parent"}, Value: Integer, Help: "match only children of the process with this id"},
			{Names: []string{"-t", "--terminal"}, Value: Text, Help: "match only processes on this terminal (pts/1)"},
		},
		Operands: []Operand{{Name: "PATTERN", Kind: Regex, Max: 1, Help: "the extended regular expression process names must match"}},
	},
}
