package registry

import "testing"

func TestPwd(t *testing.T) {
	checkFS(t, "pwd", []fsCase{
		{line: "pwd", argv: "pwd", risk: Safe},
		{line: "pwd -P", argv: "pwd -P", risk: Safe},
		{line: "pwd --logical", argv: "pwd --logical", risk: Safe},
		{line: "pwd --help", argv: "pwd --help", risk: Safe},
		{line: "pwd --version", argv: "pwd --version", risk: Safe},
		{line: "pwd -P --help", reason: "Option '--help' for 'pwd' is supported only alone ('pwd --help')", risk: Safe},
		{line: "pwd src", reason: "no operands", risk: Safe},
	})
}
