package manpage

import (
	"bytes"
	"compress/gzip"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// page writes a man(7) page documenting one option under dir/man<sec>/,
// gzip-compressed when the name ends in .gz.
func page(t *testing.T, dir, file, option string) string {
	t.Helper()
	sec := strings.TrimPrefix(filepath.Ext(strings.TrimSuffix(file, ".gz")), ".")
	path := filepath.Join(dir, "man"+sec[:1], file) // req.1ssl is in man1
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	text := []byte(".TH X 1\n.SH NAME\nx \\- from " + dir + "\n.SH OPTIONS\n.TP\n\\fB" + option + "\\fR\ndocumented here.\n")
	if strings.HasSuffix(file, ".gz") {
		var b bytes.Buffer
		z := gzip.NewWriter(&b)
		z.Write(text)
		z.Close()
		text = b.Bytes()
	}
	if err := os.WriteFile(path, text, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// MANPATH as man-db reads it: its directories in order, an empty
// component standing for the path derived from PATH.
func TestManpath(t *testing.T) {
	root := t.TempDir()
	a, b := filepath.Join(root, "a"), filepath.Join(root, "b")
	bin := filepath.Join(root, "tool", "bin")
	os.MkdirAll(bin, 0o755)
	page(t, a, "x.1", "-a")
	page(t, b, "x.1", "-b")
	derived := filepath.Join(root, "tool", "share", "man") // bin/../share/man
	page(t, derived, "x.1.gz", "-d")

	for _, c := range []struct{ manpath, want string }{
		{a + ":" + b, a},
		{b + ":" + a, b},
		{":" + a, derived}, // a leading colon: the derived path first
		{a + ":", a},       // a trailing one: after
		{b + "::" + a, b},
		{"", derived}, // no MANPATH: derived from PATH
		{filepath.Join(root, "none"), ""},
	} {
		s := NewSearch(c.manpath, bin)
		got, err := s.Find("x")
		switch {
		case c.want == "" && !errors.Is(err, ErrNotFound):
			t.Errorf("MANPATH=%q: found %q (%v), want none", c.manpath, got, err)
		case c.want != "" && !strings.HasPrefix(got, c.want+"/"):
			t.Errorf("MANPATH=%q: found %q (%v), want it under %s", c.manpath, got, err, c.want)
		}
	}
	s := NewSearch(":"+a, bin)
	if dirs := s.Dirs(); len(dirs) < 2 || dirs[0] != derived || dirs[len(dirs)-1] == derived {
		t.Errorf("MANPATH=:a searches %q, want the derived %s first and a after", dirs, derived)
	}
}

// Sections are searched in man's order; a page in a section about no
// command (read(2)) is never the answer; a language's pages are not read.
func TestSections(t *testing.T) {
	root := t.TempDir()
	page(t, root, "x.8", "-eight")
	page(t, root, "x.1", "-one")
	page(t, root, "y.2", "-two")
	page(t, filepath.Join(root, "de"), "z.1", "-de")
	page(t, root, "req.1ssl.gz", "-ssl")
	s := NewSearch(root, "")
	if got, _ := s.Find("x"); filepath.Base(got) != "x.1" {
		t.Errorf("x: found %q, want x.1 before x.8", got)
	}
	if got, err := s.Find("y"); err == nil {
		t.Errorf("y: found %q, a system call's page", got)
	}
	if got, err := s.Find("z"); err == nil {
		t.Errorf("z: found %q, a German page", got)
	}
	if got, _ := s.Find("req"); filepath.Base(got) != "req.1ssl.gz" {
		t.Errorf("req: found %q, want req.1ssl.gz", got)
	}
	for _, name := range []string{"../x", "a/b", "", ".."} {
		if got, err := s.Find(name); err == nil {
			t.Errorf("%q: found %q", name, got)
		}
	}
}

// A FIFO in the manual path is passed over, never opened for reading (an
// open of a FIFO waits for a writer), and reading one refuses it.
func TestFIFOInManpath(t *testing.T) {
	root := t.TempDir()
	first, second := filepath.Join(root, "first"), filepath.Join(root, "second")
	os.MkdirAll(filepath.Join(first, "man1"), 0o755)
	fifo := filepath.Join(first, "man1", "x.1")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	page(t, second, "x.1", "-s")
	s := NewSearch(first+":"+second, "")
	e := s.Explain([]string{"x", "-s"})
	if e.Err != nil || !strings.HasPrefix(e.Page.Path, second) {
		t.Fatalf("explained from %v (%v), want the page in %s", e.Page, e.Err, second)
	}
	if _, err := Read(fifo); err == nil {
		t.Error("Read opened a FIFO")
	}
}

// Compressed pages: gzip and bzip2 are read by their first bytes.
func TestCompressed(t *testing.T) {
	root := t.TempDir()
	page(t, root, "g.1.gz", "--gzipped")
	data, err := os.ReadFile(filepath.Join("testdata", "tiny.1.bz2"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(root, "man1", "tiny.1.bz2"), data, 0o644)
	s := NewSearch(root, "")
	for _, c := range []struct{ line, want string }{
		{"g --gzipped", "documented here."},
		{"tiny -q", "say nothing"},
	} {
		e := s.Explain(strings.Fields(c.line))
		if e.Err != nil || len(e.Words) != 1 || e.Words[0].Entry == nil || e.Words[0].Entry.Text != c.want {
			t.Errorf("%s: %v %+v", c.line, e.Err, e.Words)
		}
	}
}

// .so reads another page of the manual directory in place, as soelim
// does; one outside it is refused, and a loop ends.
func TestSoRequests(t *testing.T) {
	root := t.TempDir()
	page(t, root, "real.1.gz", "--real")
	write := func(name, text string) {
		os.WriteFile(filepath.Join(root, "man1", name), []byte(text), 0o644)
	}
	write("alias.1", ".so man1/real.1\n")
	write("loop.1", ".TH LOOP 1\n.SH OPTIONS\n.TP\n\\-\\-loop\nstill read.\n.so man1/loop.1\n")
	secret := filepath.Join(root, "secret")
	os.WriteFile(secret, []byte(".TH S 1\n.SH OPTIONS\n.TP\n\\-\\-secret\nthe secret text.\n"), 0o644)
	write("out.1", ".so "+secret+"\n.so ../secret\n")
	s := NewSearch(root, "")

	if e := s.Explain([]string{"alias", "--real"}); e.Err != nil || e.Words[0].Entry == nil {
		t.Errorf("alias: %v %+v", e.Err, e.Words)
	}
	e := s.Explain([]string{"loop", "--loop"})
	if e.Err != nil || e.Words[0].Entry == nil || e.Words[0].Entry.Text != "still read." {
		t.Errorf("loop: %v %+v", e.Err, e.Words)
	}
	if e := s.Explain([]string{"out", "--secret"}); e.Err != nil || e.Words[0].Entry != nil {
		t.Errorf("out: a .so outside the manual directory was read: %v %+v", e.Err, e.Words)
	}
}

// A page larger than MaxPageBytes once decompressed (a gzip bomb) is
// refused, not read.
func TestPageTooLarge(t *testing.T) {
	root := t.TempDir()
	os.MkdirAll(filepath.Join(root, "man1"), 0o755)
	var b bytes.Buffer
	z := gzip.NewWriter(&b)
	z.Write([]byte(".TH BOMB 1\n"))
	chunk := bytes.Repeat([]byte("a"), 1<<20)
	for i := 0; i < MaxPageBytes>>20+1; i++ {
		z.Write(chunk)
	}
	z.Close()
	path := filepath.Join(root, "man1", "bomb.1.gz")
	os.WriteFile(path, b.Bytes(), 0o644)
	if _, err := Read(path); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("a %d-byte page that unpacks past %d MiB: %v", b.Len(), MaxPageBytes>>20, err)
	}
}
