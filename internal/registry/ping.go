package registry

import "slices"

// ping must end: -c with a count from 1 to 10 is required. Flooding (-f)
// and preloading (-l) are refused. ping's other everyday options (-i, -W,
// -w, -n, -q, -4, -6) wait for the declarations' round-trip test to give
// a valued mode option (-c) a sample value.
var pingFamily = &Family{
	Name: "ping", Pack: "network", Capability: "network_diagnostics", NetworkTouching: true,
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"ping host", "check host responds"},
	Examples: []string{"ping -c 4 example.com", "ping -c 5 10.0.0.1"},
	Notes: append(slices.Clip(networkNotes[:1]),
		"ping needs -c with a count from 1 to 10, so it always ends; other options, flooding (-f) included, are refused."),
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
	Spec: &Spec{RequireMode: true, Interleaved: true,
		Options: []Option{
			{Names: []string{"-c"}, Value: Enum, Enum: []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10"}, Selects: "count",
				Help: "stop after sending this many requests (1 to 10 here)"},
		},
		Operands: []Operand{{Name: "HOST", Kind: HostName, Min: 1, Max: 1, Help: "the host name or IP address to ping"}},
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
