package registry

import "testing"

func TestClear(t *testing.T) {
	runSysCases(t, []sysCase{
		{"clear", "clear", Safe, nil, ""},
		{"clear -x", "clear -x", Safe, nil, ""},
		{"clear -T vt100", "clear -T vt100", Safe, nil, ""},
		{"clear screen", "", Safe, nil, "takes no operands"},
	})
}
