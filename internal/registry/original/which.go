package original

type whichArgs struct {
	AllMatches bool     `json:"all_matches"`
	Commands   []string `json:"commands"`
}

func (a whichArgs) Argv() []string {
	return append(flagArgv([]string{"which"}, a.AllMatches, "-a"), a.Commands...)
}

func decodeWhich(o *Object) Args {
	return whichArgs{Commands: o.List("commands", NoLeadingDash), AllMatches: o.Bool("all_matches")}
}
