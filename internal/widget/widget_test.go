package widget

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestWriteEscapesMessagesAndRefusesUnsafeInserts(t *testing.T) {
	var b strings.Builder
	out := Output{Action: Insert, EventID: "e1", Buffer: "ls -l 'a b'", Message: []string{"oterminus: ok \x1b]52;c;x\x07\nsecond line", ""}}
	if err := out.Write(&b); err != nil {
		t.Fatal(err)
	}
	if want := "insert e1\nls -l 'a b'\noterminus: ok \\e]52;c;x\\x07\nsecond line\n"; b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
	for _, buffer := range []string{"", "ls\nrm -rf ~", "ls\r", "ls \x1b[2J", "ls \u202e"} {
		var w strings.Builder
		if err := (Output{Action: Insert, Buffer: buffer}).Write(&w); err == nil || w.Len() != 0 {
			t.Errorf("inserted %q: %v, wrote %q", buffer, err, w.String())
		}
		if Insertable(buffer) {
			t.Errorf("%q is insertable", buffer)
		}
	}
	if !Insertable("ls -l 'a b'") {
		t.Error("a plain line is not insertable")
	}
	var k strings.Builder
	if err := Keeping("", "why").Write(&k); err != nil || k.String() != "keep -\nwhy\n" {
		t.Errorf("keep: %q %v", k.String(), err)
	}
}

func TestPendingIsTakenOnceForTheSameLine(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	now := time.Now()
	line := Line{Buffer: "make it executable", Dir: "/p", Shell: "zsh"}
	if err := s.Save("s1", Pending{Line: line, EventID: "e", Created: now}); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Take("s1", Line{Buffer: "changed", Dir: "/p", Shell: "zsh"}, now); ok {
		t.Error("taken for a changed buffer")
	}
	if err := s.Save("s1", Pending{Line: line, EventID: "e", Created: now}); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Take("s2", line, now); ok {
		t.Error("taken by another session")
	}
	if _, ok := s.Take("s1", line, now.Add(PendingTTL+time.Second)); ok {
		t.Error("taken after it expired")
	}
	if err := s.Save("s1", Pending{Line: line, EventID: "e", Created: now}); err != nil {
		t.Fatal(err)
	}
	if p, ok := s.Take("s1", line, now); !ok || p.EventID != "e" {
		t.Fatal("not taken for the same line")
	}
	if _, ok := s.Take("s1", line, now); ok {
		t.Error("taken twice")
	}
	fix := Line{Dir: "/p", Shell: "zsh", Fixing: "git stauts"}
	if err := s.Save("s1", Pending{Line: fix, Created: now}); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Take("s1", Line{Dir: "/p", Shell: "zsh", Fixing: "git psuh"}, now); ok {
		t.Error("a fix taken for another failed command")
	}
}

// A pending file the user did not write is never used, however fresh and
// matching it is: a symlink to a real pending file, a file writable by
// others, a file or directory owned by someone else.
func TestPlantedPendingIsNeverTaken(t *testing.T) {
	now := time.Now()
	line := Line{Buffer: "make it executable", Dir: "/p", Shell: "bash"}
	plant := func(t *testing.T, s Store) string {
		t.Helper()
		if err := s.Save("s1", Pending{Line: line, EventID: "planted", Created: now}); err != nil {
			t.Fatal(err)
		}
		return s.path("s1")
	}
	for _, c := range []struct {
		name  string
		spoil func(t *testing.T, s Store, path string)
	}{
		{"symlink to a real pending file", func(t *testing.T, s Store, path string) {
			real := filepath.Join(t.TempDir(), "real.json")
			os.Rename(path, real)
			os.Symlink(real, path)
		}},
		{"file writable by others", func(t *testing.T, s Store, path string) { os.Chmod(path, 0o666) }},
		{"directory writable by others", func(t *testing.T, s Store, path string) { os.Chmod(s.Dir, 0o777) }},
		{"file owned by someone else", func(t *testing.T, s Store, path string) { giveAway(t, path) }},
		{"directory owned by someone else", func(t *testing.T, s Store, path string) { giveAway(t, s.Dir) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := Store{Dir: filepath.Join(t.TempDir(), "state")}
			path := plant(t, s)
			c.spoil(t, s, path)
			if p, ok := s.Take("s1", line, now); ok {
				t.Errorf("took the planted proposal %q", p.EventID)
			}
		})
	}
	// The control: the same file, left as Save wrote it, is taken.
	s := Store{Dir: filepath.Join(t.TempDir(), "state")}
	plant(t, s)
	if _, ok := s.Take("s1", line, now); !ok {
		t.Error("the user's own pending proposal was not taken")
	}
}

// giveAway hands path to another user; only root can.
func giveAway(t *testing.T, path string) {
	t.Helper()
	if os.Getuid() != 0 {
		t.Skip("changing a file's owner needs root")
	}
	if err := os.Chown(path, 65534, 65534); err != nil {
		t.Fatal(err)
	}
}

// Messages shown to the person are redacted; the inserted command is not
// (it is what runs, and the person must read it as it is).
func TestWriteRedactsMessagesNotTheBuffer(t *testing.T) {
	var b strings.Builder
	out := Output{Action: Insert, EventID: "e", Buffer: "curl -u bob:hunter2 https://x",
		Message: []string{"oterminus: model said aws_secret_access_key = wJalrXUtnFEMI"}}
	if err := out.Write(&b); err != nil {
		t.Fatal(err)
	}
	want := "insert e\ncurl -u bob:hunter2 https://x\noterminus: model said aws_secret_access_key = [REDACTED]\n"
	if b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
}
