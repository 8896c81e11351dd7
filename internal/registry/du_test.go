package registry

import "testing"

func TestDu(t *testing.T) {
	checkFS(t, "du", []fsCase{
		{line: "du -sh src", argv: "du -sh src", risk: Safe},
		{line: "du -ah src", argv: "du -ah src", risk: Safe},
		{line: "du -h -d 5 src", argv: "du -h -d 5 src", risk: Safe},
		{line: "du --max-depth=1 -x --apparent-size /var", argv: "du --max-depth=1 -x --apparent-size /var", risk: Safe},
		{line: "du -ch a.jpg b.jpg", argv: "du -ch a.jpg b.jpg", risk: Safe},
		{line: "du -ah -t 1G .", argv: "du -ah -t 1G .", risk: Safe},
		{line: "du -d deep", reason: "a whole number", risk: Safe},
		{line: "du --files0-from=list", fault: fault(UnknownOption, 1), risk: Safe},
		{line: "du -X patterns.txt", fault: fault(UnknownOption, 1), risk: Safe},
	})
}
