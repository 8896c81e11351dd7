package registry

// mkdir -m takes any mode: setgid on a directory only makes new entries
// inherit its group, and Linux ignores setuid on directories, so neither
// is the privilege risk it is on a program (chmod).
var mkdirFamily = &Family{
	Name: "mkdir", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Write, Maturity: Structured, Direct: true,
	Aliases:  []string{"create folder", "make directory"},
	Examples: []string{"mkdir -p logs/archive", "mkdir src docs", "mkdir -m 750 private", "mkdir -pv a/b/c"},
	Schema: &Schema{
		Decode: decodeMkdir,
		Parse:  parseMkdir,
		Prompt: `{"path": "logs", "parents": true|false}`,
	},
	Spec: &Spec{Reach: ReachReads, HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-p", "--parents"}, Help: "create missing parent directories too; no error if the directory exists"},
			{Names: []string{"-v", "--verbose"}, Help: "print a line for each directory created"},
			{Names: []string{"-m", "--mode"}, Value: Mode,
				Help: "give the new directories this permission mode (as chmod reads it) instead of 0777 less the umask"},
		},
		Operands: []Operand{{Name: "DIRECTORY", Kind: WritePath, Min: 1, Max: Unbounded, Help: "directories to create"}},
	},
}

type mkdirArgs struct {
	Parents bool   `json:"parents"`
	Path    string `json:"path"`
}

func decodeMkdir(o *Object) Args {
	return mkdirArgs{Path: o.Required("path", LocalPath), Parents: o.Bool("parents")}
}

func (a mkdirArgs) Argv(*Env) []string {
	return append(flagArgv([]string{"mkdir"}, a.Parents, "-p"), a.Path)
}

func parseMkdir(ops []string) (map[string]any, error) {
	obj, paths, err := exactFlags(ops, map[string]string{"-p": "parents"})
	if err != nil || len(paths) != 1 {
		return nil, ErrNotParseable
	}
	obj["path"] = paths[0]
	return obj, nil
}

// exactFlags reads options that must match exactly (no clusters), each
// setting one boolean key, and returns the remaining operands.
func exactFlags(ops []string, keys map[string]string) (map[string]any, []string, error) {
	obj := map[string]any{}
	var rest []string
	for _, op := range ops {
		if !IsOption(op) {
			rest = append(rest, op)
			continue
		}
		key, ok := keys[op]
		if !ok {
			return nil, nil, ErrNotParseable
		}
		obj[key] = true
	}
	return obj, rest, nil
}
