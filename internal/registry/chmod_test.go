package registry

import "testing"

func TestChmod(t *testing.T) {
	checkFS(t, "chmod", []fsCase{
		{line: "chmod 755 run.sh", argv: "chmod 755 run.sh", risk: Write, changed: []string{"run.sh"}},
		{line: "chmod -R g+w,o+w src", argv: "chmod -R g+w,o+w src", risk: Write, changed: []string{"src"}},
		{line: "chmod a+rX src -R", argv: "chmod a+rX src -R", risk: Write, changed: []string{"src"}},
		{line: "chmod o= notes.txt", argv: "chmod o= notes.txt", risk: Write, changed: []string{"notes.txt"}},
		{line: "chmod u+s tool", argv: "chmod u+s tool", risk: Dangerous, changed: []string{"tool"}},
		{line: "chmod 4755 tool", argv: "chmod 4755 tool", risk: Dangerous, changed: []string{"tool"}},
		{line: "chmod -R 777 /", argv: "chmod -R 777 /", risk: Dangerous, changed: []string{"/"}},
		{line: "chmod --reference=suid.bin x", fault: fault(UnknownOption, 1), risk: Write},
		{line: "chmod -w notes.txt", fault: fault(UnknownOption, 1), risk: Write},
		{line: "chmod 999 x", reason: "a permission mode", risk: Write},
		{line: "chmod u+x", fault: fault(MissingRequired, -1), risk: Write},
	})
}
