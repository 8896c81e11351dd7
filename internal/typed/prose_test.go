package typed

import (
	"os"
	"path/filepath"
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

// TestCommandOrRequest (issue 34 class 6): words that look like English
// after a program the shell knows are a command's when the line has an
// option word, names a file that exists, or has the operand count the
// declaration needs; a sentence's strong signs (a clause's participle,
// a comma between clauses, "etc.", a direction between names) make it
// a request whatever else the line holds, and generic plural nouns where
// names would be make it one unless it is written as a command.
func TestCommandOrRequest(t *testing.T) {
	full := t.TempDir() // the files the lines name exist here
	for _, name := range []string{"old", "in", "out", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(full, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	empty := t.TempDir()
	for _, c := range []struct {
		text   string
		dir    string
		typed  bool
		family string
	}{
		{"cp old new", full, true, "cp"},
		{"mv old new", full, true, "mv"},
		{"ls -d in out", full, true, "ls"},
		{"diff -r in out", full, true, "diff"},
		{"cp in out", full, true, "cp"},
		{"cat in out", full, true, "cat"},       // files here
		{"cp old new", empty, true, "cp"},       // cp's two operands, no file yet
		{"mv old new", empty, true, "mv"},       // the same
		{"ls -d in out", empty, true, "ls"},     // an option word
		{"diff -r in out", empty, true, "diff"}, // an option word and diff's two operands
		{"cp files backup", empty, true, "cp"},
		{"touch file{a..z}", empty, true, "touch"}, // "files" is one of the expanded words, not typed
		{"echo hello, world", empty, true, "echo"}, // a comma in text is printed
		{"ls -la", empty, true, "ls"},
		// Requests that start with a program's name.
		{"find files containing TODO, omitting vendor directories", full, false, ""},
		{"find files containing TODO, omitting vendor directories", empty, false, ""},
		{"find large files, biggest first", empty, false, ""},
		{"ls images, videos etc.", empty, false, ""},
		{"grep TODO in src, excluding tests", empty, false, ""},
		{"du folders omitting caches", empty, false, ""},
		{"find vendor directories", empty, false, ""},
		{"ls hidden files", empty, false, ""},
		{"cp notes.txt to backup", full, false, ""}, // a direction between names, though notes.txt exists
		{"mkdir new folder", empty, false, ""},
		{"find broken symbolic links in old", full, false, ""}, // a file here, inside a sentence
		{"cat the readme", full, false, ""},
		{"find files bigger than 100MB here", full, false, ""},
	} {
		in := Input{Registry: registry.Default(), Scope: registry.Scope{Platform: "linux"}, Shell: "bash",
			Reader: reader.Env{Home: "/home/u", Dir: c.dir}, FirstWord: WordCommand}
		p, got := Detect(c.text, in)
		if got != c.typed {
			t.Errorf("Detect(%q) typed = %v, want %v", c.text, got, c.typed)
			continue
		}
		if got && p.Family != c.family {
			t.Errorf("Detect(%q): family %q, want %q", c.text, p.Family, c.family)
		}
	}
}
