package registry

import "testing"

func TestHead(t *testing.T) {
	runDeclCases(t, "head", []declCase{
		{line: "head notes.txt", argv: "head notes.txt"},
		{line: "head -n 5 notes.txt", argv: "head -n 5 notes.txt"},
		{line: "head -5 notes.txt", argv: "head -5 notes.txt"},
		{line: "head -n5 notes.txt todo.txt", argv: "head -n5 notes.txt todo.txt"},
		{line: "head -n -5 notes.txt", argv: "head -n -5 notes.txt"},
		{line: "head -c -5 notes.txt", argv: "head -c -5 notes.txt"},
		{line: "head -c 1K notes.txt", argv: "head -c 1K notes.txt"},
		{line: "head --lines=20 -qz a b", argv: "head --lines=20 -qz a b"},
		{line: "head -n x notes.txt", reason: "a whole number"},
		{line: "head +5 notes.txt", reason: "cannot start with '+'"},
		{line: "head -c 5q notes.txt", reason: "a size such as"},
		{line: "head", fault: fault(MissingRequired, -1)},
	})
}
