package registry

import "testing"

func TestWho(t *testing.T) {
	runSysCases(t, []sysCase{
		{"who", "who", Safe, nil, ""},
		{"who -aH", "who -aH", Safe, nil, ""},
		{"who am i", "who am i", Safe, nil, ""},
		{"who is online", "", Safe, nil, "must be one of am, i, I"},
	})
}
