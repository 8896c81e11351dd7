package registry

import "testing"

func TestW(t *testing.T) {
	runSysCases(t, []sysCase{
		{"w", "w", Safe, nil, ""},
		{"w -h alice", "w -h alice", Safe, nil, ""},
	})
}
