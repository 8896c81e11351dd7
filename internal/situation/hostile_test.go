package situation

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A working directory someone else prepared: git files that are FIFOs,
// links to /dev/zero, or huge. Gathering must answer (a FIFO opened for
// reading the ordinary way waits for a writer forever, and /dev/zero never
// ends), and must not report anything read from them.
func TestGatherSurvivesHostileWorkingDirectory(t *testing.T) {
	for _, c := range []struct {
		name  string
		plant func(t *testing.T, git string)
		want  string // the git source's text
	}{
		{"HEAD is a FIFO", func(t *testing.T, git string) { fifo(t, replace(git, "HEAD")) }, "unknown branch"},
		{"HEAD links to /dev/zero", func(t *testing.T, git string) { link(t, "/dev/zero", replace(git, "HEAD")) }, "unknown branch"},
		{"HEAD is huge", func(t *testing.T, git string) {
			write(t, filepath.Join(git, "HEAD"), "ref: refs/heads/"+strings.Repeat("x", 8<<20)+"\n")
		}, "unknown branch"},
		{"index and config are FIFOs", func(t *testing.T, git string) {
			fifo(t, filepath.Join(git, "index"))
			fifo(t, filepath.Join(git, "config"))
		}, "branch main"},
		{"index links to /dev/zero", func(t *testing.T, git string) { link(t, "/dev/zero", filepath.Join(git, "index")) }, "branch main"},
		{"ref is a FIFO, packed-refs links to /dev/zero", func(t *testing.T, git string) {
			os.MkdirAll(filepath.Join(git, "refs", "heads"), 0o755)
			fifo(t, filepath.Join(git, "refs", "heads", "main"))
			link(t, "/dev/zero", filepath.Join(git, "packed-refs"))
		}, "branch main"},
		// Without a readable commondir the git directory is the common one.
		{"commondir is a FIFO", func(t *testing.T, git string) { fifo(t, filepath.Join(git, "commondir")) },
			"branch main, no uncommitted changes to tracked files"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			git := filepath.Join(dir, ".git")
			os.Mkdir(git, 0o755)
			write(t, filepath.Join(git, "HEAD"), "ref: refs/heads/main\n")
			c.plant(t, git)
			link(t, "/dev/zero", filepath.Join(dir, "Makefile"))
			fifo(t, filepath.Join(dir, "go.mod"))
			items := Gather(context.Background(), Input{Dir: dir, Platform: "linux"}, Options{Git: true, Project: true})
			got := map[string]string{}
			for _, it := range items {
				got[it.Source] = it.Text
			}
			if got["git"] != c.want {
				t.Errorf("git = %q, want %q", got["git"], c.want)
			}
			// Markers are named, never read: the FIFO and the link still count.
			if got["project"] != "go.mod, Makefile" {
				t.Errorf("project = %q", got["project"])
			}
		})
	}
}

// The .git file of a worktree may not be a FIFO either.
func TestFindRepoRefusesAFifoDotGit(t *testing.T) {
	dir := t.TempDir()
	fifo(t, filepath.Join(dir, ".git"))
	if r, ok := findRepo(dir); ok {
		t.Errorf("findRepo found %+v in a FIFO", r)
	}
}

func TestTailKeepsTheLastBytes(t *testing.T) {
	tl := &tail{max: 5}
	for _, s := range []string{"ab", "cd", "efg", "h"} {
		tl.Write([]byte(s))
	}
	if string(tl.buf) != "defgh" {
		t.Errorf("tail = %q", tl.buf)
	}
	tl.Write([]byte("0123456789"))
	if string(tl.buf) != "56789" {
		t.Errorf("tail after a long write = %q", tl.buf)
	}
}

// replace removes a planted file's honest version and returns its path.
func replace(dir, name string) string {
	path := filepath.Join(dir, name)
	os.Remove(path)
	return path
}

func fifo(t *testing.T, path string) {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Fatal(err)
	}
}

func link(t *testing.T, target, path string) {
	t.Helper()
	if err := os.Symlink(target, path); err != nil {
		t.Fatal(err)
	}
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// A private key whose BEGIN line scrolled out of the window is still
// redacted from context: its body and END line, and what preceded them.
func TestContextRedactsAnOrphanKeyBody(t *testing.T) {
	in := Input{Dir: t.TempDir(), History: []string{
		"MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo",
		"4lgOEePzNm0tRgeLezV6ffAt0gunVTLw",
		"-----END RSA PRIVATE KEY-----",
		"ls -la",
	}}
	items := Gather(context.Background(), in, Options{History: true, HistoryLines: 10})
	if len(items) != 1 || strings.Contains(items[0].Text, "MIIEow") || strings.Contains(items[0].Text, "4lgOE") ||
		!strings.Contains(items[0].Text, "[REDACTED]") || !strings.HasSuffix(items[0].Text, "ls -la") {
		t.Errorf("history context %+v", items)
	}
}
