package registry

var whichFamily = &Family{
	Name: "which", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 1, MaxOperands: Unbounded,
	Flags:    Flags{Allowed: []string{"-a"}},
	Aliases:  []string{"find executable"},
	Examples: []string{"which python3"},
	Schema: &Schema{
		Decode: func(o *Object) Args {
			return whichArgs{Commands: o.List("commands", NoLeadingDash), AllMatches: o.Bool("all_matches")}
		},
		Parse: func(ops []string) (map[string]any, error) {
			obj, rest, err := exactFlags(ops, map[string]string{"-a": "all_matches"})
			if err != nil || len(rest) == 0 {
				return nil, ErrNotParseable
			}
			obj["commands"] = rest
			return obj, nil
		},
		Prompt: `{"commands": ["python3"], "all_matches": true|false}`,
	},
}

type whichArgs struct {
	AllMatches bool     `json:"all_matches"`
	Commands   []string `json:"commands"`
}

func (a whichArgs) Argv(*Env) []string {
	return append(flagArgv([]string{"which"}, a.AllMatches, "-a"), a.Commands...)
}
