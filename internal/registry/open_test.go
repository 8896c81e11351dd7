package registry

import "testing"

func TestOpen(t *testing.T) {
	runSysCases(t, []sysCase{
		{"open .", "open .", Safe, nil, ""},
		{"open -R notes.txt", "open -R notes.txt", Safe, nil, ""},
		{"open -t a.txt b.txt", "open -t a.txt b.txt", Safe, nil, ""},
		{"open -R Tool.app/", "open -R Tool.app/", Dangerous, nil, "may run it as a program"},
		{"open -a Terminal x", "", Safe, nil, fault(UnknownOption, 1)},
		{"open -b com.apple.Terminal", "", Safe, nil, fault(UnknownOption, 1)},
		{"open http://example.com", "", Safe, nil, "must refer to a local filesystem target"},
		{"open vnc:host", "open vnc:host", Dangerous, nil, "that scheme's handler"},
	})
}
