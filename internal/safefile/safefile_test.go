package safefile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestReadRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "HEAD")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	// Opening a FIFO without O_NONBLOCK waits for a writer forever: a
	// regression hangs here until the test times out.
	if _, err := Read(fifo, 100, FollowLinks); !errors.Is(err, ErrNotRegular) {
		t.Errorf("FIFO: %v", err)
	}
	if _, err := Read("/dev/zero", 100, FollowLinks); !errors.Is(err, ErrNotRegular) {
		t.Errorf("/dev/zero: %v", err)
	}
	zero := filepath.Join(dir, "Makefile")
	os.Symlink("/dev/zero", zero)
	if _, err := Read(zero, 100, FollowLinks); !errors.Is(err, ErrNotRegular) {
		t.Errorf("symlink to /dev/zero: %v", err)
	}
	if _, err := Read(dir, 100, FollowLinks); !errors.Is(err, ErrNotRegular) {
		t.Errorf("directory: %v", err)
	}
}

func TestReadCapsAndSymlinks(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	os.WriteFile(file, []byte("12345"), 0o600)
	if data, err := Read(file, 5, NoFollow); string(data) != "12345" || err != nil {
		t.Errorf("5 bytes, cap 5: %q, %v", data, err)
	}
	if data, err := Read(file, 4, NoFollow); data != nil || !errors.Is(err, ErrTooLarge) {
		t.Errorf("5 bytes, cap 4: %q, %v", data, err)
	}
	link := filepath.Join(dir, "link")
	os.Symlink(file, link)
	if _, err := Read(link, 5, NoFollow); err == nil {
		t.Error("NoFollow read through a symlink")
	}
	if data, err := Read(link, 5, FollowLinks); string(data) != "12345" || err != nil {
		t.Errorf("FollowLinks: %q, %v", data, err)
	}
	// /proc files report size 0 but have content: the cap still holds.
	if _, err := Read("/proc/self/maps", 10, FollowLinks); !errors.Is(err, ErrTooLarge) {
		t.Errorf("/proc/self/maps with cap 10: %v", err)
	}
}

func TestOpenPrivate(t *testing.T) {
	dir := t.TempDir()
	os.Chmod(dir, 0o700)
	if err := CheckPrivateDir(dir); err != nil {
		t.Errorf("own 0700 directory: %v", err)
	}
	own := filepath.Join(dir, "audit.jsonl")
	f, err := OpenPrivate(own, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		t.Fatalf("own new file: %v", err)
	}
	f.Close()

	link := filepath.Join(dir, "link.jsonl")
	os.Symlink(own, link)
	if _, err := OpenPrivate(link, os.O_WRONLY|os.O_APPEND, 0); err == nil || !strings.Contains(err.Error(), "symlink") {
		t.Errorf("symlink: %v", err)
	}
	dangling := filepath.Join(dir, "dangling.jsonl")
	os.Symlink(filepath.Join(dir, "elsewhere"), dangling)
	if _, err := OpenPrivate(dangling, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600); err == nil {
		t.Error("created a file through a dangling symlink")
	}
	if _, err := os.Lstat(filepath.Join(dir, "elsewhere")); err == nil {
		t.Error("the symlink's target was created")
	}

	loose := filepath.Join(dir, "loose.json")
	os.WriteFile(loose, []byte("{}"), 0o600)
	os.Chmod(loose, 0o666)
	if _, err := OpenPrivate(loose, os.O_RDONLY, 0); err == nil || !strings.Contains(err.Error(), "writable by others") {
		t.Errorf("mode 0666: %v", err)
	}
	os.Chmod(dir, 0o777)
	if err := CheckPrivateDir(dir); err == nil {
		t.Error("world-writable directory accepted")
	}
	os.Chmod(dir, 0o700)
	dirLink := filepath.Join(t.TempDir(), "state")
	os.Symlink(dir, dirLink)
	if err := CheckPrivateDir(dirLink); err == nil {
		t.Error("a symlink accepted as a directory")
	}

	foreign, foreignDir := otherOwned(t)
	if _, err := OpenPrivate(foreign, os.O_RDONLY, 0); err == nil || !strings.Contains(err.Error(), "belongs to uid") {
		t.Errorf("someone else's file: %v", err)
	}
	if err := CheckPrivateDir(foreignDir); err == nil || !strings.Contains(err.Error(), "belongs to uid") {
		t.Errorf("someone else's directory: %v", err)
	}
}

// otherOwned returns a file and a directory owned by another user: made
// and given away when running as root, root's own otherwise.
func otherOwned(t *testing.T) (file, dir string) {
	if os.Getuid() != 0 {
		return "/etc/passwd", "/etc"
	}
	dir = filepath.Join(t.TempDir(), "theirs")
	os.Mkdir(dir, 0o700)
	file = filepath.Join(dir, "pending-x.json")
	os.WriteFile(file, []byte("{}"), 0o600)
	for _, p := range []string{file, dir} {
		if err := os.Chown(p, 65534, 65534); err != nil {
			t.Fatal(err)
		}
	}
	return file, dir
}
