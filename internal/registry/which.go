package registry

var whichFamily = &Family{
	Name: "which", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"find executable"},
	Examples: []string{"which python3", "which -a python3"},
	Spec: &Spec{
		Options: []Option{
			{Names: []string{"-a"}, Help: "print every matching executable on PATH, not only the first"},
			{Names: []string{"-s"}, Help: "print nothing; only the exit status says whether all were found"},
		},
		Operands: []Operand{{Name: "NAME", Kind: Text, Min: 1, Max: Unbounded, Help: "the program names to look up on PATH"}},
	},
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
