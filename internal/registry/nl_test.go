package registry

import "testing"

func TestNl(t *testing.T) {
	runDeclCases(t, "nl", []declCase{
		{line: "nl -b a -n rz notes.txt", argv: "nl -b a -n rz notes.txt"},
		{line: "nl -n xx notes.txt", reason: "must be one of"},
	})
}
