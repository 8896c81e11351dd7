package registry

var mvFamily = &Family{
	Name: "mv", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Write, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 2, MaxOperands: Unbounded,
	Changes:  lastOperand,
	Flags:    Flags{Allowed: []string{"-n"}},
	Aliases:  []string{"move file", "rename file"},
	Examples: []string{"mv report.md docs/"},
	Schema: &Schema{
		Decode: decodeMv,
		Parse:  parseMv,
		Prompt: `{"source": "a.txt", "destination": "docs/", "no_clobber": true|false}`,
	},
}

type mvArgs struct {
	Destination string `json:"destination"`
	NoClobber   bool   `json:"no_clobber"`
	Source      string `json:"source"`
}

func decodeMv(o *Object) Args {
	return mvArgs{
		Source:      o.Required("source", LocalPath),
		Destination: o.Required("destination", LocalPath),
		NoClobber:   o.Bool("no_clobber"),
	}
}

func (a mvArgs) Argv(*Env) []string {
	return append(flagArgv([]string{"mv"}, a.NoClobber, "-n"), a.Source, a.Destination)
}

func parseMv(ops []string) (map[string]any, error) {
	obj, paths, err := exactFlags(ops, map[string]string{"-n": "no_clobber"})
	if err != nil || len(paths) != 2 {
		return nil, ErrNotParseable
	}
	obj["source"], obj["destination"] = paths[0], paths[1]
	return obj, nil
}
