package registry

var wcFamily = &Family{
	Name: "wc", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 1, MaxOperands: Unbounded,
	Flags:    Flags{Allowed: []string{"-c", "-l", "-w"}},
	Aliases:  []string{"count lines", "count words"},
	Examples: []string{"wc -l README.md"},
	Schema: &Schema{
		Decode: func(o *Object) Args {
			return wcArgs{Paths: o.List("paths", LocalPath), Lines: o.Bool("lines"), Words: o.Bool("words"), Bytes: o.Bool("bytes")}
		},
		Parse: func(ops []string) (map[string]any, error) {
			obj, paths, err := clusterOperands(ops, map[rune]string{'l': "lines", 'w': "words", 'c': "bytes"})
			if err != nil || len(paths) == 0 {
				return nil, ErrNotParseable
			}
			obj["paths"] = paths
			return obj, nil
		},
		Prompt: `{"paths": ["README.md"], "lines": true|false, "words": true|false, "bytes": true|false}`,
	},
}

type wcArgs struct {
	Bytes bool     `json:"bytes"`
	Lines bool     `json:"lines"`
	Paths []string `json:"paths"`
	Words bool     `json:"words"`
}

func (a wcArgs) Argv(*Env) []string {
	argv := []string{"wc"}
	argv = flagArgv(argv, a.Lines, "-l")
	argv = flagArgv(argv, a.Words, "-w")
	argv = flagArgv(argv, a.Bytes, "-c")
	return append(argv, a.Paths...)
}
