package preview

import (
	"os"
	"path/filepath"
	"testing"
)

// TestUndoLine: the answer about a write says, before Enter, whether undo
// will keep it, is too large to, or cannot take it back and why.
func TestUndoLine(t *testing.T) {
	for _, c := range []struct {
		line, want string
		budget     int64
	}{
		{"ls -la", "", 1 << 30}, // below write risk: nothing to say
		{"sed -i s/a/b/ notes.txt", "undo: keeps 1 file (20 B)", 1 << 30},
		{"rm -r build", "undo: keeps 2 files (11 B)", 1 << 30},
		{"echo x > new.txt", "undo: keeps 0 files (0 B)", 1 << 30},
		{"rm -r build", "undo: too large to keep (more than 11 B; budget 10 B)", 10},
		{"kill 1234", "undo: cannot undo (why: a process signalled)", 1 << 30},
		{"git push", "undo: cannot undo (why: a git push)", 1 << 30},
		{"echo x > /dev/sda", "undo: cannot undo (why: a device write)", 1 << 30},
		{"rm -r link/inner", "undo: cannot undo (why: its directory is reached through a symlink)", 1 << 30},
	} {
		o := outcome(t, c.line, "")
		dir := o.Request.Dir
		for name, content := range map[string]string{"notes.txt": "banana\napple\ncherry\n", "build/a": "hello", "build/b/c": "world!", "real/inner": "x"} {
			path := filepath.Join(dir, name)
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.Symlink("real", filepath.Join(dir, "link")); err != nil {
			t.Fatal(err)
		}
		o.Request.UndoBudget = c.budget
		if got := Undo(o).Line; got != c.want {
			t.Errorf("%s: %q, want %q", c.line, got, c.want)
		}
	}
}
