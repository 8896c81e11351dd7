package registry

import "testing"

func TestFile(t *testing.T) {
	checkFS(t, "file", []fsCase{
		{line: "file -b notes.txt", argv: "file -b notes.txt", risk: Safe},
		{line: "file -i a b", argv: "file -i a b", risk: Safe},
		{line: "file --mime-type -bL link", argv: "file --mime-type -bL link", risk: Safe},
		{line: "file -z a.gz", argv: "file -z a.gz", risk: Safe},
		{line: "file -C -m magic", fault: fault(UnknownOption, 1), risk: Safe},
		{line: "file -f names.txt", fault: fault(UnknownOption, 1), risk: Safe},
		{line: "file -- -x", fault: fault(UnknownOption, 1), risk: Safe},
	})
}
