package main

import (
	"archive/tar"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/shelltest"
	"github.com/oterminus/oterminus/internal/undo/undotest"
)

// undoLines are the writes TestUndoInShells runs and takes back; each
// must change the tree, so a restore that did nothing fails.
var undoLines = []string{
	"rm -r build",
	"sed -i s/a/b/ notes.txt",
	"mv a.txt b.txt",
	"sort -o notes.txt notes.txt",
	"echo x > notes.txt",
	"tar -xf a.tar",
	"find . -name '*.tmp' -delete",
	"chmod -R go-w src",
}

// TestUndoInShells: in real zsh, bash and fish, each line of undoLines is
// typed, answered with Ctrl-O ("undo: keeps ..."), run with Enter and
// taken back with `oterminus undo`; the tree is then byte for byte what
// it was, modes and mtimes included. A line edited after its answer is
// not kept and starts no helper; a line over the budget is not kept, and
// its answer said so before Enter.
func TestUndoInShells(t *testing.T) {
	shelltest.Require(t, "tar")
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			s := startSession(t, sh, ollamatest.New("qwen2.5-coder:1.5b"))
			for i, line := range undoLines {
				if !t.Run(line, func(t *testing.T) { s.in(t).undoCase(i, line) }) {
					t.FailNow()
				}
			}
			t.Run("edited after the answer", func(t *testing.T) { s.in(t).editedNotKept() })
			t.Run("over the budget", func(t *testing.T) { s.in(t).overBudget() })
		})
	}
}

// undoCase runs line in a new directory holding undoTree and undoes it.
func (s *session) undoCase(i int, line string) {
	s.t.Helper()
	dir := filepath.Join(s.work, fmt.Sprintf("case%d", i))
	undoTree(s.t, dir)
	s.run("cd " + shelltest.QuoteFor(s.sh, dir))
	want := undotest.Describe(s.t, dir)
	kept := len(s.events("undo_keep"))

	s.fresh()
	s.x.Type(line)
	s.x.Keys("C-o")
	s.waitAnswer(`oterminus: undo: keeps \d+ files? \(`)
	s.x.Keys("Enter")
	s.run("true") // the line has ended, and the prompt after it
	if undotest.Describe(s.t, dir) == want {
		s.t.Fatalf("%s: %q changed nothing\n%s", s.sh, line, s.x.Screen())
	}
	if evs := s.events("undo_keep"); len(evs) != kept+1 || evs[len(evs)-1]["user_input"] != line || evs[len(evs)-1]["confirmation_result"] != "kept" {
		s.t.Fatalf("%s: %q: undo_keep events %v, want one more, kept, for the line", s.sh, line, evs)
	}
	s.run("oterminus undo")
	if got := undotest.Describe(s.t, dir); got != want {
		s.t.Errorf("%s: after %q and oterminus undo the tree is\n%s\nwant\n%s\n%s", s.sh, line, got, want, s.x.Screen())
	}
	if evs := s.events("undo"); len(evs) == 0 || evs[len(evs)-1]["confirmation_result"] != "restored" {
		s.t.Errorf("%s: no restored undo event after %q: %v", s.sh, line, evs)
	}
}

// editedNotKept: Ctrl-O on rm -r build, then the line is edited before
// Enter; the edited line runs, nothing is kept and no helper starts.
func (s *session) editedNotKept() {
	s.t.Helper()
	dir := filepath.Join(s.work, "edited")
	undoTree(s.t, dir)
	s.run("cd " + shelltest.QuoteFor(s.sh, dir))
	kept := len(s.events("undo_keep"))
	s.fresh()
	s.x.Type("rm -r build")
	s.x.Keys("C-o")
	s.waitAnswer(`oterminus: undo: keeps \d+ files? \(`)
	calls := s.helperCalls()
	s.x.Type("/out")
	s.x.Keys("Enter")
	s.run("true")
	if _, err := os.Lstat(filepath.Join(dir, "build", "out")); !os.IsNotExist(err) {
		s.t.Fatalf("%s: the edited line did not run: %v\n%s", s.sh, err, s.x.Screen())
	}
	if n := len(s.events("undo_keep")); n != kept {
		s.t.Errorf("%s: an edited line was kept (%d undo_keep events, want %d)", s.sh, n, kept)
	}
	if after := s.helperCalls(); strings.Count(after, "keep ") != strings.Count(calls, "keep ") {
		s.t.Errorf("%s: an edited line started the helper's keep:\n%s", s.sh, strings.TrimPrefix(after, calls))
	}
}

// overBudget: with a budget of 1 MiB, rm of a 2 MiB file is answered
// "too large to keep" and not kept.
func (s *session) overBudget() {
	s.t.Helper()
	dir := filepath.Join(s.work, "budget")
	undoTree(s.t, dir)
	if err := os.WriteFile(filepath.Join(dir, "big.bin"), bytes.Repeat([]byte("z"), 2<<20), 0o644); err != nil {
		s.t.Fatal(err)
	}
	s.run("cd " + shelltest.QuoteFor(s.sh, dir))
	s.export("OTERMINUS_UNDO_BUDGET_MIB=1")
	kept := len(s.events("undo_keep"))
	s.fresh()
	s.x.Type("rm big.bin")
	s.x.Keys("C-o")
	s.waitAnswer(`oterminus: undo: too large to keep \(more than 2 MiB; budget 1 MiB\)`)
	s.x.Keys("Enter")
	s.run("true")
	if _, err := os.Lstat(filepath.Join(dir, "big.bin")); !os.IsNotExist(err) {
		s.t.Fatalf("%s: rm big.bin did not run: %v", s.sh, err)
	}
	if n := len(s.events("undo_keep")); n != kept {
		s.t.Errorf("%s: a line over the budget was kept", s.sh)
	}
	s.export("OTERMINUS_UNDO_BUDGET_MIB=1024")
}

// helperCalls is the shim's log of the helper's starts so far.
func (s *session) helperCalls() string {
	data, err := os.ReadFile(s.calls)
	if err != nil && !os.IsNotExist(err) {
		s.t.Fatal(err)
	}
	return string(data)
}

// undoTree makes the tree the undo lines act on, every mode and mtime
// chosen: notes, two files for mv, a build directory, a source tree with
// files to delete and a symlink, and an archive over existing files.
func undoTree(t *testing.T, dir string) {
	t.Helper()
	files := []struct {
		path, content string
		mode          fs.FileMode
	}{
		{"notes.txt", "banana\napple\ncherry\n", 0o640},
		{"a.txt", "aaa\n", 0o600},
		{"b.txt", "bbb\n", 0o644},
		{"build/out/app", "\x7fELF\x00binary", 0o755},
		{"build/log.txt", "built\n", 0o644},
		{"src/main.go", "package main\n", 0o664},
		{"src/sub/x.go", "package sub\n", 0o664},
		{"x.tmp", "scratch", 0o600},
		{"src/y.tmp", "scratch too", 0o666},
		{"a.tar", string(undoArchive(t)), 0o644},
	}
	old := time.Date(2021, 3, 4, 5, 6, 7, 890000000, time.UTC)
	for i, f := range files {
		path := filepath.Join(dir, f.path)
		if err := os.MkdirAll(filepath.Dir(path), 0o775); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(f.content), f.mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(path, f.mode); err != nil {
			t.Fatal(err)
		}
		at := old.Add(time.Duration(i) * time.Hour)
		if err := os.Chtimes(path, at, at); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("main.go", filepath.Join(dir, "src", "link")); err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{"build/out", "build", "src/sub", "src", "."} {
		if err := os.Chmod(filepath.Join(dir, d), 0o775); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(filepath.Join(dir, d), old, old); err != nil {
			t.Fatal(err)
		}
	}
}

// undoArchive is a.tar: new contents for notes.txt and a.txt, and a new
// directory.
func undoArchive(t *testing.T) []byte {
	var b bytes.Buffer
	w := tar.NewWriter(&b)
	at := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, f := range []struct{ name, content string }{
		{"notes.txt", "from the archive\n"}, {"a.txt", "archived a\n"}, {"newdir/new.txt", "new\n"},
	} {
		if err := w.WriteHeader(&tar.Header{Name: f.name, Mode: 0o644, Size: int64(len(f.content)), ModTime: at, Typeflag: tar.TypeReg}); err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(f.content)); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestAskKeepsBeforeAWriteStep: `oterminus ask` keeps what a write step
// changes once the person says yes, before it runs, and `oterminus undo`
// takes it back byte for byte, mode and mtime included.
func TestAskKeepsBeforeAWriteStep(t *testing.T) {
	fake := ollamatest.New("qwen2.5-coder:1.5b")
	fake.Models[0].Tools = true
	fake.Script(runCommand("sed -i s/a/b/ notes.txt"), ollamatest.Reply{Content: "Edited."})
	s := newSession(t, "bash", fake)
	s.run(s.spec.prompt)
	dir := filepath.Join(s.work, "asked")
	undoTree(t, dir)
	s.run("cd " + shelltest.QuoteFor("bash", dir))
	want := undotest.Describe(t, dir)

	s.fresh()
	s.x.Run(s.shim + " ask edit the notes")
	s.x.WaitFor(`Run it\? \[y\]es, \[n\]o, \[m\]odify: ?$`)
	s.x.Run("y")
	s.x.WaitFor(`(?m)^Edited\.$`)
	s.ready()
	if !answerRE(`undo: kept 1 file \(20 B\); oterminus undo takes it back`).MatchString(squeezed(s.x.Screen())) {
		t.Errorf("ask did not say what it kept:\n%s", s.x.Screen())
	}
	if undotest.Describe(t, dir) == want {
		t.Fatalf("the step changed nothing:\n%s", s.x.Screen())
	}
	if evs := s.events("undo_keep"); len(evs) != 1 || evs[0]["confirmation_result"] != "kept" {
		t.Fatalf("undo_keep events %v, want one, kept", evs)
	}
	s.run(s.shim + " undo")
	if got := undotest.Describe(t, dir); got != want {
		t.Errorf("after ask and oterminus undo the tree is\n%s\nwant\n%s\n%s", got, want, s.x.Screen())
	}
}
