package registry

import "testing"

func TestCmpShufBase64(t *testing.T) {
	checkFS(t, "cmp", []fsCase{
		{line: "cmp notes.txt todo.txt", argv: "cmp notes.txt todo.txt", read: []string{"notes.txt", "todo.txt"}},
		{line: "cmp -bl a b", argv: "cmp -bl a b"},
		{line: "cmp -s -n 1K -i 10:20 a b", argv: "cmp -s -n 1K -i 10:20 a b"},
		{line: "cmp a", fault: fault(MissingRequired, -1)},
		{line: "cmp a b c", fault: fault(TooManyOperands, 3)},
		{line: "cmp -i x a b", reason: "a byte count, or two as SKIP1:SKIP2"},
	})
	checkFS(t, "shuf", []fsCase{
		{line: "shuf notes.txt", argv: "shuf notes.txt", read: []string{"notes.txt"}},
		{line: "shuf -n 3 -i 1-10 -r", argv: "shuf -n 3 -i 1-10 -r"},
		{line: "shuf -e red green blue", argv: "shuf -e red green blue", read: []string{}},
		{line: "shuf notes.txt -o backup", argv: "shuf notes.txt -o backup", risk: Write, changed: []string{"backup"}},
		{line: "shuf -i 10", reason: "a range LO-HI such as 1-10"},
		{line: "shuf -e a -i 1-5", reason: "Command 'shuf' cannot echo and range at once."},
		{line: "shuf --random-source=/dev/urandom notes.txt", fault: fault(UnknownOption, 1)},
	})
	checkFS(t, "base64", []fsCase{
		{line: "base64 notes.txt", argv: "base64 notes.txt"},
		{line: "base64 -d -i encoded.txt", argv: "base64 -d -i encoded.txt"},
		{line: "base64 -w 0 a.bin", argv: "base64 -w 0 a.bin"},
		{line: "base64 a b", fault: fault(TooManyOperands, 2)},
	})
}
