package registry

import "strings"

var curlFamily = &Family{
	Name: "curl", Pack: "network", Capability: "network_diagnostics", NetworkTouching: true,
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectShape,
	MinOperands: 1, MaxOperands: 1,
	Flags: Flags{Allowed: []string{"-I"}},
	DirectShape: func(ops []string) bool {
		return len(ops) == 2 && ops[0] == "-I" && (strings.HasPrefix(ops[1], "http://") || strings.HasPrefix(ops[1], "https://"))
	},
	Shape: func(ops []string) bool {
		return len(ops) == 2 && ops[0] == "-I" && URL("url", ops[1]) == ""
	},
	ShapeHelp: "Command 'curl' supports only 'curl -I URL' (an HTTP HEAD request) with an http:// or https:// URL without credentials.",
	Aliases:   []string{"show HTTP headers", "http head request"},
	Examples:  []string{"curl -I https://example.com"},
	Notes:     networkNotes,
	Schema: &Schema{
		Decode: func(o *Object) Args {
			return curlArgs{Operation: o.Enum("operation", "http_head", "http_head"), URL: o.Required("url", URL)}
		},
		Parse: func(ops []string) (map[string]any, error) {
			if len(ops) != 2 || ops[0] != "-I" {
				return nil, ErrNotParseable
			}
			return map[string]any{"operation": "http_head", "url": ops[1]}, nil
		},
		Prompt: `{"operation": "http_head", "url": "https://example.com"}`,
	},
}

type curlArgs struct {
	Operation string `json:"operation"`
	URL       string `json:"url"`
}

func (a curlArgs) Argv(*Env) []string { return []string{"curl", "-I", a.URL} }
