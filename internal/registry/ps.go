package registry

var psFamily = &Family{
	Name: "ps", Pack: "process", Capability: "process_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 0, MaxOperands: Unbounded,
	Flags:    Flags{Allowed: []string{"-A", "-e", "-f"}, WithValues: []string{"-p", "-u"}},
	Aliases:  []string{"show running processes"},
	Examples: []string{"ps -A"},
	Schema: &Schema{
		Decode: func(o *Object) Args {
			return psArgs{
				AllProcesses: o.Bool("all_processes"),
				FullFormat:   o.Bool("full_format"),
				User:         o.Optional("user", NoLeadingDash),
				PID:          o.OptInt("pid", 1, NoMax),
			}
		},
		Parse:  parsePs,
		Prompt: `{"all_processes": true|false, "full_format": true|false, "user": "name"|null, "pid": 1234|null}`,
	},
}

type psArgs struct {
	AllProcesses bool    `json:"all_processes"`
	FullFormat   bool    `json:"full_format"`
	PID          *int    `json:"pid"`
	User         *string `json:"user"`
}

func (a psArgs) Argv(*Env) []string {
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

func parsePs(ops []string) (map[string]any, error) {
	obj := map[string]any{}
	for i := 0; i < len(ops); i++ {
		if !IsOption(ops[i]) {
			return nil, ErrNotParseable
		}
		if value, used, ok := optionValue(ops, i, "-u"); ok {
			obj["user"] = value
			i += used - 1
			continue
		}
		if value, used, ok := optionValue(ops, i, "-p"); ok {
			n, isInt := PyInt(value)
			if !isInt {
				return nil, ErrNotParseable
			}
			obj["pid"] = n
			i += used - 1
			continue
		}
		letters, ok := Cluster(ops[i], "Aef")
		if !ok {
			return nil, ErrNotParseable
		}
		for _, c := range letters {
			if c == 'f' {
				obj["full_format"] = true
			} else {
				obj["all_processes"] = true
			}
		}
	}
	return obj, nil
}
