package registry

var dfFamily = &Family{
	Name: "df", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 0, MaxOperands: Unbounded,
	Flags:    Flags{Allowed: []string{"-h"}},
	Aliases:  []string{"disk space"},
	Examples: []string{"df -h"},
	Schema: &Schema{
		Decode: func(o *Object) Args {
			return dfArgs{Path: o.Optional("path", LocalPath), HumanReadable: o.Bool("human_readable")}
		},
		Parse: func(ops []string) (map[string]any, error) {
			obj, rest, err := exactFlags(ops, map[string]string{"-h": "human_readable"})
			if err != nil || len(rest) > 1 {
				return nil, ErrNotParseable
			}
			if len(rest) == 1 {
				obj["path"] = rest[0]
			}
			return obj, nil
		},
		Prompt: `{"path": null, "human_readable": true|false}`,
	},
}

type dfArgs struct {
	HumanReadable bool    `json:"human_readable"`
	Path          *string `json:"path"`
}

func (a dfArgs) Argv(*Env) []string {
	argv := flagArgv([]string{"df"}, a.HumanReadable, "-h")
	if a.Path != nil {
		argv = append(argv, *a.Path)
	}
	return argv
}
