package registry

// w lists who is logged in and what they are running.
var wFamily = &Family{
	Name: "w", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"who is logged in and what are they doing"},
	Examples: []string{"w", "w -h", "w -s", "w alice"},
	Spec: &Spec{Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-h", "--no-header"}, Help: "do not print the header"},
			{Names: []string{"-u", "--no-current"}, Help: "ignore the user name when working out the current process and CPU times"},
			{Names: []string{"-s", "--short"}, Help: "short format: leave out login time, JCPU and PCPU"},
			{Names: []string{"-f", "--from"}, Help: "toggle the FROM (remote host) column"},
			{Names: []string{"-o", "--old-style"}, Help: "old style output: blank space for idle times under a minute"},
			{Names: []string{"-i", "--ip-addr"}, Help: "show IP addresses instead of host names in FROM"},
			{Names: []string{"-p", "--pids"}, Help: "show the process id of each login's current process"},
		},
		Operands: []Operand{{Name: "USER", Kind: User, Max: 1, Help: "show only this user's logins"}},
	},
}
