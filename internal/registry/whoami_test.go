package registry

import "testing"

func TestWhoami(t *testing.T) {
	runSysCases(t, []sysCase{
		{"whoami", "whoami", Safe, nil, ""},
		{"whoami --help", "whoami --help", Safe, nil, ""},
		{"whoami --version", "whoami --version", Safe, nil, ""},
		{"whoami --help --version", "", Safe, nil, "Option '--help' for 'whoami' is supported only alone ('whoami --help')"},
		{"whoami alice", "", Safe, nil, "takes no operands"},
	})
}
