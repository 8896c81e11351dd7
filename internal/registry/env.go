package registry

// env shows one environment variable. The original rendered "env NAME",
// which runs the program NAME; this family renders "printenv NAME", which
// only prints, and accepts identifier names only. Typed "env X" and
// "printenv X" both belong here.
var envFamily = &Family{
	Name: "env", Programs: []string{"printenv", "env"}, Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 1, MaxOperands: 1,
	Aliases:  []string{"environment variable"},
	Examples: []string{"printenv PATH"},
	Notes:    []string{"The full environment may contain secrets, so only single-variable lookups are supported."},
	Assess: func([]string) (Risk, []string) {
		return Safe, []string{"Environment values may include secrets; check the output before sharing it."}
	},
	Schema: &Schema{
		Decode: func(o *Object) Args { return envArgs{Variable: o.Required("variable", Identifier)} },
		Parse: func(ops []string) (map[string]any, error) {
			if len(ops) != 1 || IsOption(ops[0]) {
				return nil, ErrNotParseable
			}
			return map[string]any{"variable": ops[0]}, nil
		},
		Prompt: `{"variable": "PATH"}`,
	},
}

type envArgs struct {
	Variable string `json:"variable"`
}

func (a envArgs) Argv(*Env) []string { return []string{"printenv", a.Variable} }
