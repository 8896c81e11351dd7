package registry

var pgrepFamily = &Family{
	Name: "pgrep", Pack: "process", Capability: "process_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"find process by name"},
	Examples: []string{"pgrep -f python", "pgrep -fl python", "pgrep -u alice sshd", "pgrep -n firefox", "pgrep -a python"},
	Spec: &Spec{Parsing: Interleaved, DashDash: true, HelpVersion: true,
		Options: []Option{
			{Names: []string{"-l", "--list-name"}, Help: "print the process name next to each id"},
			{Names: []string{"-a", "--list-full"}, Help: "print the full command line next to each id (Linux; on macOS -a includes ancestors)"},
			{Names: []string{"-f", "--full"}, Help: "match the pattern against the full command line, not only the name"},
			{Names: []string{"-x", "--exact"}, Help: "match only processes whose name (with -f: command line) is exactly the pattern"},
			{Names: []string{"-i", "--ignore-case"}, Help: "match without regard to case"},
			{Names: []string{"-n", "--newest"}, Help: "print only the most recently started match"},
			{Names: []string{"-o", "--oldest"}, Help: "print only the least recently started match"},
			{Names: []string{"-c", "--count"}, Help: "print how many processes match instead of their ids"},
			{Names: []string{"-v", "--inverse"}, Help: "print the processes that do not match"},
			{Names: []string{"-u", "--euid"}, Value: User, Help: "match only processes whose effective user is this name or id"},
			{Names: []string{"-U", "--uid"}, Value: User, Help: "match only processes whose real user is this name or id"},
			{Names: []string{"-P", "--parent"}, Value: Integer, Help: "match only children of the process with this id"},
			{Names: []string{"-d", "--delimiter"}, Value: Text, Help: "separate the printed ids with this text (default a newline)"},
		},
		Operands: []Operand{{Name: "PATTERN", Kind: Regex, Max: 1, Help: "the extended regular expression process names must match"}},
	},
}
