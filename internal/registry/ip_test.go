package registry

import (
	"slices"
	"strings"
	"testing"
)

func TestIP(t *testing.T) {
	runSysCases(t, []sysCase{
		{"ip a", "ip a", Safe, nil, ""},
		{"ip addr", "ip addr", Safe, nil, ""},
		{"ip address show", "ip address show", Safe, nil, ""},
		{"ip a s up", "ip a s up", Safe, nil, ""},
		{"ip -br a", "ip -br a", Safe, nil, ""},
		{"ip -4 -brief address show dev eth0", "ip -4 -brief address show dev eth0", Safe, nil, ""},
		{"ip --brief --color link", "ip --brief --color link", Safe, nil, ""},
		{"ip -c -br l", "ip -c -br l", Safe, nil, ""},
		{"ip -s -s link show eth0", "ip -s -s link show eth0", Safe, nil, ""},
		{"ip -f inet6 addr", "ip -f inet6 addr", Safe, nil, ""},
		{"ip l sh ethX", "ip l sh ethX", Safe, nil, ""},
		{"ip r", "ip r", Safe, nil, ""},
		{"ip -6 r", "ip -6 r", Safe, nil, ""},
		{"ip r g 1.1.1.1", "ip r g 1.1.1.1", Safe, nil, ""},
		{"ip route get 8.8.8.8 from 10.0.0.2", "ip route get 8.8.8.8 from 10.0.0.2", Safe, nil, ""},
		{"ip r l t main", "ip r l t main", Safe, nil, ""},
		{"ip n", "ip n", Safe, nil, ""},
		{"ip neighbour show", "ip neighbour show", Safe, nil, ""},
		{"ip ru", "ip ru", Safe, nil, ""},
		{"ip -j -p addr", "ip -j -p addr", Safe, nil, ""},
		{"ip netns list", "ip netns list", Safe, nil, ""},
		{"ip netc s dev eth0", "ip netc s dev eth0", Safe, nil, ""},
		// Changes are dangerous, whichever prefix names them.
		{"ip addr add 10.0.0.2/24 dev eth0", "ip addr add 10.0.0.2/24 dev eth0", Dangerous, nil, "changes the network configuration"},
		{"ip a a 10.0.0.2/24 dev eth0", "ip a a 10.0.0.2/24 dev eth0", Dangerous, nil, ""},
		{"ip addr del 10.0.0.2/24 dev eth0", "ip addr del 10.0.0.2/24 dev eth0", Dangerous, nil, ""},
		{"ip addr flush dev eth0", "ip addr flush dev eth0", Dangerous, nil, ""},
		{"ip link set eth0 down", "ip link set eth0 down", Dangerous, nil, ""},
		{"ip l s eth0 down", "ip l s eth0 down", Dangerous, nil, "'s' can mean set"}, // ip reads s as set for links
		{"ip route add default via 10.0.0.1", "ip route add default via 10.0.0.1", Dangerous, nil, ""},
		{"ip r replace default via 10.0.0.1", "ip r replace default via 10.0.0.1", Dangerous, nil, ""},
		{"ip neigh flush all", "ip neigh flush all", Dangerous, nil, ""},
		{"ip netns add blue", "ip netns add blue", Dangerous, nil, ""},
		// Refused.
		{"ip netns exec blue bash", "", Safe, nil, "'ip netns exec' runs a program in the namespace"},
		{"ip netns e blue bash", "", Safe, nil, "'ip netns e' runs a program"},
		{"ip -b cmds.txt", "", Safe, nil, fault(UnknownOption, 1)},
		{"ip -batch cmds.txt", "", Safe, nil, fault(UnknownOption, 1)},
		{"ip -n blue addr", "", Safe, nil, fault(UnknownOption, 1)},
		{"ip -netns blue addr", "", Safe, nil, fault(UnknownOption, 1)},
		{"ip tunnel show", "", Safe, nil, "Subcommand 'ip tunnel' is not supported"},
		{"ip addr frobnicate", "", Safe, nil, "COMMAND must be one of show, list, lst, add"},
		{"ip -br", "", Safe, nil, "Command 'ip' needs a subcommand"},
		{"ip", "", Safe, nil, "Command 'ip' needs a subcommand"},
	})
}

// TestIPSpellings checks the spellings ip.go lists against ip's rule:
// every prefix of an option's name from a few letters on, with one dash
// or two, and every prefix of an object's name from a few letters on;
// and each object's COMMAND help against its commands.
func TestIPSpellings(t *testing.T) {
	spellings := func(min int, names ...string) []string {
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
	options := map[string][]string{ // canonical spelling: min letters, names
		"-f": {"1", "family"}, "-br": {"2", "brief"}, "-c": {"1", "color"}, "-s": {"1", "stats", "statistics"},
		"-d": {"1", "details"}, "-h": {"1", "human", "human-readable"}, "-i": {"1", "iec"}, "-o": {"1", "oneline"},
		"-t": {"1", "timestamp"}, "-ts": {"2", "tshort"}, "-j": {"1", "json"}, "-p": {"1", "pretty"},
		"-r": {"1", "resolve"}, "-N": {"1", "Numeric"}, "-a": {"1", "all"}, "-V": {"1", "Version"},
	}
	seen := 0
	for o := range ipFamily.Spec.AllOptions() {
		rule, ok := options[o.Names[0]]
		if !ok {
			continue
		}
		seen++
		if want := spellings(int(rule[0][0]-'0'), rule[1:]...); !slices.Equal(o.Names, want) {
			t.Errorf("ip %s: spellings %q, want %q", o.Names[0], o.Names, want)
		}
	}
	if seen != len(options) {
		t.Errorf("%d of the %d ip options with spellings found", seen, len(options))
	}
	objects := map[string][]string{ // object: min letters, other names
		"address": {"1"}, "maddress": {"1"}, "route": {"1"}, "rule": {"2"}, "neighbor": {"1", "neighbour"},
		"link": {"1"}, "netns": {"3"}, "netconf": {"4"},
	}
	for _, sub := range ipFamily.Spec.Subcommands {
		rule, ok := objects[sub.Name]
		if !ok {
			t.Errorf("ip %s: not an object the test knows", sub.Name)
			continue
		}
		var want []string
		for _, full := range append([]string{sub.Name}, rule[1:]...) {
			for n := int(rule[0][0] - '0'); n <= len(full); n++ {
				if w := full[:n]; w != sub.Name && !slices.Contains(want, w) {
					want = append(want, w)
				}
			}
		}
		if !slices.Equal(sub.Aliases, want) {
			t.Errorf("ip %s: aliases %q, want %q", sub.Name, sub.Aliases, want)
		}
		var commands []string
		for _, word := range []string{"show", "list", "lst", "get", "list-id", "identify", "pids", "add", "set",
			"change", "chg", "replace", "prepend", "append", "test", "delete", "flush", "attach"} {
			if sub.Spec.Operands[0].Check("COMMAND", word) == "" {
				commands = append(commands, word)
			}
		}
		help := sub.Spec.Operands[0].Help
		for _, c := range commands {
			if !strings.Contains(help, c) {
				t.Errorf("ip %s: COMMAND help %q leaves out %s", sub.Name, help, c)
			}
		}
	}
}
