package registry

import "testing"

func TestFree(t *testing.T) {
	runSysCases(t, []sysCase{
		{"free", "free", Safe, nil, ""},
		{"free -h", "free -h", Safe, nil, ""},
		{"free -s 2", "free -s 2", Safe, nil, ""},
		{"free -mt", "free -mt", Safe, nil, ""},
	})
}
