package registry

import "testing"

func TestKill(t *testing.T) {
	runSysCases(t, []sysCase{
		{"kill 1234", "kill 1234", Dangerous, nil, ""},
		{"kill -9 1234", "kill -9 1234", Dangerous, nil, ""},
		{"kill -KILL 1234 5678", "kill -KILL 1234 5678", Dangerous, nil, ""},
		{"kill -SIGUSR1 1234", "kill -SIGUSR1 1234", Dangerous, nil, ""},
		{"kill -s HUP 1234", "kill -s HUP 1234", Dangerous, nil, ""},
		{"kill -- -1234", "kill -- -1234", Dangerous, nil, ""},
		{"kill -l", "kill -l", Safe, nil, ""},
		{"kill -0 1234", "kill -0 1234", Safe, nil, ""},
		{"kill -9 -1", "", Dangerous, nil, "Command 'kill' takes one signal; '-1' would name a process group"},
		{"kill %1", "", Dangerous, nil, "PID must be a whole number"},
		{"kill the process on port 8080", "", Dangerous, nil, "PID must be a whole number"},
		{"kill", "", Safe, nil, fault(MissingRequired, -1)},
		{"kill -sigterm 1234", "", Dangerous, nil, "The value of -s must be a signal name or number"},
	})
}
