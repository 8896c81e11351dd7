package registry

import "testing"

func TestUname(t *testing.T) {
	runSysCases(t, []sysCase{
		{"uname --help", "uname --help", Safe, nil, ""},
		{"uname --version", "uname --version", Safe, nil, ""},
		{"uname -a --help", "", Safe, nil, "Option '--help' for 'uname' is supported only alone"},
		{"uname", "uname", Safe, nil, ""},
		{"uname -a", "uname -a", Safe, nil, ""},
		{"uname -srv", "uname -srv", Safe, nil, ""},
		{"uname --kernel-name --machine", "uname --kernel-name --machine", Safe, nil, ""},
		{"uname -x", "", Safe, nil, fault(UnknownOption, 1)},
	})
}
