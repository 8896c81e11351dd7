package original

type pgrepArgs struct {
	FullCommand bool    `json:"full_command"`
	ListNames   bool    `json:"list_names"`
	Pattern     string  `json:"pattern"`
	User        *string `json:"user"`
}

func (a pgrepArgs) Argv() []string {
	argv := []string{"pgrep"}
	argv = flagArgv(argv, a.FullCommand, "-f")
	argv = flagArgv(argv, a.ListNames, "-l")
	if a.User != nil {
		argv = append(argv, "-u", *a.User)
	}
	return append(argv, a.Pattern)
}

func decodePgrep(o *Object) Args {
	return pgrepArgs{
		Pattern:     o.Required("pattern", NoLeadingDash),
		FullCommand: o.Bool("full_command"),
		ListNames:   o.Bool("list_names"),
		User:        o.Optional("user", NoLeadingDash),
	}
}
