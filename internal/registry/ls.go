package registry

var lsFamily = &Family{
	Name: "ls", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 0, MaxOperands: Unbounded, Passthrough: true,
	Flags:    Flags{Allowed: []string{"-R", "-a", "-h", "-l"}},
	Aliases:  []string{"list files", "show directory contents"},
	Examples: []string{"ls -la"},
	Schema: &Schema{
		Decode: decodeLs,
		Parse:  parseLs,
		Prompt: `{"path": ".", "long": true|false, "human_readable": true|false, "all": true|false, "recursive": true|false}`,
	},
}

type lsArgs struct {
	All           bool   `json:"all"`
	HumanReadable bool   `json:"human_readable"`
	Long          bool   `json:"long"`
	Path          string `json:"path"`
	Recursive     bool   `json:"recursive"`
}

func decodeLs(o *Object) Args {
	a := lsArgs{
		Path:          o.String("path", ".", LocalPath),
		Long:          o.Bool("long"),
		HumanReadable: o.Bool("human_readable"),
		All:           o.Bool("all"),
		Recursive:     o.Bool("recursive"),
	}
	if a.HumanReadable && !a.Long {
		o.Fail("human_readable requires long")
	}
	return a
}

func (a lsArgs) Argv(*Env) []string {
	argv := []string{"ls"}
	argv = flagArgv(argv, a.Long, "-l")
	argv = flagArgv(argv, a.HumanReadable, "-h")
	argv = flagArgv(argv, a.All, "-a")
	argv = flagArgv(argv, a.Recursive, "-R")
	return append(argv, a.Path)
}

func parseLs(ops []string) (map[string]any, error) {
	obj := map[string]any{}
	var paths []string
	for _, op := range ops {
		if !IsOption(op) {
			paths = append(paths, op)
			continue
		}
		letters, ok := Cluster(op, "lhaR")
		if !ok {
			return nil, ErrNotParseable
		}
		for _, c := range letters {
			obj[map[rune]string{'l': "long", 'h': "human_readable", 'a': "all", 'R': "recursive"}[c]] = true
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
