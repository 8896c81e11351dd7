package registry

import (
	"slices"
	"testing"
)

func TestGrep(t *testing.T) {
	runDeclCases(t, "grep", []declCase{
		{line: "grep TODO notes.txt todo.txt", argv: "grep TODO notes.txt todo.txt"},
		{line: "grep -rn TODO src", argv: "grep -rn TODO src"},
		{line: `grep -rI "TODO" src`, argv: "grep -rI TODO src"},
		{line: `grep -Hn --color=always "TODO" notes.txt`, argv: "grep -Hn --color=always TODO notes.txt"},
		{line: `grep -Ei "TODO" notes.txt`, argv: "grep -Ei TODO notes.txt"},
		{line: "grep -i -n -r TODO src", argv: "grep -i -n -r TODO src"}, // what the object renders
		{line: "grep -F -l -m 5 TODO src", argv: "grep -F -l -m 5 TODO src"},
		{line: `grep -F "exact_string" notes.txt`, argv: "grep -F exact_string notes.txt"},
		{line: `grep --context 3 "TODO" notes.txt`, argv: "grep --context 3 TODO notes.txt"},
		{line: "grep -3 TODO notes.txt", argv: "grep -3 TODO notes.txt"},
		{line: "grep -A2 -B 1 TODO notes.txt", argv: "grep -A2 -B 1 TODO notes.txt"},
		{line: `grep -o "TODO" notes.txt`, argv: "grep -o TODO notes.txt"},
		{line: "grep TODO notes.txt -i", argv: "grep TODO notes.txt -i"},
		{line: "grep --color TODO notes.txt", argv: "grep --color TODO notes.txt"},
		{line: "grep -R --exclude-dir=.git --include='*.go' -l TODO .", argv: "grep -R --exclude-dir=.git --include=*.go -l TODO ."},
		{line: `grep -P '\d+' notes.txt`, argv: `grep -P \d+ notes.txt`},
		{line: "grep -vwxcqs TODO notes.txt", argv: "grep -vwxcqs TODO notes.txt"},
		{line: "grep -- -rf notes.txt", argv: "grep -- -rf notes.txt"},
		// -e and -f are refused: the first operand would be a file, not
		// the pattern, and its path would escape the path checks.
		{line: "grep -e TODO notes.txt", argv: "grep -e TODO notes.txt", read: []string{"notes.txt"}},
		{line: "grep -e -v -e x a b", argv: "grep -e -v -e x a b", read: []string{"a", "b"}},
		{line: "grep -f/etc/shadow notes.txt", argv: "grep -f/etc/shadow notes.txt", read: []string{"/etc/shadow", "notes.txt"}},
		{line: "grep -rf pats src", argv: "grep -rf pats src", read: []string{"pats", "src"}},
		{line: "grep -e x", fault: fault(MissingRequired, -1)},
		{line: "grep --color=sometimes TODO notes.txt", reason: "must be one of"},
		{line: "grep -rn TODO", fault: fault(MissingRequired, -1)},
		{line: "grep -m many TODO notes.txt", reason: "a whole number"},
		{line: "grep TODO -notes.txt", fault: fault(UnknownOption, 2)},
		{line: "grep TODO https://example.com/x", reason: "must refer to a local filesystem target"},
		{line: "grep TODO +notes", reason: "cannot start with '+'"},
		{line: "grep --exclude-from=list TODO src", fault: fault(UnknownOption, 1)},
	})
}

// TestTextOptionHelp: the preview explains each option from the
// declaration, and names what it does not support.
func TestTextOptionHelp(t *testing.T) {
	got := Default().Family("grep").OptionHelp([]string{"grep", "-rn", "-e", "x", "--exclude-from=list", "--color=always", "src"})
	want := []string{
		"-r: search directories recursively, not following symbolic links met inside them",
		"-n: prefix each matching line with its line number",
		"-e: search for this pattern (repeatable; for patterns that start with '-')",
		"--exclude-from: not supported",
		"--color: highlight matches: always, never, or auto (only on a terminal)",
	}
	if !slices.Equal(got, want) {
		t.Errorf("help:\n got %q\nwant %q", got, want)
	}
}
