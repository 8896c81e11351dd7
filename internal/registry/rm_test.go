package registry

import "testing"

func TestRm(t *testing.T) {
	runDeclCases(t, "rm", []declCase{
		{line: "rm notes.txt todo.txt", argv: "rm notes.txt todo.txt", risk: Dangerous, changed: []string{"notes.txt", "todo.txt"}},
		{line: "rm -f notes.txt", argv: "rm -f notes.txt", risk: Dangerous, changed: []string{"notes.txt"}},
		{line: "rm -rf build", argv: "rm -rf build", risk: Dangerous, changed: []string{"build"}, warning: "Recursive deletion detected."},
		{line: "rm -Rv src docs", argv: "rm -Rv src docs", risk: Dangerous, changed: []string{"src", "docs"}, warning: "Recursive deletion detected."},
		{line: "rm --recursive --one-file-system build", argv: "rm --recursive --one-file-system build", risk: Dangerous,
			changed: []string{"build"}, warning: "Recursive deletion detected."},
		{line: "rm -d src", argv: "rm -d src", risk: Dangerous, changed: []string{"src"}},
		{line: "rm -i old.log", argv: "rm -i old.log", risk: Dangerous, changed: []string{"old.log"}},
		{line: "rm --interactive=once a b", argv: "rm --interactive=once a b", risk: Dangerous, changed: []string{"a", "b"}},
		{line: "rm --preserve-root -r /", argv: "rm --preserve-root -r /", risk: Dangerous, changed: []string{"/"}},
		{line: "rm --no-preserve-root -rf /", risk: Dangerous, fault: fault(RefusedOption, 1)},
		{line: "rm -- -x", risk: Dangerous, fault: fault(UnknownOption, 1)},
		{line: "rm", risk: Dangerous, fault: fault(MissingRequired, -1)},
		{line: "rm ftp://host/x", risk: Dangerous, reason: "must refer to a local filesystem target"},
		{line: "rm --interactive=sometimes a", risk: Dangerous, reason: "must be one of"},
	})
}
