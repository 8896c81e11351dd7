package registry

import "testing"

func TestTr(t *testing.T) {
	runDeclCases(t, "tr", []declCase{
		{line: "tr a-z A-Z", argv: "tr a-z A-Z"},
		{line: "tr -cd '[:alnum:]'", argv: "tr -cd [:alnum:]"},
		{line: "tr a b notes.txt", reason: "one word too many"},
	})
}
