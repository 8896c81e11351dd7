package registry

// kill sends a signal to processes by id. A signal can end a process
// and lose its work, so a command with process ids is dangerous; kill -l
// (list the signals) and kill -0 (only check that the processes exist
// and may be signalled) change nothing. Job specs (%1) name the shell's
// jobs, which oterminus cannot see: they are refused, and so is a
// negative id (a process group; -1 is every process) unless written
// after "--", where it stays dangerous.
var killFamily = &Family{
	Name: "kill", Pack: "process", Capability: "process_control",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"kill a process", "stop a process by id", "send a signal to a process"},
	Examples: []string{"kill -l", "kill 1234", "kill -TERM 1234", "kill -9 1234", "kill -s HUP 1234", "kill -0 1234"},
	Notes:    []string{"Sending a signal is dangerous; kill -l and kill -0 are safe."},
	Spec: &Spec{DashDash: true, SignalOption: "-s",
		Options: []Option{
			{Names: []string{"-s", "--signal"}, Value: Signal, Help: "send this signal (TERM by default; -9 or -KILL is the same as -s KILL)"},
			{Names: []string{"-l", "-L", "--list", "--table"}, Selects: "list", Help: "list the signal names (or name the signals given by number)"},
			{Names: []string{"-0"}, Selects: "check", Help: "send no signal: only check that the processes exist and may be signalled"},
		},
		Operands: []Operand{{Name: "PID", Kind: Integer, Min: 1, Max: Unbounded, Risk: Dangerous,
			RiskIn: Pairs[Risk]{{"list", Safe}, {"check", Safe}}, Unless: []string{"-l"},
			Help: "the ids of the processes to signal"}},
	},
}
