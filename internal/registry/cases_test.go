package registry

// The shared table helpers of the family tests: each family's cases are
// in <family>_test.go beside its declaration (ls.go, ls_test.go), as
// typed lines with what the declaration makes of them, checked here.

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

func contains(s, sub string) bool { return strings.Contains(s, sub) }

// fsCase is a typed line and what a filesystem family's declaration makes
// of it: the canonical rendering, risk and changed paths, or the refusal.
type fsCase = declCase

// checkFS checks each case in a subtest named by its line.
func checkFS(t *testing.T, family string, cases []fsCase) {
	t.Helper()
	f := Default().Family(family)
	for _, c := range cases {
		t.Run(c.line, func(t *testing.T) { checkDeclCase(t, f, c) })
	}
}

func mustRead(t *testing.T, line string) *Command {
	t.Helper()
	words, err := splitWords(line)
	if err != nil {
		t.Fatal(err)
	}
	cmd, err := Default().ForProgram(words[0]).ReadArgv(words)
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	return cmd
}

// sysCase is one typed line for a system, process, network or git family:
// its canonical rendering, risk, changed paths and warnings, or the
// refusal and the risk its words still carry.
type sysCase struct {
	line    string
	argv    string // canonical rendering; "" when refused
	risk    Risk
	changed []string
	// reason is a refusal's reason (a string) or what it is and where (a
	// grammarFault), or a warning an accepted line must carry.
	reason any
}

func runSysCases(t *testing.T, cases []sysCase) {
	t.Helper()
	for _, c := range cases {
		f := Default().ForProgram(strings.Fields(c.line)[0])
		if f == nil || f.Spec == nil {
			t.Fatalf("%q: no declared family", c.line)
		}
		d := declCase{line: c.line, argv: c.argv, risk: c.risk, changed: c.changed}
		switch r := c.reason.(type) {
		case grammarFault:
			d.fault = r
		case string:
			if c.argv != "" {
				d.warns = r
			} else {
				d.reason = r
			}
		}
		checkDeclCase(t, f, d)
	}
}

// declCase is one typed line and what a declaration makes of it: the
// canonical rendering, risk and changed paths, or the refusal reason
// (with the risk its known words still carry). warning, when set, must
// be among the command's warnings.
type declCase struct {
	line    string
	argv    string // canonical rendering; "" when refused
	risk    Risk
	changed []string
	reason  string
	fault   grammarFault // when set, what the refusal is and at which word
	warning string
	read    []string // when set, the paths the command reads
	warns   string   // when set, a part of a warning the command carries
}

// grammarFault is the kind of a refusal and the index in argv of the
// word at fault (-1 when none is: something is missing).
type grammarFault struct {
	kind ErrorKind
	at   int
	set  bool
}

func fault(kind ErrorKind, at int) grammarFault { return grammarFault{kind, at, true} }

func (f grammarFault) check(t *testing.T, line string, argv []string, err error) {
	t.Helper()
	var e *GrammarError
	if !errors.As(err, &e) || e.Kind != f.kind || e.At != f.at {
		t.Errorf("%q: refused with %#v; want %s at word %d (%q)", line, err, f.kind, f.at, wordAt(argv, f.at))
	}
}

func wordAt(argv []string, i int) string {
	if i < 0 || i >= len(argv) {
		return ""
	}
	return argv[i]
}

func runDeclCases(t *testing.T, family string, cases []declCase) {
	t.Helper()
	f := Default().Family(family)
	for _, c := range cases {
		checkDeclCase(t, f, c)
	}
}

// checkDeclCase reads one typed line with f's declaration and checks what
// the case states: the rendering, risk and changed paths of an accepted
// line (and, when set, the paths it reads and a warning it carries, whole
// or in part), or the refusal and the risk its words still carry.
func checkDeclCase(t *testing.T, f *Family, c declCase) {
	t.Helper()
	argv, err := splitWords(c.line)
	if err != nil {
		t.Fatal(err)
	}
	cmd, err := f.ReadArgv(argv)
	if c.argv == "" {
		if err == nil || !strings.Contains(err.Error(), c.reason) {
			t.Errorf("%q: read as %v (%v); want refusal %q", c.line, cmd, err, c.reason)
		}
		if c.fault.set {
			c.fault.check(t, c.line, argv, err)
		}
		if got := f.WordsRisk(argv); got != c.risk {
			t.Errorf("%q: words risk %s, want %s", c.line, got, c.risk)
		}
		return
	}
	if err != nil {
		t.Errorf("%q: %v", c.line, err)
		return
	}
	if got := strings.Join(cmd.Argv(), " "); got != c.argv {
		t.Errorf("%q renders %q, want %q", c.line, got, c.argv)
	}
	if cmd.Risk() != c.risk || !slices.Equal(cmd.Changed(), c.changed) {
		t.Errorf("%q: risk %s changed %q; want %s %q", c.line, cmd.Risk(), cmd.Changed(), c.risk, c.changed)
	}
	if c.read != nil && !slices.Equal(cmd.Paths(ReadPath), c.read) {
		t.Errorf("%q: reads %q, want %q", c.line, cmd.Paths(ReadPath), c.read)
	}
	if c.warning != "" && !slices.Contains(cmd.Warnings(), c.warning) {
		t.Errorf("%q: warnings %q, want %q among them", c.line, cmd.Warnings(), c.warning)
	}
	if c.warns != "" && !slices.ContainsFunc(cmd.Warnings(), func(w string) bool { return strings.Contains(w, c.warns) }) {
		t.Errorf("%q: warnings %q; want one containing %q", c.line, cmd.Warnings(), c.warns)
	}
}

// splitWords splits a test line into argv the POSIX way, quotes and
// backslashes removed, but with no shell operators: "(" and ";" are words
// here (find's expression), as argv hands them to the program.
func splitWords(line string) ([]string, error) {
	var words []string
	var b strings.Builder
	inWord, quote := false, byte(0)
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote == '\'' && c != '\'', quote == '"' && c != '"' && c != '\\':
			b.WriteByte(c)
		case quote != 0 && c == quote:
			quote = 0
		case c == '\\' && i+1 < len(line) && (quote == 0 || strings.IndexByte(`"\$`+"`", line[i+1]) >= 0):
			i++
			b.WriteByte(line[i])
			inWord = true
		case quote == 0 && (c == '\'' || c == '"'):
			quote, inWord = c, true
		case quote == 0 && (c == ' ' || c == '\t' || c == '\n'):
			if inWord {
				words, inWord = append(words, b.String()), false
				b.Reset()
			}
		default:
			b.WriteByte(c)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unclosed %c in %q", quote, line)
	}
	if inWord {
		words = append(words, b.String())
	}
	return words, nil
}
