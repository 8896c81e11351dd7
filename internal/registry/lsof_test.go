package registry

import "testing"

func TestLsof(t *testing.T) {
	runSysCases(t, []sysCase{
		{"lsof notes.txt", "lsof notes.txt", Safe, nil, ""},
		{"lsof -i :8080", "lsof -i :8080", Safe, nil, ""},
		{"lsof -iTCP:8080 -n -P", "lsof -iTCP:8080 -n -P", Safe, nil, ""},
		{"lsof -t notes.txt", "lsof -t notes.txt", Safe, nil, ""},
		{"lsof -u alice -c ssh -a", "lsof -u alice -c ssh -a", Safe, nil, ""},
		{"lsof -p 1234", "lsof -p 1234", Safe, nil, ""},
		{"lsof -a -n -P -p 7 -c x src", "lsof -a -n -P -p 7 -c x src", Safe, nil, ""},
		{"lsof +D src", "lsof +D src", Safe, nil, ""},
		{"lsof +d /var/log -t", "lsof +d /var/log -t", Safe, nil, ""},
		{"lsof -i6TCP:8080 -sTCP:LISTEN -n -P", "lsof -i6TCP:8080 -sTCP:LISTEN -n -P", Safe, nil, ""},
		{"lsof -iTCP -sTCP:^LISTEN,ESTABLISHED", "lsof -iTCP -sTCP:^LISTEN,ESTABLISHED", Safe, nil, ""},
		{"lsof -s notes.txt", "lsof -s notes.txt", Safe, nil, ""},
		{"lsof -sTCP notes.txt", "", Safe, nil, "must be a protocol and states such as TCP:LISTEN"},
		{"lsof +D", "", Safe, nil, fault(MissingValue, 1)},
		{"lsof +L1", "", Safe, nil, "FILE cannot start with '+'"},
		{"lsof -r 1", "", Safe, nil, fault(UnknownOption, 1)},
		{"lsof -i", "", Safe, nil, fault(MissingValue, 1)},
		{"lsof http://example.com/x", "", Safe, nil, "must refer to a local filesystem target"},
	})
}
