package typed

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/oterminus/oterminus/internal/corpus/tldr"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
)

func readTLDR(t *testing.T) []tldr.Row {
	t.Helper()
	rows, err := tldr.Rows()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) < 29000 {
		t.Fatalf("the corpus has %d rows; it should have 29,496", len(rows))
	}
	return rows
}

// Typed or prose, measured in both directions on every example of the
// tldr pages: no example command goes to the model, and no description
// is read as a command. A person types a command their shell knows, so
// each command is read with the shell saying its first word is a
// command; a description is read with nobody asked (the helper knows
// only the shells' builtins, and this test gives it no PATH).
func TestTLDRTypedOrProse(t *testing.T) {
	rows := readTLDR(t)
	// The names the corpus fills its placeholders with, present as a
	// person's files would be.
	dir := t.TempDir()
	for _, d := range []string{"src", "docs", "build"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"notes.txt", "todo.txt", "readme.md"} {
		if err := os.WriteFile(filepath.Join(dir, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	in := Input{Registry: registry.Default(), Scope: registry.Scope{Platform: "linux"}, Shell: "bash",
		Reader: reader.Env{Home: "/home/u", Dir: dir}}
	// The shell stands in for a machine with every program the pages
	// document: it knows a word that names a page (git-annex documents
	// git), and nothing else but its builtins.
	programs := map[string]bool{}
	for _, r := range rows {
		programs[r.Page] = true
		programs[strings.SplitN(r.Page, "-", 2)[0]] = true
	}
	shellSays := func(line string) WordKind {
		if p := firstProgram(line); programs[p] || shellWords.has(p) {
			return WordCommand
		}
		return WordNone
	}
	unasked := in
	var toModel, unaskedToModel, typedProse, typedLowered, inside []string
	for _, r := range rows {
		known := in
		known.FirstWord = shellSays(r.Command)
		if strings.ToLower(firstProgram(r.Command)) != "" && programs[strings.ToLower(firstProgram(r.Command))] {
			known.FirstWord = WordCommand // VBoxManage, Rscript: the page is lower-case
		}
		if _, ok := Detect(r.Command, known); !ok && !knownMisses[r.Command] {
			if known.FirstWord == WordNone || !strings.HasPrefix(r.Page, strings.ToLower(firstProgram(r.Command))) && strings.HasSuffix(r.Command, ";") {
				// Typed at another program's prompt (SQL at odpscmd's,
				// trace at arthas'): no shell would know the word.
				inside = append(inside, r.Command)
			} else {
				toModel = append(toModel, r.Command)
			}
		}
		if _, ok := Detect(r.Command, unasked); !ok {
			unaskedToModel = append(unaskedToModel, r.Command)
		}
		prose := in
		prose.FirstWord = shellSays(r.Request)
		if _, ok := Detect(r.Request, prose); ok {
			typedProse = append(typedProse, r.Request)
		}
		prose.FirstWord = shellSays(lowerFirst(r.Request))
		if _, ok := Detect(lowerFirst(r.Request), prose); ok {
			typedLowered = append(typedLowered, r.Request)
		}
	}
	t.Logf("%d rows: commands sent to the model %d (with the shell not asked: %d; lines typed inside another program, not at a shell: %d); descriptions read as commands %d (first letter lower-cased: %d)",
		len(rows), len(toModel), len(unaskedToModel), len(inside), len(typedProse), len(typedLowered))
	show := func(what string, list []string) {
		if len(list) > 0 {
			t.Errorf("%s: %d, e.g. %q", what, len(list), list[:min(len(list), 20)])
		}
	}
	if out := os.Getenv("TLDR_DUMP"); out != "" {
		_ = os.WriteFile(out+".commands", []byte(strings.Join(toModel, "\n")), 0o644)
		_ = os.WriteFile(out+".prose", []byte(strings.Join(typedProse, "\n")), 0o644)
		_ = os.WriteFile(out+".inside", []byte(strings.Join(inside, "\n")), 0o644)
	}
	show("example commands that would go to the model", toModel)
	show("descriptions read as typed commands", typedProse)
}

// knownMisses are example commands read as requests, each with why:
// the only ones, so any other fails the test.
var knownMisses = map[string]bool{
	// ps's BSD sort key (k SPEC) is not declared, and "size" reads as
	// an English word, so the line reads as "ps, k size".
	"ps k size": true,
	// The corpus filled go version's FILE with the word "executable",
	// which reads as in "make run.sh executable", a request.
	"go version executable": true,
}

// firstProgram is the first word of a line after its assignments.
func firstProgram(line string) string {
	for _, w := range strings.Fields(line) {
		if !isAssignment(w) {
			return strings.TrimRight(strings.Trim(w, `"'`), ";&|")
		}
	}
	return ""
}

func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}
