package registry

// uniq takes exactly one operand: a second operand is an output file that
// uniq would overwrite, which a read-only family must not do.
var uniqFamily = &Family{
	Name: "uniq", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 1, MaxOperands: 1,
	Flags:    Flags{Allowed: []string{"-c", "-d", "-u"}},
	Aliases:  []string{"dedupe lines", "unique lines"},
	Examples: []string{"uniq -c names.txt"},
	Schema: &Schema{
		Decode: func(o *Object) Args {
			a := uniqArgs{Path: o.Required("path", LocalPath), Count: o.Bool("count"), RepeatedOnly: o.Bool("repeated_only"), UniqueOnly: o.Bool("unique_only")}
			if a.RepeatedOnly && a.UniqueOnly {
				o.Fail("repeated_only cannot be combined with unique_only")
			}
			return a
		},
		Parse: func(ops []string) (map[string]any, error) {
			obj, paths, err := clusterOperands(ops, map[rune]string{'c': "count", 'd': "repeated_only", 'u': "unique_only"})
			if err != nil || len(paths) != 1 {
				return nil, ErrNotParseable
			}
			obj["path"] = paths[0]
			return obj, nil
		},
		Prompt: `{"path": "names.txt", "count": true|false, "repeated_only": true|false, "unique_only": true|false}`,
	},
}

type uniqArgs struct {
	Count        bool   `json:"count"`
	Path         string `json:"path"`
	RepeatedOnly bool   `json:"repeated_only"`
	UniqueOnly   bool   `json:"unique_only"`
}

func (a uniqArgs) Argv(*Env) []string {
	argv := []string{"uniq"}
	argv = flagArgv(argv, a.Count, "-c")
	argv = flagArgv(argv, a.RepeatedOnly, "-d")
	argv = flagArgv(argv, a.UniqueOnly, "-u")
	return append(argv, a.Path)
}
