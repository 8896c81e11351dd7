package registry

import "strings"

var chmodFamily = &Family{
	Name: "chmod", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Write, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 2, MaxOperands: Unbounded,
	Flags: Flags{
		WithValues:       []string{"--context", "--reference"},
		PathValued:       []string{"--reference"},
		DangerousTargets: []string{"/", "/*"},
	},
	Aliases:  []string{"change permissions", "set file mode"},
	Examples: []string{"chmod 755 script.sh"},
	Schema: &Schema{
		Decode: decodeChmod,
		Parse:  parseChmod,
		Prompt: `{"path": "script.sh", "mode": "755"}`,
	},
}

type chmodArgs struct {
	Mode string `json:"mode"`
	Path string `json:"path"`
}

func decodeChmod(o *Object) Args {
	return chmodArgs{Path: o.Required("path", LocalPath), Mode: o.Required("mode", OctalMode)}
}

func (a chmodArgs) Argv(*Env) []string { return []string{"chmod", a.Mode, a.Path} }

func parseChmod(ops []string) (map[string]any, error) {
	if len(ops) != 2 || ops[0] == "" || strings.Trim(ops[0], "0123456789") != "" {
		return nil, ErrNotParseable
	}
	return map[string]any{"mode": ops[0], "path": ops[1]}, nil
}
