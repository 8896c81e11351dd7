package registry

import "testing"

func TestSed(t *testing.T) {
	runDeclCases(t, "sed", []declCase{
		{line: "sed 's/foo/bar/g' notes.txt", argv: "sed s/foo/bar/g notes.txt"},
		{line: "sed -n '5,10p' notes.txt", argv: "sed -n 5,10p notes.txt"},
		{line: "sed -E 's/(a|b)+/x/2' notes.txt", argv: "sed -E s/(a|b)+/x/2 notes.txt"},
		{line: "sed 's|/usr|/opt|' notes.txt", argv: "sed s|/usr|/opt| notes.txt"},
		{line: "sed 's/[/]/x/' notes.txt", reason: "cannot be read safely"}, // the delimiter inside [...]
		{line: "sed 's/[[:space:]]*$//' notes.txt", argv: "sed s/[[:space:]]*$// notes.txt"},
		{line: "sed '1d;$d' notes.txt", argv: "sed 1d;$d notes.txt"},
		{line: "sed ':a;N;$!ba;s/x/ /g' notes.txt", argv: "sed :a;N;$!ba;s/x/ /g notes.txt"},
		{line: "sed '/^#/d' notes.txt", argv: "sed /^#/d notes.txt"},
		{line: "sed '/start/,/end/{s/a/b/;p}' notes.txt", argv: "sed /start/,/end/{s/a/b/;p} notes.txt"},
		{line: "sed '0~3d' notes.txt", argv: "sed 0~3d notes.txt"},
		{line: "sed 'y/abc/xyz/' notes.txt", argv: "sed y/abc/xyz/ notes.txt"},
		{line: "sed '2i hello' notes.txt", argv: "sed 2i hello notes.txt"},
		{line: "sed -e '/^#/d' -e 's/ *$//' notes.txt", argv: "sed -e /^#/d -e s/ *$// notes.txt"},
		{line: "sed -i 's/a/b/' notes.txt", argv: "sed -i s/a/b/ notes.txt", risk: Write, changed: []string{"notes.txt"}},
		{line: "sed 's/a/b/w out' notes.txt", reason: "the 'w' flag of the sed command 's' writes a file"},
		{line: "sed 's/a/b/e' notes.txt", reason: "the 'e' flag of the sed command 's' runs a program"},
		{line: "sed 's/a/b/gw out' notes.txt", reason: "the 'w' flag"},
		{line: "sed '1e id' notes.txt", reason: "the sed command 'e' runs a program"},
		{line: "sed 'w out' notes.txt", reason: "the sed command 'w' writes a file"},
		{line: "sed '$W out' notes.txt", reason: "the sed command 'W' writes a file"},
		{line: "sed 'r /etc/shadow' notes.txt", reason: "the sed command 'r' reads another file"},
		{line: "sed '1R /etc/shadow' notes.txt", reason: "the sed command 'R' reads another file"},
		{line: "sed -e 's/a/b/' -e 'w out' notes.txt", reason: "the sed command 'w' writes a file"},
		{line: "sed 's/a/b' notes.txt", reason: "cannot be read safely"},
		{line: "sed '{p' notes.txt", reason: "cannot be read safely"},
		{line: "sed 'pw x' notes.txt", reason: "cannot be read safely"},
		{line: "sed -f script.sed notes.txt", fault: fault(UnknownOption, 1)},
		{line: "sed -i.bak 's/a/b/' notes.txt", reason: "Unsupported option", risk: Write},
		{line: "sed p", reason: "Command 'sed' requires"},
	})
}
