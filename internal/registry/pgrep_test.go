package registry

import "testing"

func TestPgrep(t *testing.T) {
	runSysCases(t, []sysCase{
		{"pgrep -f python", "pgrep -f python", Safe, nil, ""},
		{"pgrep -fl 'process_name'", "pgrep -fl process_name", Safe, nil, ""},
		{"pgrep -u alice sshd", "pgrep -u alice sshd", Safe, nil, ""},
		{"pgrep -n -x firefox", "pgrep -n -x firefox", Safe, nil, ""},
		{"pgrep -a 'py.*n'", "pgrep -a py.*n", Safe, nil, ""},
		{"pgrep -u alice", "pgrep -u alice", Safe, nil, ""},
		{"pgrep -F pidfile", "", Safe, nil, fault(UnknownOption, 1)},
		{"pgrep a b", "", Safe, nil, fault(TooManyOperands, 2)},
	})
}
