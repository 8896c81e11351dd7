package registry

import "testing"

func TestTouch(t *testing.T) {
	checkFS(t, "touch", []fsCase{
		{line: "touch notes.txt todo.txt", argv: "touch notes.txt todo.txt", risk: Write, changed: []string{"notes.txt", "todo.txt"}},
		{line: "touch -c -a notes.txt", argv: "touch -c -a notes.txt", risk: Write, changed: []string{"notes.txt"}},
		{line: "touch -ct 202401311200.00 notes.txt", argv: "touch -ct 202401311200.00 notes.txt", risk: Write, changed: []string{"notes.txt"}},
		{line: "touch -d 'last monday' x", argv: "touch -d last monday x", risk: Write, changed: []string{"x"}},
		{line: "touch -r notes.txt todo.txt readme.md", argv: "touch -r notes.txt todo.txt readme.md", risk: Write,
			changed: []string{"todo.txt", "readme.md"}},
		{line: "touch -r", fault: fault(MissingValue, 1), risk: Write},
		{line: "touch +5 x", reason: "cannot start with '+'", risk: Write},
		{line: "touch http://example.com/x", reason: "local filesystem target", risk: Write},
	})
}
