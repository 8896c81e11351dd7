package original

type psArgs struct {
	AllProcesses bool    `json:"all_processes"`
	FullFormat   bool    `json:"full_format"`
	PID          *int    `json:"pid"`
	User         *string `json:"user"`
}

func (a psArgs) Argv() []string {
	argv := []string{"ps"}
	argv = flagArgv(argv, a.AllProcesses, "-A")
	argv = flagArgv(argv, a.FullFormat, "-f")
	if a.User != nil {
		argv = append(argv, "-u", *a.User)
	}
	if a.PID != nil {
		argv = append(argv, "-p", itoa(*a.PID))
	}
	return argv
}

func decodePs(o *Object) Args {
	return psArgs{
		AllProcesses: o.Bool("all_processes"),
		FullFormat:   o.Bool("full_format"),
		User:         o.Optional("user", NoLeadingDash),
		PID:          o.OptInt("pid", 1, NoMax),
	}
}
