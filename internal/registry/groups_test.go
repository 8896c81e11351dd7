package registry

import "testing"

func TestGroups(t *testing.T) {
	runSysCases(t, []sysCase{
		{"groups", "groups", Safe, nil, ""},
		{"groups alice bob", "groups alice bob", Safe, nil, ""},
	})
}
