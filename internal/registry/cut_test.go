package registry

import "testing"

func TestCut(t *testing.T) {
	runDeclCases(t, "cut", []declCase{
		{line: "cut -d : -f 1 /etc/passwd", argv: "cut -d : -f 1 /etc/passwd"},
		{line: "cut -c1-10 notes.txt", argv: "cut -c1-10 notes.txt"},
		{line: "cut -f 1", fault: fault(MissingRequired, -1)},
	})
}
