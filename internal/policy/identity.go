package policy

import (
	"os"
	"path/filepath"
)

// SameFile reports whether two paths, as a command in dir would open
// them, name one file: the same path once ~ is the home directory, a
// relative path starts at dir and every symlink is followed (a dangling
// one to the file it would create), or, where both exist, the same
// device and inode (another spelling, a symlink or a hard link). A path
// that exists and is no regular file (a directory, a device, a pipe) is
// never the same file: writing into a directory or a terminal empties
// nothing.
func SameFile(a, b, dir, home string) bool {
	if dir == "" {
		dir, _ = os.Getwd()
	}
	ra, rb := Resolve(a, dir, home), Resolve(b, dir, home)
	fa, errA := os.Stat(ra)
	fb, errB := os.Stat(rb)
	if errA == nil && !fa.Mode().IsRegular() || errB == nil && !fb.Mode().IsRegular() {
		return false
	}
	if filepath.Clean(ra) == filepath.Clean(rb) {
		return true
	}
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}
