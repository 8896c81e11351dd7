package registry

import "testing"

func TestCp(t *testing.T) {
	checkFS(t, "cp", []fsCase{
		{line: "cp notes.txt backup", argv: "cp notes.txt backup", risk: Write, changed: []string{"backup"}},
		{line: "cp -vr src docs", argv: "cp -vr src docs", risk: Write, changed: []string{"docs"}},
		{line: "cp -pn a b", argv: "cp -pn a b", risk: Write, changed: []string{"b"}},
		{line: "cp -a a b c dest/", argv: "cp -a a b c dest/", risk: Write, changed: []string{"dest/"}},
		{line: "cp -t src notes.txt todo.txt", argv: "cp -t src notes.txt todo.txt", risk: Write, changed: []string{"src"}},
		{line: "cp --target-directory=out -u a b", argv: "cp --target-directory=out -u a b", risk: Write, changed: []string{"out"}},
		{line: "cp -l a b", fault: fault(UnknownOption, 1), risk: Write},
		{line: "cp -s a b", fault: fault(UnknownOption, 1), risk: Write},
		{line: "cp a", fault: fault(MissingRequired, -1), risk: Write},
		{line: "cp a host:b", argv: "cp a host:b", risk: Write, changed: []string{"host:b"}}, // cp has no remote form: a local name
		{line: "cp --reflink=always a b", fault: fault(UnknownOption, 1), risk: Write},
	})
}
