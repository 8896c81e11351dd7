package registry

import "testing"

func TestUniq(t *testing.T) {
	runDeclCases(t, "uniq", []declCase{
		{line: "uniq -c README.md", argv: "uniq -c README.md"},
		{line: "uniq -u names.txt", argv: "uniq -u names.txt"},
		{line: "uniq -w 10 names.txt", argv: "uniq -w 10 names.txt"},
		{line: "uniq -s5 -i names.txt", argv: "uniq -s5 -i names.txt"},
		{line: "uniq --all-repeated=separate names.txt", argv: "uniq --all-repeated=separate names.txt"},
		{line: "uniq -D --skip-fields=1 names.txt", argv: "uniq -D --skip-fields=1 names.txt"},
		// A second operand is a file uniq would overwrite.
		{line: "uniq names.txt out.txt", fault: fault(TooManyOperands, 2)},
		{line: "uniq -f x names.txt", reason: "a whole number"},
		{line: "uniq --all-repeated=all names.txt", reason: "must be one of"},
	})
}
