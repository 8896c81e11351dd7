package registry

import "testing"

func TestEcho(t *testing.T) {
	runDeclCases(t, "echo", []declCase{
		{line: "echo hello -n", argv: "echo hello -n"},
		{line: "echo -n hi", argv: "echo -n hi"},
		{line: "echo -x hi", fault: fault(UnknownOption, 1)},
	})
}
