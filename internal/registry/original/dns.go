package original

func decodeDNS(name string) decoder {
	return func(o *Object) Args { return dnsArgs{program: name, Domain: o.Required("domain", Domain)} }
}

type dnsArgs struct {
	program string
	Domain  string `json:"domain"`
}

func (a dnsArgs) Argv() []string { return []string{a.program, a.Domain} }
