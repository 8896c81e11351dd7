package registry

import "testing"

func TestId(t *testing.T) {
	runSysCases(t, []sysCase{
		{"id", "id", Safe, nil, ""},
		{"id -un", "id -un", Safe, nil, ""},
		{"id -Gn alice", "id -Gn alice", Safe, nil, ""},
		{"id +5", "", Safe, nil, "USER must be a user or group name"},
	})
}
