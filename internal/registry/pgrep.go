package registry

var pgrepFamily = &Family{
	Name: "pgrep", Pack: "process", Capability: "process_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 1, MaxOperands: Unbounded,
	Flags:    Flags{Allowed: []string{"-f", "-l"}, WithValues: []string{"-u"}},
	Aliases:  []string{"find process by name"},
	Examples: []string{"pgrep -f python"},
	Schema: &Schema{
		Decode: func(o *Object) Args {
			return pgrepArgs{
				Pattern:     o.Required("pattern", NoLeadingDash),
				FullCommand: o.Bool("full_command"),
				ListNames:   o.Bool("list_names"),
				User:        o.Optional("user", NoLeadingDash),
			}
		},
		Parse:  parsePgrep,
		Prompt: `{"pattern": "python", "full_command": true|false, "list_names": true|false, "user": null}`,
	},
}

type pgrepArgs struct {
	FullCommand bool    `json:"full_command"`
	ListNames   bool    `json:"list_names"`
	Pattern     string  `json:"pattern"`
	User        *string `json:"user"`
}

func (a pgrepArgs) Argv(*Env) []string {
	argv := []string{"pgrep"}
	argv = flagArgv(argv, a.FullCommand, "-f")
	argv = flagArgv(argv, a.ListNames, "-l")
	if a.User != nil {
		argv = append(argv, "-u", *a.User)
	}
	return append(argv, a.Pattern)
}

func parsePgrep(ops []string) (map[string]any, error) {
	obj := map[string]any{}
	i := 0
	for ; i < len(ops) && IsOption(ops[i]); i++ {
		if value, used, ok := optionValue(ops, i, "-u"); ok {
			obj["user"] = value
			i += used - 1
			continue
		}
		letters, ok := Cluster(ops[i], "fl")
		if !ok {
			return nil, ErrNotParseable
		}
		for _, c := range letters {
			obj[map[rune]string{'f': "full_command", 'l': "list_names"}[c]] = true
		}
	}
	if len(ops)-i != 1 {
		return nil, ErrNotParseable
	}
	obj["pattern"] = ops[i]
	return obj, nil
}
