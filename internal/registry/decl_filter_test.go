package registry

import (
	"strings"
	"testing"
)

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

func TestFilters(t *testing.T) {
	runDeclCases(t, "cut", []declCase{
		{line: "cut -d : -f 1 /etc/passwd", argv: "cut -d : -f 1 /etc/passwd"},
		{line: "cut -c1-10 notes.txt", argv: "cut -c1-10 notes.txt"},
		{line: "cut -f 1", fault: fault(MissingRequired, -1)},
	})
	runDeclCases(t, "tr", []declCase{
		{line: "tr a-z A-Z", argv: "tr a-z A-Z"},
		{line: "tr -cd '[:alnum:]'", argv: "tr -cd [:alnum:]"},
		{line: "tr a b notes.txt", reason: "one word too many"},
	})
	runDeclCases(t, "tee", []declCase{
		{line: "tee out.txt", argv: "tee out.txt", risk: Write, changed: []string{"out.txt"}},
		{line: "tee -a log.txt", argv: "tee -a log.txt", risk: Write, changed: []string{"log.txt"}},
		{line: "tee", argv: "tee"},
	})
	runDeclCases(t, "echo", []declCase{
		{line: "echo hello -n", argv: "echo hello -n"},
		{line: "echo -n hi", argv: "echo -n hi"},
		{line: "echo -x hi", fault: fault(UnknownOption, 1)},
	})
	runDeclCases(t, "printf", []declCase{
		{line: "printf '%s\\n' a b", argv: "printf %s\\n a b"},
		{line: "printf -v x hi", fault: fault(UnknownOption, 1)},
	})
	runDeclCases(t, "comm", []declCase{
		{line: "comm -12 a.txt b.txt", argv: "comm -12 a.txt b.txt"},
		{line: "comm a.txt", fault: fault(MissingRequired, -1)},
	})
	runDeclCases(t, "diff", []declCase{
		{line: "diff -u old.txt new.txt", argv: "diff -u old.txt new.txt", read: []string{"old.txt", "new.txt"}},
		{line: "diff --to-file=x a", reason: "Unsupported option"},
	})
	runDeclCases(t, "sha256sum", []declCase{
		{line: "sha256sum a.iso", argv: "sha256sum a.iso"},
		{line: "sha256sum -c sums.txt", fault: fault(UnknownOption, 1)},
	})
	runDeclCases(t, "nl", []declCase{
		{line: "nl -b a -n rz notes.txt", argv: "nl -b a -n rz notes.txt"},
		{line: "nl -n xx notes.txt", reason: "must be one of"},
	})
}

// TestPipedReading: a stage fed by a pipe or '<' may leave out the files
// its program reads standard input in place of; a first stage may not.
func TestPipedReading(t *testing.T) {
	for _, c := range []struct {
		argv   []string
		piped  bool
		ok     bool
		reason string
	}{
		{[]string{"sort", "-h"}, true, true, ""},
		{[]string{"sort", "-h"}, false, false, "Command 'sort' requires FILE..."},
		{[]string{"grep", "-c", "x"}, true, true, ""},
		{[]string{"uniq", "-c"}, true, true, ""},
		{[]string{"awk", "{print $2}"}, true, true, ""},
		{[]string{"sed", "-n", "p"}, true, true, ""},
		{[]string{"comm", "a"}, true, false, "Command 'comm' requires FILE"}, // comm's files are not optional
		{[]string{"awk"}, true, false, "Command 'awk' requires PROGRAM"},
		{[]string{"awk", "BEGIN {print 2^10}"}, false, true, ""}, // reads no input
	} {
		f := Default().ForProgram(c.argv[0])
		read := f.ReadArgv
		if c.piped {
			read = f.ReadPipedArgv
		}
		_, err := read(c.argv)
		if (err == nil) != c.ok || err != nil && !contains(err.Error(), c.reason) {
			t.Errorf("%q piped=%v: %v, want ok=%v %q", c.argv, c.piped, err, c.ok, c.reason)
		}
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }
