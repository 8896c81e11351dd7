package registry

import (
	"slices"
	"strings"
)

// dig and nslookup look up DNS records. dig's query options (+short) and
// record types are exact words; anything else must be a host name or an
// address. Batch files (dig -f), TSIG key files (-k) and zone transfers
// (AXFR) are refused, and so is dig's @server, which no kind here reads.
var digFamily = &Family{
	Name: "dig", Pack: "network", Capability: "network_diagnostics", NetworkTouching: true,
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"dns lookup", "get dns records"},
	Examples: []string{"dig example.com", "dig +short example.com A", "dig +noall +answer example.com MX", "dig -x 8.8.8.8"},
	Notes:    networkNotes,
	Schema:   dnsSchema("dig"),
	Spec: &Spec{Interleaved: true,
		// dig reads "+word" as a query option and a record type where a
		// name could stand; both are exact words here.
		Operators: append(append([]string{}, digQueryOptions...), dnsTypes...),
		Options: []Option{
			{Names: []string{"-t"}, Value: Enum, Enum: dnsTypes, Help: "look up records of this type (A, MX, TXT ...)"},
			{Names: []string{"-x"}, Value: HostName, Help: "reverse lookup: find the name of this IP address"},
			{Names: []string{"-4"}, Help: "query over IPv4 only"},
			{Names: []string{"-6"}, Help: "query over IPv6 only"},
		},
		Operands: []Operand{{Name: "NAME", Kind: HostName, Max: Unbounded, Assess: assessDigName,
			Help: "the domain names to look up"}},
	},
}

var nslookupFamily = &Family{
	Name: "nslookup", Pack: "network", Capability: "network_diagnostics", NetworkTouching: true,
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"nslookup", "dns lookup alternative"},
	Examples: []string{"nslookup example.com", "nslookup example.com 8.8.8.8"},
	Notes: append(slices.Clip(networkNotes),
		"nslookup's -type=, -port= and -debug settings are not supported; dig covers record types."),
	Schema: dnsSchema("nslookup"),
	Spec: &Spec{
		Operands: []Operand{
			{Name: "NAME", Kind: HostName, Min: 1, Max: 1, Help: "the domain name or IP address to look up"},
			{Name: "SERVER", Kind: HostName, Max: 1, Help: "the DNS server to ask instead of the system's"},
		},
	},
}

// dnsTypes are the record types dig and nslookup may ask for; zone
// transfers (AXFR, IXFR) are left out.
var dnsTypes = []string{"A", "AAAA", "MX", "NS", "TXT", "CNAME", "SOA", "PTR", "SRV", "CAA", "ANY"}

// digQueryOptions are dig's +options that change only what is printed or
// how the one query travels.
var digQueryOptions = []string{"+short", "+noall", "+answer", "+authority", "+additional", "+question",
	"+noquestion", "+nocmd", "+nocomments", "+nostats", "+stats", "+multiline", "+trace", "+nssearch",
	"+tcp", "+notcp", "+tls", "+dnssec", "+norecurse", "+identify", "+ttlunits", "+nottlid"}

func dnsSchema(name string) *Schema {
	return &Schema{
		Decode: func(o *Object) Args { return dnsArgs{program: name, Domain: o.Required("domain", Domain)} },
		Parse: func(ops []string) (map[string]any, error) {
			if len(ops) != 1 {
				return nil, ErrNotParseable
			}
			return map[string]any{"domain": ops[0]}, nil
		},
		Prompt: `{"domain": "example.com"}`,
	}
}

type dnsArgs struct {
	program string
	Domain  string `json:"domain"`
}

func (a dnsArgs) Argv(*Env) []string { return []string{a.program, a.Domain} }

// assessDigName makes a zone transfer dangerous: dig reads AXFR or IXFR
// in any case as the request for a whole zone, not as a name.
func assessDigName(v string) (Risk, string) {
	if t := strings.ToUpper(v); t == "AXFR" || t == "IXFR" {
		return Dangerous, "dig reads " + v + " as a zone transfer: it asks the server for every record of the zone."
	}
	return Safe, ""
}
