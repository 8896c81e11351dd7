package registry

import (
	"slices"
	"strings"
	"testing"
)

func TestDNS(t *testing.T) {
	runSysCases(t, []sysCase{
		{"dig example.com", "dig example.com", Safe, nil, ""},
		{"dig +short example.com", "dig +short example.com", Safe, nil, ""},
		{"dig +short example.com A", "dig +short example.com A", Safe, nil, ""},
		{"dig +noall +answer example.com MX", "dig +noall +answer example.com MX", Safe, nil, ""},
		{"dig -x 8.8.8.8", "dig -x 8.8.8.8", Safe, nil, ""},
		{"dig -t TXT example.com", "dig -t TXT example.com", Safe, nil, ""},
		{"dig +trace example.com", "dig +trace example.com", Safe, nil, ""},
		{"dig example.com AXFR", "dig example.com AXFR", Dangerous, nil, "zone transfer"},
		{"dig -t AXFR example.com", "", Safe, nil, "The value of -t cannot be AXFR: a zone transfer asks the server for every record of the zone"},
		{"dig -t BOGUS example.com", "", Safe, nil, "The value of -t must be one of"},
		{"dig -f /etc/passwd", "", Safe, nil, fault(UnknownOption, 1)},
		{"dig -k key example.com", "", Safe, nil, fault(UnknownOption, 1)},
		{"dig +tls @1.1.1.1 example.com", "dig +tls @1.1.1.1 example.com", Safe, nil, ""},
		{"dig +tcp -p 8080 @192.0.2.53 example.com", "dig +tcp -p 8080 @192.0.2.53 example.com", Safe, nil, ""},
		{"dig @ns1.example.com example.com +nsid +noall +answer", "dig @ns1.example.com example.com +nsid +noall +answer", Safe, nil, ""},
		{"dig @dns_server_ip example.com", "", Safe, nil, "NAME (the server after @) must be a valid host name or IP address"},
		{"dig @ example.com", "", Safe, nil, "NAME (the server after @) must be a valid host name or IP address"},
		{"dig -p http example.com", "", Safe, nil, "The value of -p must be a whole number"},
		{"dig +time=2 example.com", "", Safe, nil, "NAME must be a valid host name or IP address"},
		{"dig +foo example.com", "", Safe, nil, "NAME must be a valid host name or IP address"},
		{"dig http://example.com", "", Safe, nil, "not a URL or path"},
		{"nslookup example.com", "nslookup example.com", Safe, nil, ""},
		{"nslookup example.com 8.8.8.8", "nslookup example.com 8.8.8.8", Safe, nil, ""},
		{"nslookup 54.240.162.118", "nslookup 54.240.162.118", Safe, nil, ""},
		{"nslookup -", "", Safe, nil, "NAME cannot start with '-'"},
		{"nslookup -type=MX example.com", "nslookup -type=MX example.com", Safe, nil, ""},
		{"nslookup -type=NS example.com 8.8.8.8", "nslookup -type=NS example.com 8.8.8.8", Safe, nil, ""},
		{"nslookup -query=ptr 54.240.162.118", "nslookup -query=ptr 54.240.162.118", Safe, nil, ""},
		{"nslookup -vc -type=ANY example.com", "nslookup -vc -type=ANY example.com", Safe, nil, ""},
		{"nslookup -type=MX -debug example.com", "nslookup -type=MX -debug example.com", Safe, nil, ""},
		{"nslookup -port=8080 -type=TXT example.com 192.0.2.53", "nslookup -port=8080 -type=TXT example.com 192.0.2.53", Safe, nil, ""},
		{"nslookup example.com -timeout=5 -retry=2 -norecurse", "nslookup example.com -timeout=5 -retry=2 -norecurse", Safe, nil, ""},
		{"nslookup -vc -type=AXFR example.com ns1.example.com", "", Safe, nil, "The value of -type cannot be AXFR: a zone transfer"},
		{"nslookup -query=ixfr example.com", "", Safe, nil, "The value of -query cannot be ixfr"},
		{"nslookup -type=BOGUS example.com", "", Safe, nil, "The value of -type must be one of A, AAAA"},
		{"nslookup -type MX example.com", "", Safe, nil, "Option '-type' for 'nslookup' takes its value after '=' (-type=CHOICE)."},
		{"nslookup -port=x example.com", "", Safe, nil, "The value of -port must be a whole number"},
		{"nslookup -vc=1 example.com", "", Safe, nil, fault(BadValue, 1)},
		{"nslookup -ty=MX example.com", "", Safe, nil, fault(UnknownOption, 1)},
		{"nslookup example.com name_server", "", Safe, nil, "SERVER must be a valid host name or IP address"},
		{"nslookup a b c", "", Safe, nil, fault(TooManyOperands, 3)},
	})
}

// TestDNSWordLists keeps the written-out lists equal to what they are
// made of.
func TestDNSWordLists(t *testing.T) {
	if want := append(slices.Clone(digQueryOptions), dnsTypes...); !slices.Equal(digOperators, want) {
		t.Errorf("digOperators = %q, want digQueryOptions then dnsTypes: %q", digOperators, want)
	}
	want := slices.Clone(dnsTypes)
	for _, ty := range dnsTypes {
		want = append(want, strings.ToLower(ty))
	}
	if !slices.Equal(nslookupTypes, want) {
		t.Errorf("nslookupTypes = %q, want dnsTypes in either case: %q", nslookupTypes, want)
	}
}
