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
			{Names: []string{"-f", "-fa", "-fam", "-fami", "-famil", "-family", "--f", "--fa", "--fam", "--fami", "--famil", "--family"}, Value: Enum, Enum: []string{"inet", "inet6", "link", "mpls", "bridge"}, Help: "this protocol family only"},
			{Names: []string{"-br", "-bri", "-brie", "-brief", "--br", "--bri", "--brie", "--brief"}, Help: "brief output: one line per interface, in columns"},
			{Names: []string{"-c", "-co", "-col", "-colo", "-color", "--c", "--co", "--col", "--colo", "--color"}, Help: "coloured output"},
			{Names: []string{"-s", "-st", "-sta", "-stat", "-stats", "-stati", "-statis", "-statist", "-statisti", "-statistic", "-statistics", "--s", "--st", "--sta", "--stat", "--stats", "--stati", "--statis", "--statist", "--statisti", "--statistic", "--statistics"}, Help: "show statistics (twice for more)"},
			{Names: []string{"-d", "-de", "-det", "-deta", "-detai", "-detail", "-details", "--d", "--de", "--det", "--deta", "--detai", "--detail", "--details"}, Help: "show details"},
			{Names: []string{"-h", "-hu", "-hum", "-huma", "-human", "-human-", "-human-r", "-human-re", "-human-rea", "-human-read", "-human-reada", "-human-readab", "-human-readabl", "-human-readable", "--h", "--hu", "--hum", "--huma", "--human", "--human-", "--human-r", "--human-re", "--human-rea", "--human-read", "--human-reada", "--human-readab", "--human-readabl", "--human-readable"}, Help: "show statistics with units"},
			{Names: []string{"-i", "-ie", "-iec", "--i", "--ie", "--iec"}, Help: "show units in powers of 1024"},
			{Names: []string{"-o", "-on", "-one", "-onel", "-oneli", "-onelin", "-oneline", "--o", "--on", "--one", "--onel", "--oneli", "--onelin", "--oneline"}, Help: "print each record on one line"},
			{Names: []string{"-t", "-ti", "-tim", "-time", "-times", "-timest", "-timesta", "-timestam", "-timestamp", "--t", "--ti", "--tim", "--time", "--times", "--timest", "--timesta", "--timestam", "--timestamp"}, Help: "monitor: print a timestamp"},
			{Names: []string{"-ts", "-tsh", "-tsho", "-tshor", "-tshort", "--ts", "--tsh", "--tsho", "--tshor", "--tshort"}, Help: "monitor: print a short timestamp"},
			{Names: []string{"-j", "-js", "-jso", "-json", "--j", "--js", "--jso", "--json"}, Help: "print JSON"},
			{Names: []string{"-p", "-pr", "-pre", "-pret", "-prett", "-pretty", "--p", "--pr", "--pre", "--pret", "--prett", "--pretty"}, Help: "indent JSON for reading"},
			{Names: []string{"-r", "-re", "-res", "-reso", "-resol", "-resolv", "-resolve", "--r", "--re", "--res", "--reso", "--resol", "--resolv", "--resolve"}, Network: true, Help: "print host names instead of addresses (DNS lookups)"},
			{Names: []string{"-N", "-Nu", "-Num", "-Nume", "-Numer", "-Numeri", "-Numeric", "--N", "--Nu", "--Num", "--Nume", "--Numer", "--Numeri", "--Numeric"}, Help: "print numbers instead of names for protocols, scopes and tables"},
			{Names: []string{"-a", "-al", "-all", "--a", "--al", "--all"}, Help: "run the command for every network namespace"},
			{Names: []string{"-V", "-Ve", "-Ver", "-Vers", "-Versi", "-Versio", "-Version", "--V", "--Ve", "--Ver", "--Vers", "--Versi", "--Versio", "--Version"}, Help: "print ip's version"},
		},
		Subcommands: []Subcommand{
			{Name: "address", Aliases: []string{"a", "ad", "add", "addr", "addre", "addres"}, Help: "show or change the addresses of interfaces",
				Spec: &Spec{Operands: []Operand{{Name: "COMMAND", Kind: Text, Max: 1, Check: ipAddressCommand, Assess: ipAddressRisk,
					Help: "what to do: show, list, lst, add, change, chg, replace, delete, flush (show when left out)"}, ipArguments}}},
			{Name: "maddress", Aliases: []string{"m", "ma", "mad", "madd", "maddr", "maddre", "maddres"}, Help: "show or change multicast addresses",
				Spec: &Spec{Operands: []Operand{{Name: "COMMAND", Kind: Text, Max: 1, Check: ipMaddressCommand, Assess: ipMaddressRisk,
					Help: "what to do: show, list, lst, add, delete (show when left out)"}, ipArguments}}},
			{Name: "route", Aliases: []string{"r", "ro", "rou", "rout"}, Help: "show, look up or change routes",
				Spec: &Spec{Operands: []Operand{{Name: "COMMAND", Kind: Text, Max: 1, Check: ipRouteCommand, Assess: ipRouteRisk,
					Help: "what to do: show, list, lst, get, add, change, chg, replace, prepend, append, test, delete, flush (show when left out)"}, ipArguments}}},
			{Name: "rule", Aliases: []string{"ru", "rul"}, Help: "show or change the routing policy rules",
				Spec: &Spec{Operands: []Operand{{Name: "COMMAND", Kind: Text, Max: 1, Check: ipRuleCommand, Assess: ipRuleRisk,
					Help: "what to do: show, list, lst, add, delete, flush (show when left out)"}, ipArguments}}},
			{Name: "neighbor", Aliases: []string{"n", "ne", "nei", "neig", "neigh", "neighb", "neighbo", "neighbou", "neighbour"}, Help: "show or change the neighbour (ARP, NDP) table",
				Spec: &Spec{Operands: []Operand{{Name: "COMMAND", Kind: Text, Max: 1, Check: ipNeighborCommand, Assess: ipNeighborRisk,
					Help: "what to do: show, list, lst, get, add, change, chg, replace, delete, flush (show when left out)"}, ipArguments}}},
			{Name: "link", Aliases: []string{"l", "li", "lin"}, Help: "show or change network interfaces",
				Spec: &Spec{Operands: []Operand{{Name: "COMMAND", Kind: Text, Max: 1, Check: ipLinkCommand, Assess: ipLinkRisk,
					Help: "what to do: show, list, lst, add, set, change, replace, delete (show when left out)"}, ipArguments}}},
			{Name: "netns", Aliases: []string{"net", "netn"}, Help: "list or change network namespaces (exec is refused)",
				Spec: &Spec{Operands: []Operand{{Name: "COMMAND", Kind: Text, Max: 1, Check: ipNetnsCommand, Assess: ipNetnsRisk,
					Help: "what to do: list, show, lst, list-id, identify, pids, add, set, delete, attach (show when left out)"}, ipArguments}}},
			{Name: "netconf", Aliases: []string{"netc", "netco", "netcon"}, Help: "show per-interface network configuration",
				Spec: &Spec{Operands: []Operand{{Name: "COMMAND", Kind: Text, Max: 1, Check: ipNetconfCommand, Assess: ipNetconfRisk,
					Help: "what to do: show, list (show when left out)"}, ipArguments}}},
		},
	},
}

// ip takes every prefix of an option's name from a few letters on, with
// one dash or two, and every prefix of an object's name; the declaration
// lists them all (TestIPSpellings checks the lists against that rule), so
// that it is static data: nothing is built at start-up.

// ipArguments are an object's command's arguments.
var ipArguments = Operand{Name: "ARGUMENTS", Kind: Text, Max: Unbounded, Help: "the command's arguments (dev eth0, to 10.0.0.0/8, ...)"}

// Each object's commands: those that only show, and those that change.
var (
	ipAddressShows   = []string{"show", "list", "lst"}
	ipAddressChanges = []string{"add", "change", "chg", "replace", "delete", "flush"}
)

func ipAddressCommand(field, value string) string {
	return ipCommandCheck("address", ipAddressShows, ipAddressChanges, field, value)
}
func ipAddressRisk(value string) (Risk, string) { return ipCommandRisk(ipAddressChanges, value) }

var (
	ipMaddressShows   = []string{"show", "list", "lst"}
	ipMaddressChanges = []string{"add", "delete"}
)

func ipMaddressCommand(field, value string) string {
	return ipCommandCheck("maddress", ipMaddressShows, ipMaddressChanges, field, value)
}
func ipMaddressRisk(value string) (Risk, string) { return ipCommandRisk(ipMaddressChanges, value) }

var (
	ipRouteShows   = []string{"show", "list", "lst", "get"}
	ipRouteChanges = []string{"add", "change", "chg", "replace", "prepend", "append", "test", "delete", "flush"}
)

func ipRouteCommand(field, value string) string {
	return ipCommandCheck("route", ipRouteShows, ipRouteChanges, field, value)
}
func ipRouteRisk(value string) (Risk, string) { return ipCommandRisk(ipRouteChanges, value) }

var (
	ipRuleShows   = []string{"show", "list", "lst"}
	ipRuleChanges = []string{"add", "delete", "flush"}
)

func ipRuleCommand(field, value string) string {
	return ipCommandCheck("rule", ipRuleShows, ipRuleChanges, field, value)
}
func ipRuleRisk(value string) (Risk, string) { return ipCommandRisk(ipRuleChanges, value) }

var (
	ipNeighborShows   = []string{"show", "list", "lst", "get"}
	ipNeighborChanges = []string{"add", "change", "chg", "replace", "delete", "flush"}
)

func ipNeighborCommand(field, value string) string {
	return ipCommandCheck("neighbor", ipNeighborShows, ipNeighborChanges, field, value)
}
func ipNeighborRisk(value string) (Risk, string) { return ipCommandRisk(ipNeighborChanges, value) }

var (
	ipLinkShows   = []string{"show", "list", "lst"}
	ipLinkChanges = []string{"add", "set", "change", "replace", "delete"}
)

func ipLinkCommand(field, value string) string {
	return ipCommandCheck("link", ipLinkShows, ipLinkChanges, field, value)
}
func ipLinkRisk(value string) (Risk, string) { return ipCommandRisk(ipLinkChanges, value) }

var (
	ipNetnsShows   = []string{"list", "show", "lst", "list-id", "identify", "pids"}
	ipNetnsChanges = []string{"add", "set", "delete", "attach"}
)

func ipNetnsCommand(field, value string) string {
	return ipCommandCheck("netns", ipNetnsShows, ipNetnsChanges, field, value)
}
func ipNetnsRisk(value string) (Risk, string) { return ipCommandRisk(ipNetnsChanges, value) }

var (
	ipNetconfShows   = []string{"show", "list"}
	ipNetconfChanges []string
)

func ipNetconfCommand(field, value string) string {
	return ipCommandCheck("netconf", ipNetconfShows, ipNetconfChanges, field, value)
}
func ipNetconfRisk(value string) (Risk, string) { return ipCommandRisk(ipNetconfChanges, value) }

// ipCommandRule accepts the object's commands and their prefixes. ip
// netns exec runs a program, which oterminus cannot check: it is
// refused with that reason.
func ipCommandCheck(object string, shows, changes []string, field, value string) string {
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

// ipCommandRisk reads a command word as a change when it is a prefix of
// any change command.
func ipCommandRisk(changes []string, value string) (Risk, string) {
	if i := slices.IndexFunc(changes, func(full string) bool { return strings.HasPrefix(full, value) }); i >= 0 {
		return Dangerous, "'" + value + "' can mean " + changes[i] + ", which changes the network configuration: a wrong address, route or link state can cut the machine off."
	}
	return Safe, ""
}
