package registry

import "testing"

func TestPkill(t *testing.T) {
	runSysCases(t, []sysCase{
		{"pkill firefox", "pkill firefox", Dangerous, nil, ""},
		{"pkill -f 'ls'", "pkill -f ls", Dangerous, nil, ""},
		{"pkill -9 process_name", "pkill -9 process_name", Dangerous, nil, ""},
		{"pkill -CONT bash", "pkill -CONT bash", Dangerous, nil, ""},
		{"pkill -SIGUSR1 -f gpu-screen-recorder", "pkill -SIGUSR1 -f gpu-screen-recorder", Dangerous, nil, ""},
		{"pkill -o firefox", "pkill -o firefox", Dangerous, nil, ""},
		{"pkill --signal TERM -u alice sleep", "pkill --signal TERM -u alice sleep", Dangerous, nil, ""},
		{"pkill -F pidfile", "", Dangerous, nil, fault(UnknownOption, 1)},
	})
}
