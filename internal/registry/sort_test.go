package registry

import "testing"

func TestSort(t *testing.T) {
	runDeclCases(t, "sort", []declCase{
		{line: "sort notes.txt", argv: "sort notes.txt"},
		{line: "sort -ru README.md", argv: "sort -ru README.md"},
		{line: "sort -f notes.txt", argv: "sort -f notes.txt"},
		{line: "sort -t : -k 3n /etc/passwd", argv: "sort -t : -k 3n /etc/passwd"},
		{line: "sort -t: -k3,3n -k 4,4g /etc/passwd", argv: "sort -t: -k3,3n -k 4,4g /etc/passwd"},
		{line: "sort --key=2 -hs sizes.txt", argv: "sort --key=2 -hs sizes.txt"},
		{line: "sort -Vbz a b", argv: "sort -Vbz a b"},
		// Writing the result to a file is a write, checked by policy.
		{line: "sort -o backup notes.txt", argv: "sort -o backup notes.txt", risk: Write, changed: []string{"backup"}, read: []string{"notes.txt"}},
		{line: "sort -ro backup notes.txt", argv: "sort -ro backup notes.txt", risk: Write, changed: []string{"backup"}},
		{line: "sort --output=out.txt in.txt", argv: "sort --output=out.txt in.txt", risk: Write, changed: []string{"out.txt"}},
		{line: "sort -u -o names.txt names.txt", argv: "sort -u -o names.txt names.txt", risk: Write, changed: []string{"names.txt"}},
		{line: "sort -o ~/out notes.txt", risk: Write, reason: "starts with '~'"},
		{line: "sort -o /dev/null notes.txt", argv: "sort -o /dev/null notes.txt", risk: Write}, // -o is a write, though it changes nothing here
		{line: "sort --help", argv: "sort --help"},
		{line: "sort --version", argv: "sort --version"},
		// Running a program, choosing a temporary directory: refused.
		{line: "sort --compress-program=sh in.txt", fault: fault(UnknownOption, 1)},
		{line: "sort -T /tmp in.txt", fault: fault(UnknownOption, 1)},
		{line: "sort in.txt -k", fault: fault(MissingValue, 2)},
	})
}
