package registry

import "testing"

func TestCat(t *testing.T) {
	runDeclCases(t, "cat", []declCase{
		{line: "cat notes.txt", argv: "cat notes.txt"},
		{line: "cat notes.txt todo.txt", argv: "cat notes.txt todo.txt"},
		{line: "cat -n notes.txt", argv: "cat -n notes.txt"},
		{line: "cat -A notes.txt", argv: "cat -A notes.txt"},
		{line: "cat -vET notes.txt", argv: "cat -vET notes.txt"},
		{line: "cat --number-nonblank --squeeze-blank notes.txt", argv: "cat --number-nonblank --squeeze-blank notes.txt"},
		{line: "cat -", argv: "cat -"},
		{line: "cat", fault: fault(MissingRequired, -1)},
		{line: "cat -- -x", fault: fault(UnknownOption, 1)},
		{line: "cat -z notes.txt", fault: fault(UnknownOption, 1)},
		{line: "cat ./a -rf", fault: fault(UnknownOption, 2)},
		{line: "cat host:/etc/passwd://x", reason: "must refer to a local filesystem target"},
	})
}
