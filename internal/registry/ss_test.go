package registry

import "testing"

func TestSS(t *testing.T) {
	runSysCases(t, []sysCase{
		{"ss -tulpn", "ss -tulpn", Safe, nil, ""},
		{"ss -a --tcp", "ss -a --tcp", Safe, nil, ""},
		{"ss -lt src :8080", "ss -lt src :8080", Safe, nil, ""},
		{"ss -pt dst :ssh", "ss -pt dst :ssh", Safe, nil, ""},
		{"ss -u 'sport == :8080 and dport == :8080'", "ss -u sport == :8080 and dport == :8080", Safe, nil, ""},
		{"ss -4t src 192.168/16", "ss -4t src 192.168/16", Safe, nil, ""},
		{"ss -s", "ss -s", Safe, nil, ""},
		{"ss -tn state established", "ss -tn state established", Safe, nil, ""},
		{"ss -K dst 192.168.1.10 dport = 8080", "ss -K dst 192.168.1.10 dport = 8080", Dangerous, nil, "cutting those connections"},
		{"ss -D dump.bin", "", Safe, nil, fault(UnknownOption, 1)},
		{"ss -N blue -t", "", Safe, nil, fault(UnknownOption, 1)},
		{"ss -tK", "ss -tK", Dangerous, nil, ""},
	})
}
