package registry

import "strings"

var pingFamily = &Family{
	Name: "ping", Pack: "network", Capability: "network_diagnostics", NetworkTouching: true,
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectShape,
	MinOperands: 2, MaxOperands: 2,
	Flags: Flags{WithValues: []string{"-c"}},
	DirectShape: func(ops []string) bool {
		n, ok := pingCount(ops)
		return ok && n >= 1 && n <= 10 && !strings.HasPrefix(ops[2], "-")
	},
	Shape: func(ops []string) bool {
		n, ok := pingCount(ops)
		return ok && n >= 1 && n <= 10 && Host("host", ops[2]) == ""
	},
	ShapeHelp: "Command 'ping' supports only 'ping -c N HOST' with N from 1 to 10 and a valid host name or IP address.",
	Aliases:   []string{"ping host", "check host responds"},
	Examples:  []string{"ping -c 4 example.com"},
	Notes:     networkNotes,
	Schema: &Schema{
		Decode: func(o *Object) Args {
			return pingArgs{Host: o.Required("host", Host), Count: o.Int("count", 4, 1, 10)}
		},
		Parse: func(ops []string) (map[string]any, error) {
			n, ok := pingCount(ops)
			if !ok {
				return nil, ErrNotParseable
			}
			return map[string]any{"count": n, "host": ops[2]}, nil
		},
		Prompt: `{"host": "example.com", "count": 4}`,
	},
}

func pingCount(ops []string) (int, bool) {
	if len(ops) != 3 || ops[0] != "-c" {
		return 0, false
	}
	return PyInt(ops[1])
}

type pingArgs struct {
	Count int    `json:"count"`
	Host  string `json:"host"`
}

func (a pingArgs) Argv(*Env) []string { return []string{"ping", "-c", itoa(a.Count), a.Host} }
