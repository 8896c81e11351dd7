package registry

import "testing"

func TestCd(t *testing.T) {
	checkFS(t, "cd", []fsCase{
		{line: "cd", argv: "cd", risk: Safe},
		{line: "cd src", argv: "cd src", risk: Safe},
		{line: "cd -", argv: "cd -", risk: Safe},
		{line: "cd -P ../build", argv: "cd -P ../build", risk: Safe},
		{line: "cd a b", reason: "one word too many", risk: Safe},
		{line: "cd -e src", fault: fault(UnknownOption, 1), risk: Safe},
		{line: "cd src -P", reason: "one word too many", risk: Safe}, // options come first
	})
}
