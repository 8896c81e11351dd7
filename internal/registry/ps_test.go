package registry

import "testing"

func TestPs(t *testing.T) {
	runSysCases(t, []sysCase{
		{"ps aux", "ps aux", Safe, nil, ""},
		{"ps auxww", "ps auxww", Safe, nil, ""},
		{"ps -Af", "ps -Af", Safe, nil, ""},
		{"ps -ef", "ps -ef", Safe, nil, ""}, // -e is -A: every process
		{"ps -A -f -u alice -p 42", "ps -A -f -u alice -p 42", Safe, nil, ""},
		{"ps -o ppid= -p 1234", "ps -o ppid= -p 1234", Safe, nil, ""},
		{"ps -A --sort=-%mem --forest", "ps -A --sort=-%mem --forest", Safe, nil, ""},
		{"ps -L -p 1234", "ps -L -p 1234", Safe, nil, ""},
		{"ps e", "", Safe, nil, fault(TooManyOperands, 1)},
		{"ps auxe", "", Safe, nil, fault(TooManyOperands, 1)},
		{"ps -u $(id -u) f", "", Safe, nil, "The value of -u must be a user or group name"},
		{"ps k size", "", Safe, nil, fault(TooManyOperands, 1)},
		{"ps -p 1,2", "", Safe, nil, "must be a whole number"},
	})
}
