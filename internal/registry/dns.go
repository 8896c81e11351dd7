package registry

import (
	"strings"
)

// dig and nslookup look up DNS records. dig's query options (+short) and
// record types are exact words; anything else must be a host name or an
// address, or @ and the server to ask. Batch files (dig -f), TSIG key
// files (-k, nslookup has none on its line) and zone transfers (AXFR,
// IXFR) are refused; dig's valued +options (+time=2) are not declared.
var digFamily = &Family{
	Name: "dig", Pack: "network", Capability: "network_diagnostics", NetworkTouching: true,
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases: []string{"dns lookup", "get dns records"},
	Examples: []string{"dig example.com", "dig +short example.com A", "dig +noall +answer example.com MX", "dig -x 8.8.8.8",
		"dig +tls @1.1.1.1 example.com", "dig +tcp -p 5353 @192.0.2.53 example.com"},
	Notes: networkNotes,
	Spec: &Spec{Parsing: Interleaved,
		// dig reads "+word" as a query option and a record type where a
		// name could stand; both are exact words here.
		Operators: digOperators,
		Options: []Option{
			{Names: []string{"-t"}, Value: Enum, Enum: dnsTypes, Check: noZoneTransfer, Help: "look up records of this type (A, MX, TXT ...)"},
			{Names: []string{"-x"}, Value: HostName, Help: "reverse lookup: find the name of this IP address"},
			{Names: []string{"-4"}, Help: "query over IPv4 only"},
			{Names: []string{"-6"}, Help: "query over IPv6 only"},
			{Names: []string{"-p"}, Value: Integer, Help: "send the query to this port of the server instead of 53"},
		},
		Operands: []Operand{{Name: "NAME", Kind: Text, Max: Unbounded, Assess: assessDigName, Check: digName,
			Help: "the domain names to look up, and @SERVER, the DNS server to ask"}},
	},
}

var nslookupFamily = &Family{
	Name: "nslookup", Pack: "network", Capability: "network_diagnostics", NetworkTouching: true,
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases: []string{"nslookup", "dns lookup alternative"},
	Examples: []string{"nslookup example.com", "nslookup example.com 8.8.8.8", "nslookup -type=MX example.com",
		"nslookup -vc -query=TXT -port=5353 -timeout=5 example.com 192.0.2.53"},
	Notes: []string{NetworkWarning, networkSupported, networkUnsupported,
		"nslookup's interactive mode (nslookup -) and zone transfers (-type=AXFR) are refused."},
	Spec: &Spec{
		// nslookup reads -name=value words anywhere on its line, and a
		// record type in either case.
		Parsing: SingleDashLong,
		Options: []Option{
			{Names: []string{"-type", "-query", "-querytype", "-q"}, Value: Enum, Enum: nslookupTypes, Check: noZoneTransfer,
				Help: "look up records of this type (A, MX, TXT ...) instead of A and AAAA"},
			{Names: []string{"-class"}, Value: Enum, Enum: []string{"IN", "CH", "HS", "ANY", "in", "ch", "hs", "any"},
				Help: "look up records of this class (IN, the default; CH for server information)"},
			{Names: []string{"-port"}, Value: Integer, Help: "send the query to this port of the server instead of 53"},
			{Names: []string{"-timeout"}, Value: Integer, Help: "wait this many seconds for a reply"},
			{Names: []string{"-retry"}, Value: Integer, Help: "send the query this many times before giving up"},
			{Names: []string{"-vc"}, Help: "send the query over TCP instead of UDP"},
			{Names: []string{"-novc"}, Help: "send the query over UDP (the default)"},
			{Names: []string{"-debug"}, Help: "print the full response and the steps taken"},
			{Names: []string{"-nodebug"}, Help: "print only the answer (the default)"},
			{Names: []string{"-d2"}, Help: "print even more debugging detail, the packets sent included"},
			{Names: []string{"-recurse"}, Help: "ask the server to look the name up elsewhere if it must (the default)"},
			{Names: []string{"-norecurse"}, Help: "ask the server only for what it knows itself"},
			{Names: []string{"-search"}, Help: "try the domains of the search list from /etc/resolv.conf"},
			{Names: []string{"-nosearch"}, Help: "look the name up only as given"},
		},
		Operands: []Operand{
			{Name: "NAME", Kind: HostName, Min: 1, Max: 1, Help: "the domain name or IP address to look up"},
			{Name: "SERVER", Kind: HostName, Max: 1, Help: "the DNS server to ask instead of the system's"},
		},
	},
}

// dnsTypes are the record types dig and nslookup may ask for; zone
// transfers (AXFR, IXFR) are left out.
var dnsTypes = []string{"A", "AAAA", "MX", "NS", "TXT", "CNAME", "SOA", "PTR", "SRV", "CAA", "ANY"}

// nslookupTypes are dnsTypes in either case, as nslookup reads them,
// written out so they are static data (TestDNSWordLists checks them).
var nslookupTypes = []string{"A", "AAAA", "MX", "NS", "TXT", "CNAME", "SOA", "PTR", "SRV", "CAA", "ANY",
	"a", "aaaa", "mx", "ns", "txt", "cname", "soa", "ptr", "srv", "caa", "any"}

// digOperators are the words dig takes as they are: digQueryOptions,
// then dnsTypes, written out so they are static data (TestDNSWordLists
// checks them).
var digOperators = []string{"+short", "+noall", "+answer", "+authority", "+additional", "+question",
	"+noquestion", "+nocmd", "+nocomments", "+nostats", "+stats", "+multiline", "+trace", "+nssearch",
	"+tcp", "+notcp", "+tls", "+dnssec", "+norecurse", "+identify", "+ttlunits", "+nottlid",
	"+recurse", "+noanswer", "+noauthority", "+noadditional", "+all", "+nomultiline", "+cd", "+adflag",
	"+nsid", "+nocrypto", "+ttlid", "+rrcomments", "+norrcomments", "+https", "+nocookie", "+noshort",
	"A", "AAAA", "MX", "NS", "TXT", "CNAME", "SOA", "PTR", "SRV", "CAA", "ANY"}

// digQueryOptions are dig's +options that change only what is printed or
// how the one query travels.
var digQueryOptions = []string{"+short", "+noall", "+answer", "+authority", "+additional", "+question",
	"+noquestion", "+nocmd", "+nocomments", "+nostats", "+stats", "+multiline", "+trace", "+nssearch",
	"+tcp", "+notcp", "+tls", "+dnssec", "+norecurse", "+identify", "+ttlunits", "+nottlid",
	"+recurse", "+noanswer", "+noauthority", "+noadditional", "+all", "+nomultiline", "+cd", "+adflag",
	"+nsid", "+nocrypto", "+ttlid", "+rrcomments", "+norrcomments", "+https", "+nocookie", "+noshort"}

// noZoneTransfer says why AXFR and IXFR are not among the record types.
func noZoneTransfer(field, v string) string {
	if t := strings.ToUpper(v); t == "AXFR" || t == "IXFR" {
		return field + " cannot be " + v + ": a zone transfer asks the server for every record of the zone"
	}
	return ""
}

// digName is a name to look up, or @SERVER: the server to ask, which
// must be a host name or an address too.
func digName(field, v string) string {
	if server, ok := strings.CutPrefix(v, "@"); ok {
		return Host(field+" (the server after @)", server)
	}
	return Host(field, v)
}

// assessDigName makes a zone transfer dangerous: dig reads AXFR or IXFR
// in any case as the request for a whole zone, not as a name.
func assessDigName(v string) (Risk, string) {
	if t := strings.ToUpper(v); t == "AXFR" || t == "IXFR" {
		return Dangerous, "dig reads " + v + " as a zone transfer: it asks the server for every record of the zone."
	}
	return Safe, ""
}
