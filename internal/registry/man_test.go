package registry

import "testing"

func TestMan(t *testing.T) {
	runSysCases(t, []sysCase{
		{"man --help", "man --help", Safe, nil, ""},
		{"man ls", "man ls", Safe, nil, ""},
		{"man 5 crontab", "man 5 crontab", Safe, nil, ""},
		{"man -k printf", "man -k printf", Safe, nil, ""},
		{"man -f ls", "man -f ls", Safe, nil, ""},
		{"man -w ls", "man -w ls", Safe, nil, ""},
		{"man ls -a", "man ls -a", Safe, nil, ""},
		{"man -L de ls", "man -L de ls", Safe, nil, ""},
		{"man ./evil.1", "man ./evil.1", Dangerous, nil, "as a file to format"},
		// A pager, a browser or a local file: refused, saying why.
		{"man -P cat ls", "", Safe, nil, fault(RefusedOption, 1)},
		{"man --pager=id ls", "", Safe, nil, fault(RefusedOption, 1)},
		{"man -Hfirefox ls", "", Safe, nil, fault(RefusedOption, 1)},
		{"man -H ls", "", Safe, nil, fault(RefusedOption, 1)},
		{"man --html=firefox ls", "", Safe, nil, fault(RefusedOption, 1)},
		{"man -l ./evil.1", "", Safe, nil, fault(RefusedOption, 1)},
		{"man ls cp", "", Safe, nil, "SECTION must be a whole number"},
		{"man -w", "", Safe, nil, "requires [SECTION] TOPIC"},
	})
}
