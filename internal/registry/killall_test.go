package registry

import "testing"

func TestKillall(t *testing.T) {
	runSysCases(t, []sysCase{
		{"killall firefox", "killall firefox", Dangerous, nil, ""},
		{"killall -9 firefox", "killall -9 firefox", Dangerous, nil, ""},
		{"killall -i -I Firefox", "killall -i -I Firefox", Dangerous, nil, ""},
		{"killall -l", "killall -l", Safe, nil, ""},
		{"killall -u alice", "", Dangerous, nil, fault(MissingRequired, -1)},
	})
}
