package registry

import "testing"

func TestPrintf(t *testing.T) {
	runDeclCases(t, "printf", []declCase{
		{line: "printf '%s\\n' a b", argv: "printf %s\\n a b"},
		{line: "printf -v x hi", fault: fault(UnknownOption, 1)},
	})
}
