package registry

import (
	"slices"
	"strings"
)

// ss lists sockets: listening ports, connections and the processes that
// own them. -K closes the sockets it matches, which is dangerous; -D
// (dump to a file) and -N (another network namespace) are not declared.
var ssFamily = &Family{
	Name: "ss", Pack: "system", Capability: "network_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Platforms: []string{"linux"},
	Aliases:  []string{"listening ports", "open connections", "which process listens on a port"},
	Examples: []string{"ss -tulpn", "ss -lt", "ss -s", "ss -tn state established", "ss -t dst :443", "ss -x"},
	Spec: &Spec{Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-t", "--tcp"}, Help: "show TCP sockets"},
			{Names: []string{"-u", "--udp"}, Help: "show UDP sockets"},
			{Names: []string{"-x", "--unix"}, Help: "show Unix domain sockets"},
			{Names: []string{"-w", "--raw"}, Help: "show raw sockets"},
			{Names: []string{"-S", "--sctp"}, Help: "show SCTP sockets"},
			{Names: []string{"-d", "--dccp"}, Help: "show DCCP sockets"},
			{Names: []string{"-M", "--mptcp"}, Help: "show MPTCP sockets"},
			{Names: []string{"-0", "--packet"}, Help: "show packet sockets"},
			{Names: []string{"-4", "--ipv4"}, Help: "show only IPv4 sockets"},
			{Names: []string{"-6", "--ipv6"}, Help: "show only IPv6 sockets"},
			{Names: []string{"-f", "--family"}, Value: Enum, Enum: []string{"unix", "inet", "inet6", "link", "netlink", "vsock", "tipc", "xdp", "mptcp"},
				Help: "show only sockets of this family"},
			{Names: []string{"-A", "--query", "--socket"}, Value: Text, Help: "show only these socket tables (all, inet, tcp, udp, unix, ...; comma-separated)"},
			{Names: []string{"-l", "--listening"}, Help: "show only listening sockets"},
			{Names: []string{"-a", "--all"}, Help: "show listening and non-listening sockets"},
			{Names: []string{"-n", "--numeric"}, Help: "show numeric addresses and ports, without resolving service names"},
			{Names: []string{"-r", "--resolve"}, Network: true, Help: "resolve addresses to host names (DNS lookups)"},
			{Names: []string{"-p", "--processes"}, Help: "show the process that owns each socket"},
			{Names: []string{"-e", "--extended"}, Help: "show extended socket information (uid, inode)"},
			{Names: []string{"-o", "--options"}, Help: "show timer information"},
			{Names: []string{"-m", "--memory"}, Help: "show socket memory usage"},
			{Names: []string{"-i", "--info"}, Help: "show internal TCP information"},
			{Names: []string{"-s", "--summary"}, Help: "print summary statistics"},
			{Names: []string{"-E", "--events"}, Help: "print sockets as they are destroyed, until interrupted"},
			{Names: []string{"-Z", "--context"}, Help: "show the SELinux context of the owning process"},
			{Names: []string{"-z", "--contexts"}, Help: "show the SELinux contexts of the process and the socket"},
			{Names: []string{"-b", "--bpf"}, Help: "show socket BPF filters"},
			{Names: []string{"-H", "--no-header"}, Help: "do not print the header line"},
			{Names: []string{"-O", "--oneline"}, Help: "print each socket on one line"},
			{Names: []string{"-Q", "--no-queues"}, Help: "leave out the send and receive queue columns"},
			{Names: []string{"-T", "--threads"}, Help: "show the threads that use each socket"},
			{Names: []string{"-F", "--filter"}, Value: ReadPath, Help: "read the filter from this file"},
			{Names: []string{"-K", "--kill"}, Risk: Dangerous, Warning: "ss -K closes every socket the filter matches, cutting those connections.",
				Help: "forcibly close the sockets shown"},
		},
		Operands: []Operand{{Name: "FILTER", Kind: Text, Max: Unbounded, Hosts: ssHosts,
			Help: "a state filter and address expression (state established, dst :443, sport = :22)"}},
	},
}

// ssHosts are the host names in a filter expression, which ss looks up
// before it lists anything: the address after dst or src (ss dst
// example.com queries the DNS server for example.com), an operator
// between them allowed. ss joins its words into one expression, so they
// are split again at spaces.
func ssHosts(words []string) []string {
	var hosts []string
	fields := strings.Fields(strings.Join(words, " "))
	for i := 0; i < len(fields); i++ {
		if fields[i] != "dst" && fields[i] != "src" {
			continue
		}
		j := i + 1
		if j < len(fields) && slices.Contains([]string{"=", "==", "!=", "eq", "neq", "ne"}, fields[j]) {
			j++
		}
		if j < len(fields) {
			if h := hostName(fields[j]); h != "" {
				hosts = append(hosts, h)
			}
		}
	}
	return hosts
}
