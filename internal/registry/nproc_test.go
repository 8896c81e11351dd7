package registry

import "testing"

func TestNproc(t *testing.T) {
	runSysCases(t, []sysCase{
		{"nproc", "nproc", Safe, nil, ""},
		{"nproc --all", "nproc --all", Safe, nil, ""},
		{"nproc --ignore 5", "nproc --ignore 5", Safe, nil, ""},
	})
}
