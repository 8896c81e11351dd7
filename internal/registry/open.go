package registry

var openFamily = &Family{
	Name: "open", Pack: "macos", Capability: "macos_desktop", Platforms: []string{"darwin"},
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 1, MaxOperands: Unbounded,
	Assess:   assessOpen,
	Flags:    Flags{Allowed: []string{"-R"}, ForbiddenPrefixes: []string{"http://", "https://", "ftp://", "mailto:"}},
	Aliases:  []string{"open in finder", "reveal in finder"},
	Examples: []string{"open ."},
	Notes:    []string{"open hands a local file or folder to the macOS Finder or its default application."},
	Schema: &Schema{
		Decode: func(o *Object) Args { return openArgs{Path: o.Required("path", LocalPath), Reveal: o.Bool("reveal")} },
		Parse: func(ops []string) (map[string]any, error) {
			obj, rest, err := exactFlags(ops, map[string]string{"-R": "reveal"})
			if err != nil || len(rest) != 1 {
				return nil, ErrNotParseable
			}
			obj["path"] = rest[0]
			return obj, nil
		},
		Prompt: `{"path": ".", "reveal": true|false}`,
	},
}

type openArgs struct {
	Path   string `json:"path"`
	Reveal bool   `json:"reveal"`
}

func (a openArgs) Argv(*Env) []string {
	return append(flagArgv([]string{"open"}, a.Reveal, "-R"), a.Path)
}
