package registry

import "testing"

func TestDiff(t *testing.T) {
	runDeclCases(t, "diff", []declCase{
		{line: "diff -u old.txt new.txt", argv: "diff -u old.txt new.txt", read: []string{"old.txt", "new.txt"}},
		{line: "diff --to-file=x a", reason: "Unsupported option"},
	})
}
