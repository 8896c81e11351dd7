package registry

var statFamily = &Family{
	Name: "stat", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 1, MaxOperands: Unbounded,
	Flags:    Flags{Allowed: []string{"-L", "-x"}, WithValues: []string{"-f"}},
	Aliases:  []string{"file metadata", "file info"},
	Examples: []string{"stat README.md"},
	Schema: &Schema{
		Decode: decodeStat,
		Parse:  parseStat,
		Prompt: `{"path": "README.md", "dereference": true|false, "verbose": true|false}`,
	},
}

type statArgs struct {
	Dereference bool   `json:"dereference"`
	Path        string `json:"path"`
	Verbose     bool   `json:"verbose"`
}

func decodeStat(o *Object) Args {
	return statArgs{
		Path:        o.Required("path", LocalPath),
		Dereference: o.Bool("dereference"),
		Verbose:     o.Bool("verbose"),
	}
}

func (a statArgs) Argv(*Env) []string {
	argv := []string{"stat"}
	argv = flagArgv(argv, a.Dereference, "-L")
	argv = flagArgv(argv, a.Verbose, "-x")
	return append(argv, a.Path)
}

func parseStat(ops []string) (map[string]any, error) {
	obj, paths, err := clusterOperands(ops, map[rune]string{'L': "dereference", 'x': "verbose"})
	if err != nil || len(paths) != 1 {
		return nil, ErrNotParseable
	}
	obj["path"] = paths[0]
	return obj, nil
}

// clusterOperands reads option clusters whose letters each set one boolean
// key, and returns them with the remaining operands.
func clusterOperands(ops []string, keys map[rune]string) (map[string]any, []string, error) {
	letters := make([]rune, 0, len(keys))
	for c := range keys {
		letters = append(letters, c)
	}
	obj := map[string]any{}
	var rest []string
	for _, op := range ops {
		if !IsOption(op) {
			rest = append(rest, op)
			continue
		}
		cluster, ok := Cluster(op, string(letters))
		if !ok {
			return nil, nil, ErrNotParseable
		}
		for _, c := range cluster {
			obj[keys[c]] = true
		}
	}
	return obj, rest, nil
}
