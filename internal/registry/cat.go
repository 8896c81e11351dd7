package registry

var catFamily = &Family{
	Name: "cat", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 1, MaxOperands: Unbounded,
	Aliases:  []string{"show file contents", "print file"},
	Examples: []string{"cat README.md"},
	Schema: &Schema{
		Decode: func(o *Object) Args { return catArgs{Paths: o.List("paths", LocalPath)} },
		Parse: func(ops []string) (map[string]any, error) {
			if len(ops) == 0 {
				return nil, ErrNotParseable
			}
			for _, op := range ops {
				if IsOption(op) || op == "-" {
					return nil, ErrNotParseable
				}
			}
			return map[string]any{"paths": ops}, nil
		},
		Prompt: `{"paths": ["README.md"]}`,
	},
}

type catArgs struct {
	Paths []string `json:"paths"`
}

func (a catArgs) Argv(*Env) []string { return append([]string{"cat"}, a.Paths...) }
