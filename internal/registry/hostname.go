package registry

// hostname prints the machine's names and addresses. With a name (or
// -F FILE, -b) it sets the host name, which is dangerous: services,
// logs and the network see the new name.
var hostnameFamily = &Family{
	Name: "hostname", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"machine name", "host name", "my ip address"},
	Examples: []string{"hostname", "hostname -f", "hostname -I", "hostname -s"},
	Notes:    []string{"The options are those of Linux's hostname; setting the name (hostname NAME, -F, -b) is dangerous."},
	Spec: &Spec{Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-s", "--short"}, Help: "print the name up to the first dot"},
			{Names: []string{"-f", "--fqdn", "--long"}, Help: "print the fully qualified domain name (looks it up)"},
			{Names: []string{"-d", "--domain"}, Help: "print the DNS domain name"},
			{Names: []string{"-a", "--alias"}, Help: "print the name's aliases, if any"},
			{Names: []string{"-A", "--all-fqdns"}, Help: "print the fully qualified names of every network address"},
			{Names: []string{"-i", "--ip-address"}, Help: "print the addresses the host name resolves to"},
			{Names: []string{"-I", "--all-ip-addresses"}, Help: "print every address of every network interface"},
			{Names: []string{"-y", "--yp", "--nis"}, Help: "print the NIS domain name"},
			{Names: []string{"-v", "--verbose"}, Help: "explain what is done"},
			{Names: []string{"-F", "--file"}, Value: ReadPath, Risk: Dangerous, Warning: hostnameSetWarning, Help: "set the host name to the one in this file"},
			{Names: []string{"-b", "--boot"}, Risk: Dangerous, Warning: hostnameSetWarning, Help: "set the host name, using a default one when none is given"},
		},
		Operands: []Operand{{Name: "NAME", Kind: HostName, Max: 1, Risk: Dangerous, Help: "set the host name to this"}},
	},
}

const hostnameSetWarning = "hostname sets the machine's host name until the next boot."
