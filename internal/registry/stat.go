package registry

// stat --printf is left out: it reads backslash escapes, so a format
// could write terminal control sequences.
var statFamily = &Family{
	Name: "stat", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"file metadata", "file info"},
	Examples: []string{"stat README.md", "stat -c '%a %n' notes.txt", "stat -t notes.txt", "stat -f notes.txt", "stat -L link"},
	Notes:    []string{"GNU stat -f reports the file system; BSD/macOS stat -f takes an output format (GNU -c)."},
	Schema: &Schema{
		Decode: decodeStat,
		Parse:  parseStat,
		Prompt: `{"path": "README.md", "dereference": true|false, "verbose": true|false}`,
	},
	Spec: &Spec{HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-c", "--format"}, Value: Text, Help: "print this format instead of the default (%n name, %s size, %a octal mode, %U owner)"},
			{Names: []string{"-L", "--dereference"}, Help: "describe the file a symbolic link points to"},
			{Names: []string{"-f", "--file-system"}, Help: "GNU: describe the file system holding the file (BSD/macOS -f takes a format)"},
			{Names: []string{"-t", "--terse"}, Help: "print the information on one terse line"},
			{Names: []string{"-x"}, Help: "BSD/macOS: verbose, Linux-like output (GNU stat has no -x)"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Help: "files to describe"}},
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
