package registry

import "testing"

func TestWhich(t *testing.T) {
	runSysCases(t, []sysCase{
		{"which -a python3 sh", "which -a python3 sh", Safe, nil, ""},
		{"which", "", Safe, nil, fault(MissingRequired, -1)},
		{"which -x sh", "", Safe, nil, fault(UnknownOption, 1)},
	})
}
