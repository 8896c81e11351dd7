package registry

import "testing"

func TestLs(t *testing.T) {
	checkFS(t, "ls", []fsCase{
		{line: "ls -la", argv: "ls -la", risk: Safe},
		{line: "ls -Z notes.txt", argv: "ls -Z notes.txt", risk: Safe},
		{line: "ls -dlZ --context src", argv: "ls -dlZ --context src", risk: Safe},
		{line: "ls --help", argv: "ls --help", risk: Safe},
		{line: "ls -lh", argv: "ls -lh", risk: Safe},
		{line: "ls -h", argv: "ls -h", risk: Safe},
		{line: "ls -1", argv: "ls -1", risk: Safe},
		{line: "ls -F", argv: "ls -F", risk: Safe},
		{line: "ls -lSR", argv: "ls -lSR", risk: Safe},
		{line: "ls -ltrh src", argv: "ls -ltrh src", risk: Safe},
		{line: "ls -d */", argv: "ls -d */", risk: Safe},
		{line: "ls --color", argv: "ls --color", risk: Safe},
		{line: "ls --color=auto -A docs", argv: "ls --color=auto -A docs", risk: Safe},
		{line: "ls --sort size --group-directories-first", argv: "ls --sort size --group-directories-first", risk: Safe},
		{line: "ls -I '*.o' src -l", argv: "ls -I *.o src -l", risk: Safe},
		{line: "ls --color=sometimes", reason: "--color", risk: Safe},
		{line: "ls --color auto", argv: "ls --color auto", risk: Safe}, // "auto" is a file, as for ls itself
		{line: "ls -- -rf", fault: fault(UnknownOption, 1), risk: Safe},
		{line: "ls -f", fault: fault(UnknownOption, 1), risk: Safe},
		{line: "ls --hyperlink=always", fault: fault(UnknownOption, 1), risk: Safe},
		{line: "ls https://example.com/x", reason: "local filesystem target", risk: Safe},
	})
}
