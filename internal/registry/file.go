package registry

var fileFamily = &Family{
	Name: "file", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 1, MaxOperands: Unbounded,
	Flags:    Flags{Allowed: []string{"-b"}},
	Aliases:  []string{"identify file type"},
	Examples: []string{"file README.md"},
	Schema: &Schema{
		Decode: decodeFile,
		Parse:  parseFile,
		Prompt: `{"paths": ["README.md"], "brief": true|false}`,
	},
}

type fileArgs struct {
	Brief bool     `json:"brief"`
	Paths []string `json:"paths"`
}

func decodeFile(o *Object) Args {
	return fileArgs{Paths: o.List("paths", LocalPath), Brief: o.Bool("brief")}
}

func (a fileArgs) Argv(*Env) []string {
	return append(flagArgv([]string{"file"}, a.Brief, "-b"), a.Paths...)
}

func parseFile(ops []string) (map[string]any, error) {
	obj, paths, err := exactFlags(ops, map[string]string{"-b": "brief"})
	if err != nil || len(paths) == 0 {
		return nil, ErrNotParseable
	}
	obj["paths"] = paths
	return obj, nil
}
