package registry

import "testing"

func TestJournalctl(t *testing.T) {
	runSysCases(t, []sysCase{
		{"journalctl -u nginx", "journalctl -u nginx", Safe, nil, ""},
		{"journalctl -n 5 -f", "journalctl -n 5 -f", Safe, nil, ""},
		{"journalctl -n", "journalctl -n", Safe, nil, ""},
		{"journalctl -n20 -u nginx", "journalctl -n20 -u nginx", Safe, nil, ""},
		{"journalctl --lines 20", "journalctl --lines 20", Safe, nil, ""},
		{"journalctl -b -1 -p 3", "journalctl -b -1 -p 3", Safe, nil, ""},
		{"journalctl -b -p err", "journalctl -b -p err", Safe, nil, ""},
		{"journalctl -b", "journalctl -b", Safe, nil, ""},
		{"journalctl -k -b 0", "journalctl -k -b 0", Safe, nil, ""},
		{"journalctl -S now -U '2024-01-31 10:00:00'", "journalctl -S now -U 2024-01-31 10:00:00", Safe, nil, ""},
		{"journalctl --since '1 hour ago' --no-pager", "journalctl --since 1 hour ago --no-pager", Safe, nil, ""},
		{"journalctl -xe", "journalctl -xe", Safe, nil, ""},
		{"journalctl -o json-pretty -u sshd", "journalctl -o json-pretty -u sshd", Safe, nil, ""},
		{"journalctl _PID=1234", "journalctl _PID=1234", Safe, nil, ""},
		{"journalctl --user --disk-usage", "journalctl --user --disk-usage", Safe, nil, ""},
		{"journalctl --list-boots", "journalctl --list-boots", Safe, nil, ""},
		{"journalctl --rotate", "journalctl --rotate", Write, nil, ""},
		{"journalctl --flush", "journalctl --flush", Write, nil, ""},
		{"journalctl --vacuum-time 2d", "journalctl --vacuum-time 2d", Dangerous, nil, "those logs are gone for good"},
		{"journalctl --vacuum-size=500M", "journalctl --vacuum-size=500M", Dangerous, nil, ""},
		{"journalctl --vacuum-files 3", "journalctl --vacuum-files 3", Dangerous, nil, ""},
		{"journalctl -o fancy", "", Safe, nil, "The value of -o must be one of short"},
		{"journalctl -b=yesterday", "", Safe, nil, "must be a boot offset"},
		{"journalctl --setup-keys", "", Safe, nil, fault(UnknownOption, 1)},
		{"journalctl -M box", "", Safe, nil, fault(UnknownOption, 1)},
	})
}
