package situation

import (
	"crypto/sha1"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/termtext"
)

// FuzzParseIndex feeds arbitrary bytes to the index reader, which reads
// a file any repository can contain: it must fail cleanly, never panic or
// loop, and whatever it reads must hash to a tree without panicking.
func FuzzParseIndex(f *testing.F) {
	if data, ok := realIndex(f); ok {
		f.Add(data)
	}
	f.Add([]byte("DIRC\x00\x00\x00\x02\x00\x00\x00\x00" + strings.Repeat("\x00", 20)))
	f.Add([]byte("DIRC\x00\x00\x00\x04\x00\x00\x00\x01" + strings.Repeat("\x00", 80)))
	f.Fuzz(func(t *testing.T, data []byte) {
		idx, err := parseIndex(data, time.Unix(0, 0), sha1.Size)
		if err != nil {
			return
		}
		_, _ = idx.tree(sha1.New)
	})
}

// realIndex is the index of a scratch repository with a few files, when
// git is installed.
func realIndex(f *testing.F) ([]byte, bool) {
	if _, err := exec.LookPath("git"); err != nil {
		return nil, false
	}
	dir := f.TempDir()
	for _, name := range []string{"a.txt", "a/b", "a-b", "deep/er/file.go"} {
		os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o755)
		os.WriteFile(filepath.Join(dir, name), []byte(name), 0o644)
	}
	for _, args := range [][]string{{"init", "-q"}, {"add", "-A"}} {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
		if cmd.Run() != nil {
			return nil, false
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, ".git", "index"))
	return data, err == nil
}

// FuzzClean checks the promise made about every context text: it fits
// its limit and carries no control, bidi or zero-width character.
func FuzzClean(f *testing.F) {
	for _, s := range []string{"ls\n\x1b[31merror\x1b[0m", "ok\x1b]52;c;ZXZpbA==\x07", "token=ghp_abcdefghijklmnopqrstuvwxyz0123",
		"a\u202eb\u200bc", "\xff\xfe", strings.Repeat("é", 300)} {
		f.Add(s, 64, true)
		f.Add(s, 64, false)
	}
	f.Fuzz(func(t *testing.T, text string, limit int, multiline bool) {
		if limit < 8 || limit > 4096 {
			return
		}
		got := clean(text, limit, multiline)
		if len(got) > limit {
			t.Fatalf("clean(%q, %d) = %d bytes", text, limit, len(got))
		}
		for _, line := range strings.Split(got, "\n") {
			if termtext.NeedsEscape(line) {
				t.Fatalf("clean(%q) kept a control character: %q", text, line)
			}
		}
		if !multiline && strings.Contains(got, "\n") {
			t.Fatalf("clean(%q) single-line result has a line break", text)
		}
	})
}
