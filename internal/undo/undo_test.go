package undo

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/undo/undotest"
)

// write makes a file with a mode and an mtime in the past, so that a
// rewrite in the same second still shows.
func write(t *testing.T, path, content string, mode fs.FileMode) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), mode); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
	old := time.Date(2020, 1, 2, 3, 4, 5, 6000, time.UTC)
	if err := os.Chtimes(path, old, old); err != nil {
		t.Fatal(err)
	}
}

// workTree is a small project: notes, a build directory, a source tree
// with a symlink, all with old mtimes.
func workTree(t *testing.T) string {
	dir := filepath.Join(t.TempDir(), "work")
	write(t, filepath.Join(dir, "notes.txt"), "banana\napple\n", 0o640)
	write(t, filepath.Join(dir, "a.txt"), "aaa\n", 0o600)
	write(t, filepath.Join(dir, "b.txt"), "bbb\n", 0o644)
	write(t, filepath.Join(dir, "build", "out", "app"), "\x7fELF...", 0o755)
	write(t, filepath.Join(dir, "src", "main.go"), "package main\n", 0o664)
	if err := os.Symlink("main.go", filepath.Join(dir, "src", "link")); err != nil {
		t.Fatal(err)
	}
	old := time.Date(2021, 5, 6, 7, 8, 9, 0, time.UTC)
	for _, d := range []string{"build/out", "build", "src", "."} {
		if err := os.Chtimes(filepath.Join(dir, d), old, old); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func abs(dir string, rel ...string) []string {
	var out []string
	for _, r := range rel {
		out = append(out, filepath.Join(dir, r))
	}
	return out
}

// keepRunUndo arms line with its write set, keeps it, runs change (the
// line's effect), records the end and undoes it.
func keepRunUndo(t *testing.T, s Store, dir, line string, paths []string, change func()) Report {
	t.Helper()
	now := time.Now()
	if err := s.Arm("1", line, dir, paths, "ev", now); err != nil {
		t.Fatal(err)
	}
	k, err := s.Keep("1", line, dir, now)
	if err != nil {
		t.Fatal(err)
	}
	change()
	if err := s.Finish("1"); err != nil {
		t.Fatal(err)
	}
	last, err := s.Last()
	if err != nil || last.ID != k.ID {
		t.Fatalf("last kept change: %v, %v; want %s", last, err, k.ID)
	}
	r, err := s.Restore(last, false, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestUndoPutsTheTreeBack(t *testing.T) {
	must := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		line   string
		paths  []string
		change func(dir string)
	}{
		{"rm -r build", []string{"build"}, func(dir string) { must(os.RemoveAll(filepath.Join(dir, "build"))) }},
		{"sed -i s/a/b/ notes.txt", []string{"notes.txt"}, func(dir string) {
			must(os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("bbnana\n"), 0o600))
		}},
		{"mv a.txt b.txt", []string{"a.txt", "b.txt"}, func(dir string) {
			must(os.Rename(filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")))
		}},
		{"echo x > new.txt", []string{"new.txt"}, func(dir string) {
			must(os.WriteFile(filepath.Join(dir, "new.txt"), []byte("x\n"), 0o644))
		}},
		{"tar -xf a.tar", []string{"."}, func(dir string) {
			must(os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("from tar\n"), 0o644))
			must(os.MkdirAll(filepath.Join(dir, "extracted", "deep"), 0o755))
			must(os.WriteFile(filepath.Join(dir, "extracted", "deep", "f"), []byte("new"), 0o644))
		}},
		{"chmod -R go-w src", []string{"src"}, func(dir string) {
			must(os.Chmod(filepath.Join(dir, "src", "main.go"), 0o644))
			must(os.Chmod(filepath.Join(dir, "src"), 0o700))
		}},
		{"rm src/link", []string{"src/link"}, func(dir string) { must(os.Remove(filepath.Join(dir, "src", "link"))) }},
	} {
		t.Run(c.line, func(t *testing.T) {
			dir := workTree(t)
			s := New(t.TempDir(), DefaultBudget, DefaultMaxAge)
			want := undotest.Describe(t, dir)
			r := keepRunUndo(t, s, dir, c.line, abs(dir, c.paths...), func() { c.change(dir) })
			if got := undotest.Describe(t, dir); got != want {
				t.Errorf("after undo:\n%s\nwant:\n%s", got, want)
			}
			if len(r.LeftAlone) > 0 {
				t.Errorf("left alone: %v", r.LeftAlone)
			}
		})
	}
}

func TestOnlyTheArmedLineInItsDirectoryIsKept(t *testing.T) {
	dir := workTree(t)
	s := New(t.TempDir(), DefaultBudget, DefaultMaxAge)
	now := time.Now()
	for _, c := range []struct{ line, dir string }{
		{"rm -r build ", dir},              // one more byte
		{"rm -r build", filepath.Dir(dir)}, // another directory
	} {
		if err := s.Arm("1", "rm -r build", dir, abs(dir, "build"), "", now); err != nil {
			t.Fatal(err)
		}
		if k, err := s.Keep("1", c.line, c.dir, now); !errors.Is(err, ErrNotArmed) || k != nil {
			t.Errorf("%q in %s: kept %v, %v", c.line, c.dir, k, err)
		}
	}
	// Used up: the same line run a second time keeps nothing.
	if err := s.Arm("1", "rm -r build", dir, abs(dir, "build"), "", now); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Keep("1", "rm -r build", dir, now); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Keep("1", "rm -r build", dir, now); !errors.Is(err, ErrNotArmed) {
		t.Errorf("second run kept: %v", err)
	}
	fi, err := os.Stat(s.Dir)
	if err != nil || fi.Mode().Perm() != 0o700 {
		t.Errorf("undo directory: %v, %v; want mode 0700", fi, err)
	}
}

func TestAPathChangedSinceIsLeftAloneUnlessForced(t *testing.T) {
	dir := workTree(t)
	s := New(t.TempDir(), DefaultBudget, DefaultMaxAge)
	notes := filepath.Join(dir, "notes.txt")
	keepRunUndoLater := func() (*Kept, Report) {
		now := time.Now()
		if err := s.Arm("1", "sed -i s/a/b/ notes.txt", dir, []string{notes}, "", now); err != nil {
			t.Fatal(err)
		}
		k, err := s.Keep("1", "sed -i s/a/b/ notes.txt", dir, now)
		if err != nil {
			t.Fatal(err)
		}
		write(t, notes, "bbnana\n", 0o640)
		if err := s.Finish("1"); err != nil {
			t.Fatal(err)
		}
		later := time.Date(2022, 1, 1, 0, 0, 0, 0, time.UTC)
		if err := os.WriteFile(notes, []byte("edited by hand\n"), 0o640); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(notes, later, later); err != nil {
			t.Fatal(err)
		}
		r, err := s.Restore(k, false, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		return k, r
	}
	k, r := keepRunUndoLater()
	if len(r.LeftAlone) != 1 || r.LeftAlone[0] != notes {
		t.Errorf("left alone %v, want %s", r.LeftAlone, notes)
	}
	if data, _ := os.ReadFile(notes); string(data) != "edited by hand\n" {
		t.Errorf("notes.txt = %q, want the later edit kept", data)
	}
	if _, err := s.Restore(k, true, time.Now()); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(notes); string(data) != "banana\napple\n" {
		t.Errorf("forced: notes.txt = %q, want the original", data)
	}
}

func TestBudgetAndAge(t *testing.T) {
	dir := workTree(t)
	write(t, filepath.Join(dir, "big"), strings.Repeat("x", 3000), 0o644)
	s := New(t.TempDir(), 2000, time.Hour)
	plan, err := Measure(abs(dir, "big"), s.Budget)
	if err != nil || plan.Fits {
		t.Fatalf("plan for 3000 bytes in a budget of 2000: %+v, %v", plan, err)
	}
	now := time.Now()
	if err := s.Arm("1", "rm big", dir, abs(dir, "big"), "", now); err != nil {
		t.Fatal(err)
	}
	if k, err := s.Keep("1", "rm big", dir, now); err == nil || !strings.Contains(err.Error(), "too large to keep") {
		t.Errorf("kept over budget: %v, %v", k, err)
	}
	// Three changes of 1,200 bytes in 2,000: each keep removes the older.
	var ids []string
	for i, name := range []string{"f1", "f2", "f3"} {
		write(t, filepath.Join(dir, name), strings.Repeat("y", 1200), 0o644)
		at := now.Add(time.Duration(i) * time.Second)
		if err := s.Arm("1", "rm "+name, dir, abs(dir, name), "", at); err != nil {
			t.Fatal(err)
		}
		k, err := s.Keep("1", "rm "+name, dir, at)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, k.ID)
	}
	all, _ := s.List()
	if len(all) != 1 || all[0].ID != ids[2] {
		t.Errorf("kept %d changes, want only the newest %s", len(all), ids[2])
	}
	s.Prune(now.Add(2*time.Hour), 0)
	if all, _ := s.List(); len(all) != 0 {
		t.Errorf("%d changes older than the age limit kept", len(all))
	}
}

func TestASymlinkIsNeverFollowed(t *testing.T) {
	dir := workTree(t)
	outside := filepath.Join(t.TempDir(), "outside")
	write(t, filepath.Join(outside, "secret"), "s3cret", 0o600)
	if err := os.Symlink(outside, filepath.Join(dir, "out")); err != nil {
		t.Fatal(err)
	}
	var cannot *CannotKeep
	if _, err := Measure(abs(dir, "out/secret"), DefaultBudget); !errors.As(err, &cannot) {
		t.Errorf("a path through a symlink: %v, want cannot keep", err)
	}
	// The link itself is kept as a link: nothing of its target is copied.
	s := New(t.TempDir(), DefaultBudget, DefaultMaxAge)
	if err := s.Arm("1", "rm out", dir, abs(dir, "out"), "", time.Now()); err != nil {
		t.Fatal(err)
	}
	k, err := s.Keep("1", "rm out", dir, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if k.Bytes != int64(len(outside)) && k.Bytes != 0 {
		t.Errorf("kept %d bytes for a symlink", k.Bytes)
	}
	for _, e := range k.Before {
		if strings.HasPrefix(e.Path, outside) {
			t.Errorf("walked into the link's target: %s", e.Path)
		}
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{0: "0 B", 1023: "1023 B", 1536: "1.5 KiB", 1 << 30: "1 GiB", 100 << 20: "100 MiB"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}
