package registry

var cpFamily = &Family{
	Name: "cp", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Write, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 2, MaxOperands: Unbounded,
	Changes:  lastOperand,
	Flags:    Flags{Allowed: []string{"-R", "-n", "-p"}},
	Aliases:  []string{"copy file", "duplicate file"},
	Examples: []string{"cp notes.txt backup/notes.txt"},
	Schema: &Schema{
		Decode: decodeCp,
		Parse:  parseCp,
		Prompt: `{"source": "a.txt", "destination": "b.txt", "recursive": true|false, "preserve": true|false, "no_clobber": true|false}`,
	},
}

type cpArgs struct {
	Destination string `json:"destination"`
	NoClobber   bool   `json:"no_clobber"`
	Preserve    bool   `json:"preserve"`
	Recursive   bool   `json:"recursive"`
	Source      string `json:"source"`
}

func decodeCp(o *Object) Args {
	return cpArgs{
		Source:      o.Required("source", LocalPath),
		Destination: o.Required("destination", LocalPath),
		Recursive:   o.Bool("recursive"),
		Preserve:    o.Bool("preserve"),
		NoClobber:   o.Bool("no_clobber"),
	}
}

func (a cpArgs) Argv(*Env) []string {
	argv := []string{"cp"}
	argv = flagArgv(argv, a.Recursive, "-R")
	argv = flagArgv(argv, a.Preserve, "-p")
	argv = flagArgv(argv, a.NoClobber, "-n")
	return append(argv, a.Source, a.Destination)
}

func parseCp(ops []string) (map[string]any, error) {
	obj, paths, err := clusterOperands(ops, map[rune]string{'R': "recursive", 'p': "preserve", 'n': "no_clobber"})
	if err != nil || len(paths) != 2 {
		return nil, ErrNotParseable
	}
	obj["source"], obj["destination"] = paths[0], paths[1]
	return obj, nil
}
