package registry

var duFamily = &Family{
	Name: "du", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 0, MaxOperands: Unbounded,
	Flags:    Flags{Allowed: []string{"-a", "-c", "-h", "-k", "-s", "-x"}, WithValues: []string{"-d"}},
	Aliases:  []string{"disk usage", "folder size"},
	Examples: []string{"du -h ."},
	Schema: &Schema{
		Decode: decodeDu,
		Parse:  parseDu,
		Prompt: `{"path": ".", "human_readable": true|false, "summarize": true|false, "max_depth": 1|null}`,
	},
}

type duArgs struct {
	HumanReadable bool   `json:"human_readable"`
	MaxDepth      *int   `json:"max_depth"`
	Path          string `json:"path"`
	Summarize     bool   `json:"summarize"`
}

func decodeDu(o *Object) Args {
	a := duArgs{
		Path:          o.String("path", ".", LocalPath),
		HumanReadable: o.Bool("human_readable"),
		Summarize:     o.Bool("summarize"),
		MaxDepth:      o.OptInt("max_depth", 0, NoMax),
	}
	if a.Summarize && a.MaxDepth != nil {
		o.Fail("summarize cannot be combined with max_depth")
	}
	return a
}

func (a duArgs) Argv(*Env) []string {
	argv := []string{"du"}
	argv = flagArgv(argv, a.HumanReadable, "-h")
	argv = flagArgv(argv, a.Summarize, "-s")
	if a.MaxDepth != nil {
		argv = append(argv, "-d", itoa(*a.MaxDepth))
	}
	return append(argv, a.Path)
}

func parseDu(ops []string) (map[string]any, error) {
	obj := map[string]any{}
	var paths []string
	for i := 0; i < len(ops); i++ {
		op := ops[i]
		if !IsOption(op) {
			paths = append(paths, op)
			continue
		}
		if value, used, ok := optionValue(ops, i, "-d"); ok {
			n, isInt := PyInt(value)
			if !isInt {
				return nil, ErrNotParseable
			}
			obj["max_depth"] = n
			i += used - 1
			continue
		}
		letters, ok := Cluster(op, "hs")
		if !ok {
			return nil, ErrNotParseable
		}
		for _, c := range letters {
			obj[map[rune]string{'h': "human_readable", 's': "summarize"}[c]] = true
		}
	}
	if len(paths) > 1 {
		return nil, ErrNotParseable
	}
	if len(paths) == 1 {
		obj["path"] = paths[0]
	}
	return obj, nil
}
