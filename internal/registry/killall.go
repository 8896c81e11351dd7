package registry

// killall sends a signal to every process with a given name: dangerous,
// except killall -l, which lists the signal names.
var killallFamily = &Family{
	Name: "killall", Pack: "process", Capability: "process_control",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"kill every process with a name"},
	Examples: []string{"killall -l", "killall firefox", "killall -9 firefox", "killall -i firefox", "killall -u alice sleep"},
	Notes:    []string{"The options are those of psmisc's killall (Linux); killall -l is safe."},
	Spec: &Spec{Parsing: Interleaved, DashDash: true, SignalOption: "-s",
		Options: []Option{
			{Names: []string{"-s", "--signal"}, Value: Signal, Help: "send this signal (TERM by default; -9 or -KILL is the same)"},
			{Names: []string{"-l", "--list"}, Selects: "list", Help: "list the signal names"},
			{Names: []string{"-e", "--exact"}, Help: "require an exact match for very long names"},
			{Names: []string{"-I", "--ignore-case"}, Help: "match names without regard to case"},
			{Names: []string{"-i", "--interactive"}, Help: "ask before killing each process"},
			{Names: []string{"-q", "--quiet"}, Help: "do not complain when no process was killed"},
			{Names: []string{"-r", "--regexp"}, Help: "read the names as extended regular expressions"},
			{Names: []string{"-u", "--user"}, Value: User, Help: "kill only processes of this user"},
			{Names: []string{"-v", "--verbose"}, Help: "report whether the signal was sent"},
			{Names: []string{"-w", "--wait"}, Help: "wait until every killed process has died"},
			{Names: []string{"-o", "--older-than"}, Value: Age, Help: "match only processes older than this (30s, 5m, 2h)"},
			{Names: []string{"-y", "--younger-than"}, Value: Age, Help: "match only processes younger than this (30s, 5m, 2h)"},
		},
		Operands: []Operand{{Name: "NAME", Kind: Text, Min: 1, Max: Unbounded, Risk: Dangerous, Unless: []string{"-l"},
			Help: "the process names to signal"}},
	},
}
