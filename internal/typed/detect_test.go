package typed

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
)

func TestDetect(t *testing.T) {
	linux := registry.Scope{Platform: "linux"}
	for _, c := range []struct {
		in     string
		direct bool
		mode   proposal.Mode
		family string
	}{
		{"ls -lah", true, proposal.Structured, "ls"},
		{"ls -h", true, proposal.Structured, "ls"}, // one grammar: the declaration reads it
		{"ls -ltrh", true, proposal.Structured, "ls"},
		{"ls 2>&1", true, proposal.Structured, ""}, // a compound: see TestDetectCompound
		{"which python is used", false, "", ""},    // a sentence (the original took it as which python is used)
		{"cat the readme", false, "", ""},
		{"sort the files by size", false, "", ""},
		{"mkdir new folder", false, "", ""},
		{"cp a b", true, proposal.Structured, "cp"},
		{"cp files backup", true, proposal.Structured, "cp"},
		{"which python3", true, proposal.Structured, "which"},
		{"cat README.md the", true, proposal.Structured, "cat"}, // a path makes it a command
		{"git status", true, proposal.Structured, "git"},        // the whole line reads as git status
		{"git push --force", true, proposal.Structured, "git"},  // declared; dangerous, so policy refuses it
		{"git commit -m x", true, proposal.Structured, "git"},   // read word by word; dangerous
		{"git status --short", true, proposal.Structured, "git"},
		{"ping example.com", true, proposal.Experimental, "ping"}, // typed: flagged, as ping never ends without -c
		{"env", true, proposal.Experimental, "env"},               // refused: it prints every variable
		{"env HOME", true, proposal.Experimental, "env"},          // refused: it runs HOME
		{"printenv HOME", true, proposal.Structured, "env"},
		{"stat", true, proposal.Experimental, "stat"},       // typed: flagged, it needs a file
		{"grep foo bar", true, proposal.Structured, "grep"}, // the declaration reads it: pattern foo in file bar
		{"grep the logs for errors", false, "", ""},
		{"grep -rn --include='*.go' TODO src", true, proposal.Structured, "grep"},
		{"grep -e foo bar.txt", true, proposal.Structured, "grep"},
		{"cat (touch x)", true, proposal.Experimental, "cat"}, // fish command substitution: refused later
		{"tail -n +5 notes.txt", true, proposal.Structured, "tail"},
		{"tail -f app.log", true, proposal.Structured, "tail"},        // declared: it follows until Ctrl-C
		{"sort -o out.txt in.txt", true, proposal.Structured, "sort"}, // declared: a write
		{"sort -o out.txt in.txt --compress-program=sh", true, proposal.Experimental, "sort"},
		{"rm -rf tmp", true, proposal.Experimental, "rm"}, // typed rm stays experimental
		{"unzip -l a.zip", true, proposal.Structured, "unzip"},
		{"unzip backup.zip into ./restore", false, "", ""}, // a request about an archive
		{"unzip -j archive.zip notes.txt todo.txt", true, proposal.Structured, "unzip"},
		{"unzip -c archive.zip readme", true, proposal.Structured, "unzip"},
		{"cp notes.txt to backup", false, "", ""}, // "to" between names: a request
		{"zip docs into docs.zip", false, "", ""}, // a request about an archive
		{"zip -r docs.zip docs -x '*.tmp'", true, proposal.Structured, "zip"},
		{"grep foo bar.txt", true, proposal.Structured, "grep"},
		{"cd a b", false, "", ""},
		{"cd src", true, proposal.Experimental, "cd"},
		{"pwd -P", true, proposal.Structured, "pwd"},
		{"pwd -P now", true, proposal.Experimental, "pwd"}, // refused by the declaration, still a command
		{"open .", false, "", ""},                          // macOS only
		{"xdg-open .", true, proposal.Structured, "xdg-open"},
		{"man -P cat ls", true, proposal.Experimental, "man"}, // written like a command: refused by validation
		{"man ls", true, proposal.Structured, "man"},
		{"ps aux", true, proposal.Structured, "ps"},
		{"ps -ef", true, proposal.Structured, "ps"},
		{"dig +short example.com", true, proposal.Structured, "dig"},
		{"curl -sL https://example.com", true, proposal.Structured, "curl"},
		{"tar -xzf a.tgz", true, proposal.Structured, "tar"},    // extraction into the working directory
		{"tar -xzqf a.tgz", true, proposal.Experimental, "tar"}, // an option tar's declaration lacks: refused later
		{"tar -tvf a.tar", true, proposal.Structured, "tar"},
		{"tar this into out", false, "", ""}, // a request about an archive
		{"ls $(whoami)", true, proposal.Experimental, "ls"},
		{"sudo ls", true, proposal.Experimental, "sudo"},       // typed, with no declaration: kept, not checked
		{"poetry run pytest", true, proposal.Experimental, ""}, // typed, with no declaration: kept, not checked
		{"", false, "", ""},
		{"'unclosed", false, "", ""},
		{"find files bigger than 100MB here", false, "", ""},
		{"find processes matching python", false, "", ""}, // find takes one start path: plain words are a request
		{"find -name '*.tmp' -delete", true, proposal.Structured, "find"},
		{"find . -exec rm {} +", true, proposal.Structured, "find"},            // the nested rm is read by its declaration
		{"find . -exec sh -c 'rm x' \\;", true, proposal.Experimental, "find"}, // refused later: sh is no family
		{"chmod -R a+rX src", true, proposal.Structured, "chmod"},
	} {
		p, ok := Detect(c.in, Input{Registry: registry.Default(), Scope: linux, Shell: "bash", Reader: reader.Env{Home: "/home/u", Dir: t.TempDir()}})
		if ok != c.direct {
			t.Errorf("%q: direct=%v, want %v", c.in, ok, c.direct)
			continue
		}
		if ok && (p.Mode != c.mode || p.Family != c.family || p.Origin != proposal.OriginDirect) {
			t.Errorf("%q: %s %s %s, want %s %s", c.in, p.Mode, p.Family, p.Origin, c.mode, c.family)
		}
	}
}

func TestDetectHonoursDisabledPacks(t *testing.T) {
	scope := registry.Scope{Platform: "linux", Disabled: []string{"filesystem"}}
	// The person disabled the pack, so oterminus does not check ls; the
	// line is still theirs, kept as typed.
	p, ok := Detect("ls -la", Input{Registry: registry.Default(), Scope: scope, Shell: "bash"})
	if !ok || !slices.Equal(p.Undeclared, []string{"ls"}) {
		t.Errorf("ls with its pack disabled: %v %+v, want a typed line not checked", ok, p)
	}
}

// TestDetectReadsAsTheShell: typed text is read as the shell reads it, so
// the validated argv is what the shell would have run: ~, variables of
// the environment and globs against the files present are expanded, not
// quoted into literals; what cannot be known is refused.
func TestDetectReadsAsTheShell(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"a.sh", "b.sh", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	env := reader.Env{Home: "/home/u", Dir: dir, Getenv: func(name string) (string, bool) {
		if name == "PROJECT" {
			return "/srv/app", true
		}
		return "", false
	}}
	for _, c := range []struct {
		shell, in string
		argv      []string // nil: refused (experimental, for validation to refuse)
	}{
		{"bash", "mkdir ~/log", []string{"mkdir", "/home/u/log"}},
		{"zsh", "mkdir ~/log", []string{"mkdir", "/home/u/log"}},
		{"fish", "mkdir ~/log", []string{"mkdir", "/home/u/log"}},
		{"bash", "chmod +x *.sh", []string{"chmod", "+x", "a.sh", "b.sh"}},
		{"bash", "ls $PROJECT/src", []string{"ls", "/srv/app/src"}},
		{"bash", "tail -n +5 notes.txt # the rest", []string{"tail", "-n", "+5", "notes.txt"}},
		{"bash", "grep ' foo ' notes.txt", []string{"grep", " foo ", "notes.txt"}},
		{"bash", "grep -R x .", []string{"grep", "-R", "x", "."}},
		{"bash", "touch file{1..3}", []string{"touch", "file1", "file2", "file3"}},
		{"bash", "ls $(id)", nil},
		{"bash", "ls $UNSET", nil},
		{"bash", "ls *.none", nil},
		{"fish", "cat (touch x)", nil},
		{"zsh", "ls *(e:'touch x':)", nil},
		{"zsh", "ls =ls", nil}, // zsh: the path of the command ls
		{"bash", "ls =ls", []string{"ls", "=ls"}},
	} {
		p, ok := Detect(c.in, Input{Registry: registry.Default(), Scope: registry.Scope{Platform: "linux"}, Shell: c.shell, Reader: env})
		if !ok {
			t.Errorf("%s %q: not detected", c.shell, c.in)
			continue
		}
		switch {
		case c.argv == nil && p.Mode != proposal.Experimental:
			t.Errorf("%s %q: %s; want experimental, to be refused", c.shell, c.in, p.Mode)
		case c.argv != nil && p.Mode == proposal.Structured && !slices.Equal(p.Argv, c.argv):
			t.Errorf("%s %q: argv %q, want %q", c.shell, c.in, p.Argv, c.argv)
		case c.argv != nil && p.Mode != proposal.Structured:
			t.Errorf("%s %q: %s (%q), want structured %q", c.shell, c.in, p.Mode, p.Command, c.argv)
		}
	}
}

// TestDetectKeepsTheDeclarationsReasonForExpandedWords: when the words
// the shell would run (after a glob, ~ or a variable) are refused by the
// family's declaration, the refusal is the declaration's reason about
// those words, not a reason about the text as typed.
func TestDetectKeepsTheDeclarationsReasonForExpandedWords(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"a.sh", "~old.sh", "new\nline.log"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	in := Input{Registry: registry.Default(), Scope: registry.Scope{Platform: "linux"}, Shell: "bash", Reader: reader.Env{Dir: dir}}
	for _, c := range []struct{ in, unreadable string }{
		{"rm -f *.sh", "FILE starts with '~', which a shell expands to a home directory; write the full path instead (command 'rm')."},
		{"rm -f *.log", "FILE for 'rm' cannot contain control characters."},
		{"rm -f '~old.sh'", ""},              // nothing expanded: validation reads the same words
		{"find . -name x -exec rm {} ;", ""}, // nothing expanded; the ';' ends the command
	} {
		p, ok := Detect(c.in, in)
		if !ok || p.Mode != proposal.Experimental || p.Unreadable != c.unreadable {
			t.Errorf("%q: detected %v, %+v; want experimental with Unreadable %q", c.in, ok, p, c.unreadable)
		}
	}
}
