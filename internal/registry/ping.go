package registry

import (
	"strconv"
)

// ping must end: -c with a count from 1 to 10, or -w with a deadline of
// at most an hour, is required. Flooding (-f), preloading (-l), packet
// sizes and patterns (-s, -p) and the time to live (-t) are refused.
var pingFamily = &Family{
	Name: "ping", Pack: "network", Capability: "network_diagnostics", NetworkTouching: true,
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"ping host", "check host responds"},
	Examples: []string{"ping -c 4 example.com", "ping -c 5 10.0.0.1", "ping -w 10 example.com", "ping -c 3 -i 0.5 -W 2 example.com", "ping -6 -c 2 ff02::1%eth0"},
	Notes: []string{NetworkWarning,
		"ping needs -c with a count from 1 to 10 or -w with a deadline of at most an hour, so it always ends; flooding (-f), preloading (-l) and packet shaping (-s, -p, -t) are refused."},
	Spec: &Spec{Parsing: Interleaved,
		Check: func(c *Command) error {
			return needsOneOf(c, "without a count or a deadline it never ends", "-c", "-w")
		},
		Options: []Option{
			{Names: []string{"-c"}, Value: Enum, Enum: []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10"},
				Help: "stop after sending this many requests (1 to 10 here)"},
			{Names: []string{"-w"}, Value: Integer, Check: pingDeadline,
				Help: "stop after this many seconds, however many replies came (at most 3600 here)"},
			{Names: []string{"-i"}, Value: Seconds, Check: pingInterval, Help: "wait this many seconds between requests (default 1; at least 0.2 here)"},
			{Names: []string{"-W"}, Value: Seconds, Help: "wait at most this many seconds for each reply"},
			{Names: []string{"-n"}, Help: "print addresses as numbers, without reverse DNS lookups"},
			{Names: []string{"-a"}, Help: "ring the terminal bell on each reply"},
			{Names: []string{"-O"}, Help: "report a request that got no reply before the next one is sent"},
			{Names: []string{"-q"}, Help: "print only the summary at the end"},
			{Names: []string{"-D"}, Help: "print a timestamp before each line"},
			{Names: []string{"-4"}, Help: "use IPv4 only"},
			{Names: []string{"-6"}, Help: "use IPv6 only"},
		},
		Operands: []Operand{{Name: "HOST", Kind: HostName, Min: 1, Max: 1,
			Help: "the host name or IP address to ping (an IPv6 address may name its interface: ff02::1%eth0)"}},
	},
}

// pingDeadline keeps -w a bound: a deadline of days is not one.
func pingDeadline(field, v string) string {
	if n, ok := PyInt(v); !ok || n < 1 || n > 3600 {
		return field + " must be a whole number of seconds from 1 to 3600"
	}
	return ""
}

// pingInterval keeps -i at or above 0.2 seconds, the least iputils ping
// allows anyone but root: below it, ping run as root floods the host.
func pingInterval(field, v string) string {
	if n, err := strconv.ParseFloat(v, 64); err != nil || n < 0.2 {
		return field + " must be at least 0.2 seconds (less floods the host)"
	}
	return ""
}
