package registry

import (
	"slices"
	"strings"
)

// ip shows and changes network interfaces, addresses, routes and
// neighbours: ip [OPTIONS] OBJECT [COMMAND [ARGUMENTS]]. Showing (show,
// list, get, or no command) is safe; any command that changes the
// network configuration (add, del, set, flush, change, replace, ...) is
// dangerous: a wrong route or a downed link can cut the machine off.
// ip takes any prefix of an object, command or option name and resolves
// it to the first in its own order (ip a s is ip address show, ip l s is
// ip link set), so each is declared with those prefixes and a command
// is read as a change whenever it could be one. ip netns exec (runs a
// program), ip -batch (runs commands from a file) and ip -netns are
// refused.
var ipFamily = &Family{
	Name: "ip", Pack: "system", Capability: "network_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Platforms: []string{"linux"},
	Aliases:  []string{"my ip address", "network interfaces", "routing table", "default gateway"},
	Examples: []string{"ip a", "ip -br a", "ip -4 addr show dev eth0", "ip link", "ip route", "ip r g 1.1.1.1", "ip neigh", "ip -c -br link"},
	Notes: []string{"Showing is safe; add, del, set, flush, change and replace change the network configuration and are dangerous.",
		"ip netns exec, ip -batch and ip -netns are refused."},
	Spec: &Spec{Global: true, Parsing: WordOptions,
		Options: []Option{
			{Names: []string{"-4"}, Help: "IPv4 only"},
			{Names: []string{"-6"}, Help: "IPv6 only"},
			{Names: []string{"-0"}, Help: "link layer (packet) only"},
			{Names: ipSpellings(1, "family"), Value: Enum, Enum: []string{"inet", "inet6", "link", "mpls", "bridge"}, Help: "this protocol family only"},
			{Names: ipSpellings(2, "brief"), Help: "brief output: one line per interface, in columns"},
			{Names: ipSpellings(1, "color"), Help: "coloured output"},
			{Names: ipSpellings(1, "stats", "statistics"), Help: "show statistics (twice for more)"},
			{Names: ipSpellings(1, "details"), Help: "show details"},
			{Names: ipSpellings(1, "human", "human-readable"), Help: "show statistics with units"},
			{Names: ipSpellings(1, "iec"), Help: "show units in powers of 1024"},
			{Names: ipSpellings(1, "oneline"), Help: "print each record on one line"},
			{Names: ipSpellings(1, "timestamp"), Help: "monitor: print a timestamp"},
			{Names: ipSpellings(2, "tshort"), Help: "monitor: print a short timestamp"},
			{Names: ipSpellings(1, "json"), Help: "print JSON"},
			{Names: ipSpellings(1, "pretty"), Help: "indent JSON for reading"},
			{Names: ipSpellings(1, "resolve"), Network: true, Help: "print host names instead of addresses (DNS lookups)"},
			{Names: ipSpellings(1, "Numeric"), Help: "print numbers instead of names for protocols, scopes and tables"},
			{Names: ipSpellings(1, "all"), Help: "run the command for every network namespace"},
			{Names: ipSpellings(1, "Version"), Help: "print ip's version"},
		},
		Subcommands: []Subcommand{
			ipObject("address", 1, "show or change the addresses of interfaces",
				[]string{"show", "list", "lst"}, []string{"add", "change", "chg", "replace", "delete", "flush"}),
			ipObject("maddress", 1, "show or change multicast addresses",
				[]string{"show", "list", "lst"}, []string{"add", "delete"}),
			ipObject("route", 1, "show, look up or change routes",
				[]string{"show", "list", "lst", "get"}, []string{"add", "change", "chg", "replace", "prepend", "append", "test", "delete", "flush"}),
			ipObject("rule", 2, "show or change the routing policy rules",
				[]string{"show", "list", "lst"}, []string{"add", "delete", "flush"}),
			ipObject("neighbor", 1, "show or change the neighbour (ARP, NDP) table",
				[]string{"show", "list", "lst", "get"}, []string{"add", "change", "chg", "replace", "delete", "flush"}, "neighbour"),
			ipObject("link", 1, "show or change network interfaces",
				[]string{"show", "list", "lst"}, []string{"add", "set", "change", "replace", "delete"}),
			ipObject("netns", 3, "list or change network namespaces (exec is refused)",
				[]string{"list", "show", "lst", "list-id", "identify", "pids"}, []string{"add", "set", "delete", "attach"}),
			ipObject("netconf", 4, "show per-interface network configuration",
				[]string{"show", "list"}, nil),
		},
	},
}

// ipSpellings are the ways ip takes an option: every prefix of each name
// from min letters on, with one dash or two.
func ipSpellings(min int, names ...string) []string {
	var out []string
	for _, dashes := range []string{"-", "--"} {
		for _, name := range names {
			for n := min; n <= len(name); n++ {
				if w := dashes + name[:n]; !slices.Contains(out, w) {
					out = append(out, w)
				}
			}
		}
	}
	return out
}

// ipObject declares an object: the prefixes ip takes for it (from min
// letters), and its commands. A command word is read as a change when it
// is a prefix of any change command, whatever ip would pick first.
func ipObject(name string, min int, help string, shows, changes []string, more ...string) Subcommand {
	var aliases []string
	for _, full := range append([]string{name}, more...) {
		for n := min; n <= len(full); n++ {
			if w := full[:n]; w != name && !slices.Contains(aliases, w) {
				aliases = append(aliases, w)
			}
		}
	}
	spec := &Spec{Operands: []Operand{
		{Name: "COMMAND", Kind: Text, Max: 1, Check: ipCommandRule(name, shows, changes), Assess: ipCommandRisk(changes),
			Help: "what to do: " + strings.Join(append(slices.Clone(shows), changes...), ", ") + " (show when left out)"},
		{Name: "ARGUMENTS", Kind: Text, Max: Unbounded, Help: "the command's arguments (dev eth0, to 10.0.0.0/8, ...)"},
	}}
	return Subcommand{Name: name, Aliases: aliases, Spec: spec, Help: help}
}

// ipCommandRule accepts the object's commands and their prefixes. ip
// netns exec runs a program, which oterminus cannot check: it is
// refused with that reason.
func ipCommandRule(object string, shows, changes []string) Rule {
	return func(field, value string) string {
		isPrefix := func(full string) bool { return strings.HasPrefix(full, value) }
		switch {
		case value == "":
			return field + " cannot be empty"
		case object == "netns" && isPrefix("exec"):
			return "'ip netns " + value + "' runs a program in the namespace, which oterminus cannot check; it is refused"
		case slices.ContainsFunc(shows, isPrefix) || slices.ContainsFunc(changes, isPrefix):
			return ""
		}
		return field + " must be one of " + strings.Join(append(slices.Clone(shows), changes...), ", ") + " (or a prefix of one)"
	}
}

func ipCommandRisk(changes []string) func(string) (Risk, string) {
	return func(value string) (Risk, string) {
		if i := slices.IndexFunc(changes, func(full string) bool { return strings.HasPrefix(full, value) }); i >= 0 {
			return Dangerous, "'" + value + "' can mean " + changes[i] + ", which changes the network configuration: a wrong address, route or link state can cut the machine off."
		}
		return Safe, ""
	}
}
