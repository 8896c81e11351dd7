package registry

import "testing"

func TestStat(t *testing.T) {
	checkFS(t, "stat", []fsCase{
		{line: "stat notes.txt", argv: "stat notes.txt", risk: Safe},
		{line: "stat -c '%a %n' notes.txt", argv: "stat -c %a %n notes.txt", risk: Safe},
		{line: "stat --format=%s -L link", argv: "stat --format=%s -L link", risk: Safe},
		{line: "stat -f %z README.md", argv: "stat -f %z README.md", risk: Safe}, // BSD's format, GNU's file-system flag
		{line: "stat -x run.sh", argv: "stat -x run.sh", risk: Safe},
		{line: "stat -t", fault: fault(MissingRequired, -1), risk: Safe},
		{line: "stat --printf='\\033[2J' x", reason: "Unsupported option '--printf=", risk: Safe},
	})
}
