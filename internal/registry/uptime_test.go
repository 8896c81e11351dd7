package registry

import "testing"

func TestUptime(t *testing.T) {
	runSysCases(t, []sysCase{
		{"uptime", "uptime", Safe, nil, ""},
		{"uptime -p", "uptime -p", Safe, nil, ""},
		{"uptime -s", "uptime -s", Safe, nil, ""},
		{"uptime now", "", Safe, nil, "takes no operands"},
	})
}
