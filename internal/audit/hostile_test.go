package audit

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func writeOne(t *testing.T, log *Log, id string) {
	t.Helper()
	if err := log.Write(Event{"event": KindRequest, "event_id": id}); err != nil {
		t.Fatal(err)
	}
}

// The audit file is never written through a symlink, and a file or
// directory someone else could have prepared is refused.
func TestWriteRefusesPlantedFiles(t *testing.T) {
	dir := t.TempDir()
	os.Chmod(dir, 0o700)
	victim := filepath.Join(dir, "victim")
	os.WriteFile(victim, []byte("precious\n"), 0o600)
	link := filepath.Join(dir, "audit.jsonl")
	os.Symlink(victim, link)
	if err := (&Log{Path: link, Enabled: true}).Write(Event{"event": KindRequest}); err == nil {
		t.Error("wrote through a symlink")
	}
	if err := (&Log{Path: link, Enabled: true}).Clear(); err == nil {
		t.Error("cleared through a symlink")
	}
	if got := string(mustRead(t, victim)); got != "precious\n" {
		t.Errorf("the symlink's target became %q", got)
	}

	loose := filepath.Join(dir, "loose.jsonl")
	os.WriteFile(loose, nil, 0o600)
	os.Chmod(loose, 0o622)
	if err := (&Log{Path: loose, Enabled: true}).Write(Event{"event": KindRequest}); err == nil || !strings.Contains(err.Error(), "writable by others") {
		t.Errorf("group/world-writable file: %v", err)
	}

	shared := filepath.Join(t.TempDir(), "shared")
	os.Mkdir(shared, 0o777)
	os.Chmod(shared, 0o777)
	if err := (&Log{Path: filepath.Join(shared, "audit.jsonl"), Enabled: true}).Write(Event{"event": KindRequest}); err == nil {
		t.Error("wrote into a world-writable directory")
	}
}

// A readable-by-others log is made private on the next write.
func TestWriteTightensMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	os.WriteFile(path, nil, 0o600)
	os.Chmod(path, 0o644)
	writeOne(t, &Log{Path: path, Enabled: true}, "a")
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o600 {
		t.Errorf("mode %04o, want 0600", info.Mode().Perm())
	}
}

// A line torn by an earlier failed write (no line end) does not swallow
// the next event.
func TestWriteEndsATornLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	log := &Log{Path: path, Enabled: true}
	writeOne(t, log, "a")
	f, _ := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	f.WriteString(`{"event":"request","event_id":"tor`)
	f.Close()
	writeOne(t, log, "b")
	events, skipped, err := log.Read()
	if err != nil || len(events) != 2 || events[1].String("event_id") != "b" || skipped != 1 {
		t.Errorf("read %v, %d skipped, %v", events, skipped, err)
	}
}

// A 44 MB line (planted, or a corrupt file) is skipped and counted; the
// events around it are read, and the reader never holds the line.
func TestReadSkipsOverlongLines(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	log := &Log{Path: path, Enabled: true}
	writeOne(t, log, "before")
	f, _ := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	f.Write([]byte(`{"event":"request","user_input":"`))
	f.Write(bytes.Repeat([]byte("x"), 44<<20))
	f.Write([]byte("\"}\n"))
	// A line of exactly MaxLine bytes with its line end is still read.
	pad := MaxLine - len(`{"event":"request","event_id":"edge","p":""}`+"\n")
	f.Write([]byte(`{"event":"request","event_id":"edge","p":"` + strings.Repeat("y", pad) + `"}` + "\n"))
	f.Close()
	writeOne(t, log, "after")
	var ids []string
	skipped, err := log.Scan(func(ev Event) { ids = append(ids, ev.String("event_id")) })
	if err != nil || skipped != 1 || strings.Join(ids, ",") != "before,edge,after" {
		t.Errorf("scan: %v, %d skipped, %v", ids, skipped, err)
	}
}

// A FIFO in the log's place is refused instead of blocking the reader.
func TestReadRefusesAFifo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	mkfifo(t, path)
	if _, _, err := (&Log{Path: path, Enabled: true}).Read(); err == nil {
		t.Error("read a FIFO")
	}
}

func mkfifo(t *testing.T, path string) {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
}

// The audit writer redacts every string of every event, whatever the
// event's builder did.
func TestWriteRedactsEveryField(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	log := &Log{Path: path, Enabled: true, Redact: true}
	err := log.Write(Event{"event": KindRequest, "anything": "curl --user bob:hunter2 x",
		"list": []string{"POSTGRES_PASSWORD: hunter3"}, "nested": map[string]any{"k": []any{"-passin pass:hunter4"}},
		"stages": []Stage{{Argv: []string{"env", "TOKEN=hunter5"}, Redirections: []string{"> PASSWORD=hunter6"}}}})
	if err != nil {
		t.Fatal(err)
	}
	got := string(mustRead(t, path))
	for _, secret := range []string{"hunter2", "hunter3", "hunter4", "hunter5", "hunter6"} {
		if strings.Contains(got, secret) {
			t.Errorf("%s written: %s", secret, got)
		}
	}
	if strings.Count(got, "[REDACTED]") != 5 {
		t.Errorf("line %s", got)
	}
}
