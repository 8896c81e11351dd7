package registry

import "strings"

// dig and nslookup share one shape: a single domain name.
var digFamily = dnsFamily("dig", []string{"dns lookup", "get dns records"})

var nslookupFamily = dnsFamily("nslookup", []string{"nslookup", "dns lookup alternative"})

func dnsFamily(name string, aliases []string) *Family {
	return &Family{
		Name: name, Pack: "network", Capability: "network_diagnostics", NetworkTouching: true,
		Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectShape,
		MinOperands: 1, MaxOperands: 1,
		DirectShape: func(ops []string) bool { return len(ops) == 1 && !strings.HasPrefix(ops[0], "-") },
		Shape:       func(ops []string) bool { return len(ops) == 1 && Domain("domain", ops[0]) == "" },
		ShapeHelp:   "Command '" + name + "' supports only '" + name + " DOMAIN' with one valid domain name.",
		Aliases:     aliases,
		Examples:    []string{name + " example.com"},
		Notes:       networkNotes,
		Schema: &Schema{
			Decode: func(o *Object) Args { return dnsArgs{program: name, Domain: o.Required("domain", Domain)} },
			Parse: func(ops []string) (map[string]any, error) {
				if len(ops) != 1 {
					return nil, ErrNotParseable
				}
				return map[string]any{"domain": ops[0]}, nil
			},
			Prompt: `{"domain": "example.com"}`,
		},
	}
}

type dnsArgs struct {
	program string
	Domain  string `json:"domain"`
}

func (a dnsArgs) Argv(*Env) []string { return []string{a.program, a.Domain} }
