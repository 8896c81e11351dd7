package registry

import "testing"

func TestComm(t *testing.T) {
	runDeclCases(t, "comm", []declCase{
		{line: "comm -12 a.txt b.txt", argv: "comm -12 a.txt b.txt"},
		{line: "comm a.txt", fault: fault(MissingRequired, -1)},
	})
}
