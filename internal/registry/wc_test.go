package registry

import "testing"

func TestWc(t *testing.T) {
	runDeclCases(t, "wc", []declCase{
		{line: "wc -l notes.txt", argv: "wc -l notes.txt"},
		{line: "wc -lwc a b", argv: "wc -lwc a b"},
		{line: "wc -m notes.txt", argv: "wc -m notes.txt"},
		{line: "wc -L notes.txt", argv: "wc -L notes.txt"},
		{line: "wc --chars --max-line-length notes.txt", argv: "wc --chars --max-line-length notes.txt"},
		{line: "wc", fault: fault(MissingRequired, -1)},
		{line: "wc --files0-from=list", fault: fault(UnknownOption, 1)},
		{line: "wc --lines=3 a", fault: fault(BadValue, 1)},
	})
}
