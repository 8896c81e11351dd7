package registry

import "testing"

func TestMv(t *testing.T) {
	checkFS(t, "mv", []fsCase{
		{line: "mv notes.txt backup", argv: "mv notes.txt backup", risk: Write, changed: []string{"notes.txt", "backup"}},
		{line: "mv notes.txt todo.txt src", argv: "mv notes.txt todo.txt src", risk: Write, changed: []string{"notes.txt", "todo.txt", "src"}},
		{line: "mv -fv a b", argv: "mv -fv a b", risk: Write, changed: []string{"a", "b"}},
		{line: "mv -t src a b", argv: "mv -t src a b", risk: Write, changed: []string{"src", "a", "b"}},
		{line: "mv -Z a b", fault: fault(UnknownOption, 1), risk: Write},
		{line: "mv a", fault: fault(MissingRequired, -1), risk: Write},
		{line: "mv -- -rf b", fault: fault(UnknownOption, 1), risk: Write},
	})
}
