package registry

// sort reads one file; its -o option (which writes a file) is not allowed.
var sortFamily = &Family{
	Name: "sort", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 1, MaxOperands: Unbounded,
	Flags:    Flags{Allowed: []string{"-n", "-r", "-u"}},
	Aliases:  []string{"sort lines"},
	Examples: []string{"sort -u names.txt"},
	Schema: &Schema{
		Decode: func(o *Object) Args {
			return sortArgs{Path: o.Required("path", LocalPath), Numeric: o.Bool("numeric"), Reverse: o.Bool("reverse"), Unique: o.Bool("unique")}
		},
		Parse: func(ops []string) (map[string]any, error) {
			obj, paths, err := clusterOperands(ops, map[rune]string{'n': "numeric", 'r': "reverse", 'u': "unique"})
			if err != nil || len(paths) != 1 {
				return nil, ErrNotParseable
			}
			obj["path"] = paths[0]
			return obj, nil
		},
		Prompt: `{"path": "names.txt", "numeric": true|false, "reverse": true|false, "unique": true|false}`,
	},
}

type sortArgs struct {
	Numeric bool   `json:"numeric"`
	Path    string `json:"path"`
	Reverse bool   `json:"reverse"`
	Unique  bool   `json:"unique"`
}

func (a sortArgs) Argv(*Env) []string {
	argv := []string{"sort"}
	argv = flagArgv(argv, a.Numeric, "-n")
	argv = flagArgv(argv, a.Reverse, "-r")
	argv = flagArgv(argv, a.Unique, "-u")
	return append(argv, a.Path)
}
