package typed

import (
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
)

func TestReadsAsProse(t *testing.T) {
	for _, c := range []struct {
		operands string // the words after the program's name
		want     bool
	}{
		{"based on size and display top ten largest normal/regular files in the current folder", true},
		{"notes.txt and todo.txt", true},        // a joiner between operands
		{"app.log and remove duplicates", true}, // a second clause
		{"the readme", true},
		{"all files that are bigger than 10MB", true},
		{"files which have been modified", true},
		{"a file called todo.md", true},
		{"processes are listening on port 443", true},
		{"files bigger than 10MB", true},
		{"of the src folder", true},
		{"-r the src", false}, // a determiner after an option is a pattern: grep -r the src
		{"-e and notes.txt", false},
		{"and notes.txt", false}, // a pattern first, then a file
		{"a b", false},           // cp a b
		{"files backup", false},  // cp files backup
		{"README.md the", false},
		{"-n 5 notes.txt", false},
		{"src docs", false},
		{"processes matching python", true}, // a participle before a word: find processes matching python
		{"files containing todo", true},
		{"-name matching src", false}, // after an option it is a value or a path
		{"src matching.txt", false},
		{"-t : -k 3n /etc/passwd", false},
		{"", false},
	} {
		if got := readsAsProse(strings.Fields(c.operands)); got != c.want {
			t.Errorf("readsAsProse(%q) = %v, want %v", c.operands, got, c.want)
		}
	}
}

// Lines that start with a family's program name but read as English go
// to the planner; the same programs typed as commands stay typed.
func TestDetectProse(t *testing.T) {
	in := Input{Registry: registry.Default(), Scope: registry.Scope{Platform: "linux"}, Shell: "bash",
		Reader: reader.Env{Home: "/home/u", Dir: t.TempDir()}}
	for _, c := range []struct {
		text  string
		typed bool
	}{
		{"sort based on size and display top ten largest normal/regular files in the current folder", false},
		{"cat notes.txt and todo.txt", false},
		{"head first lines of notes.txt", false},
		{"touch a file called todo.md", false},
		{"which processes are listening on port 443", false},
		{"ls files that are bigger than 10MB", false},
		{"find processes matching python", false},
		{"find src docs -name '*.md'", true},
		{"sort -t : -k 3n /etc/passwd", true},
		{"grep -r the src", true},
		{"cat notes.txt todo.txt", true},
		{"head -n 5 notes.txt", true},
	} {
		if _, got := Detect(c.text, in); got != c.typed {
			t.Errorf("Detect(%q) typed = %v, want %v", c.text, got, c.typed)
		}
	}
}

// TestRequestOpenersSorted: the list is kept sorted with each word once,
// so a word added twice or out of place shows in review.
func TestRequestOpenersSorted(t *testing.T) {
	for i := 1; i < len(requestOpeners); i++ {
		if requestOpeners[i-1] >= requestOpeners[i] {
			t.Errorf("requestOpeners: %q after %q; want sorted, each once", requestOpeners[i], requestOpeners[i-1])
		}
	}
	if !isRequestOpener("show") || isRequestOpener("docker") {
		t.Error("isRequestOpener does not read the list")
	}
}
