package registry

import "testing"

func TestAwk(t *testing.T) {
	runDeclCases(t, "awk", []declCase{
		{line: "awk '{print $1}' notes.txt", argv: "awk {print $1} notes.txt"},
		{line: "awk -F : '{print $1, $3}' /etc/passwd", argv: "awk -F : {print $1, $3} /etc/passwd"},
		{line: "awk 'NR > 1 && $3 > 100' data.csv", argv: "awk NR > 1 && $3 > 100 data.csv"},
		{line: "awk '{ s += $1 } END { print s / NR }' data.txt", argv: "awk { s += $1 } END { print s / NR } data.txt"},
		{line: "awk '/a|b/ {print}' app.log", argv: "awk /a|b/ {print} app.log"},
		{line: "awk '{print ($1 > 2)}' data.txt", argv: "awk {print ($1 > 2)} data.txt"},
		{line: "awk '/filesystem/' notes.txt", argv: "awk /filesystem/ notes.txt"},
		{line: "awk -v n=2 '{print $n}' notes.txt", argv: "awk -v n=2 {print $n} notes.txt"},
		{line: "awk '{system(\"id\")}' notes.txt", reason: "system in an awk program is not supported"},
		{line: "awk '{print | \"sh\"}' notes.txt", reason: "a pipe '|' in an awk program is not supported"},
		{line: "awk '{print $1 > \"out\"}' notes.txt", reason: "output redirection in an awk print statement"},
		{line: "awk '{printf \"%s\", $1 >> \"out\"}' notes.txt", reason: "output redirection"},
		{line: "awk '{\"date\" | getline d}' notes.txt", reason: "getline in an awk program"},
		{line: "awk 'BEGIN {ARGV[1] = \"/etc/shadow\"}' notes.txt", reason: "ARGV in an awk program"},
		{line: "awk '@include \"x\"' notes.txt", reason: "'@' in an awk program"},
		{line: "awk '{print \"a}' notes.txt", reason: "cannot be read safely"},
		{line: "awk -f prog.awk notes.txt", fault: fault(UnknownOption, 1)},
		{line: "awk -v 1x=2 '{print}' notes.txt", reason: "must be NAME=VALUE"},
	})
}
