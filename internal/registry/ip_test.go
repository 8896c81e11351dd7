package registry

import "testing"

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
