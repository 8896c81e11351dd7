// Package safefile opens files that someone else may have planted: the
// working directory's project files and git state, and the state and audit
// files a shared or hostile directory could hold.
//
// Opening a FIFO blocks until a writer comes, and reading a device such as
// /dev/zero never ends; a symlink can point a state file at someone else's
// file. So every open here does not block (O_NONBLOCK), does not follow a
// final symlink unless asked to (O_NOFOLLOW), checks what it opened with
// fstat (not a path lookup that could race), and every read stops at a
// size cap.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

var (
	// ErrNotRegular refuses FIFOs, devices, sockets and directories.
	ErrNotRegular = errors.New("not a regular file")
	// ErrTooLarge is a read past its cap.
	ErrTooLarge = errors.New("larger than its size limit")
)

// Follow says whether a symlink as the last path component is followed.
type Follow bool

// Symlink handling for Open and Read.
const (
	NoFollow     Follow = false
	FollowLinks  Follow = true
	openReadOnly        = os.O_RDONLY | syscall.O_NONBLOCK | syscall.O_CLOEXEC
)

// Open opens a regular file for reading. A symlink as the last component
// is refused unless follow is FollowLinks; anything but a regular file is
// refused with ErrNotRegular, after an open that does not block.
func Open(path string, follow Follow) (*os.File, fs.FileInfo, error) {
	flag := openReadOnly
	if !follow {
		flag |= syscall.O_NOFOLLOW
	}
	f, err := open(path, flag, 0)
	if err != nil {
		return nil, nil, err
	}
	fi, err := f.Stat()
	if err == nil && !fi.Mode().IsRegular() {
		err = &fs.PathError{Op: "open", Path: path, Err: ErrNotRegular}
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, fi, nil
}

// Read returns the content of the regular file at path, or ErrTooLarge if
// it holds more than max bytes (the size fstat reports is not trusted:
// files under /proc and /sys say 0).
func Read(path string, max int64, follow Follow) ([]byte, error) {
	f, _, err := Open(path, follow)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := ReadAll(f, max)
	if errors.Is(err, ErrTooLarge) {
		err = &fs.PathError{Op: "read", Path: path, Err: ErrTooLarge}
	}
	return data, err
}

// ReadAll reads r to its end, or fails with ErrTooLarge once it has more
// than max bytes; it never holds more than max+1 bytes.
func ReadAll(r io.Reader, max int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		return nil, ErrTooLarge
	}
	return data, nil
}

// OpenPrivate opens a state or audit file that must belong to the user:
// never through a symlink, a regular file, owned by the current user and
// not writable by group or others (anyone else who can write it could
// plant its content). flag is os.O_RDONLY, os.O_WRONLY|os.O_APPEND|
// os.O_CREATE and the like; perm applies when the file is created.
func OpenPrivate(path string, flag int, perm os.FileMode) (*os.File, error) {
	f, err := open(path, flag|syscall.O_NOFOLLOW|syscall.O_NONBLOCK|syscall.O_CLOEXEC, perm)
	if err != nil {
		if isSymlinkLoop(err) {
			return nil, &fs.PathError{Op: "open", Path: path, Err: errors.New("is a symlink, which a state file may not be")}
		}
		return nil, err
	}
	fi, err := f.Stat()
	if err == nil {
		err = checkPrivate(fi, false)
	}
	if err != nil {
		f.Close()
		return nil, &fs.PathError{Op: "open", Path: path, Err: err}
	}
	return f, nil
}

// open is os.OpenFile for the flags above, without the netpoller: the
// descriptor is opened O_NONBLOCK, so opening a FIFO does not wait, and
// os.OpenFile would register it with the runtime's poller, whose first
// use in a process creates an epoll instance and an eventfd (and fails to
// register a regular file anyway). A regular file is put back in blocking
// mode, which for a regular file changes nothing, and os.NewFile then
// leaves it out of the poller; anything else keeps O_NONBLOCK, and its
// caller refuses it.
func open(path string, flag int, perm os.FileMode) (*os.File, error) {
	mode := uint32(perm.Perm())
	if perm&os.ModeSetuid != 0 {
		mode |= syscall.S_ISUID
	}
	if perm&os.ModeSetgid != 0 {
		mode |= syscall.S_ISGID
	}
	if perm&os.ModeSticky != 0 {
		mode |= syscall.S_ISVTX
	}
	fd, err := syscall.Open(path, flag|syscall.O_CLOEXEC, mode)
	for err == syscall.EINTR {
		fd, err = syscall.Open(path, flag|syscall.O_CLOEXEC, mode)
	}
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: path, Err: err}
	}
	var st syscall.Stat_t
	if syscall.Fstat(fd, &st) == nil && st.Mode&syscall.S_IFMT == syscall.S_IFREG {
		_ = syscall.SetNonblock(fd, false)
	}
	return os.NewFile(uintptr(fd), path), nil
}

// CheckPrivateDir checks that dir is a directory (not a symlink to one),
// owned by the current user and not writable by group or others, so no
// one else can plant or swap files in it.
func CheckPrivateDir(dir string) error {
	fi, err := os.Lstat(dir)
	if err == nil {
		err = checkPrivate(fi, true)
	}
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return err
		}
		return &fs.PathError{Op: "check", Path: dir, Err: err}
	}
	return nil
}

func checkPrivate(fi fs.FileInfo, dir bool) error {
	switch {
	case dir && !fi.IsDir():
		return errors.New("is not a directory")
	case !dir && !fi.Mode().IsRegular():
		return ErrNotRegular
	}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok && int(st.Uid) != os.Getuid() {
		return fmt.Errorf("belongs to uid %d, not to you (uid %d)", st.Uid, os.Getuid())
	}
	if fi.Mode().Perm()&0o022 != 0 {
		return fmt.Errorf("is writable by others (mode %04o)", fi.Mode().Perm())
	}
	return nil
}

// isSymlinkLoop is how O_NOFOLLOW reports a symlink: ELOOP (Linux) or
// EMLINK (some BSDs).
func isSymlinkLoop(err error) bool {
	return errors.Is(err, syscall.ELOOP) || errors.Is(err, syscall.EMLINK)
}

// ReadPrivate reads a state file through OpenPrivate, in a directory that
// passes CheckPrivateDir, refusing more than max bytes.
func ReadPrivate(path string, max int64) ([]byte, error) {
	if err := CheckPrivateDir(filepath.Dir(path)); err != nil {
		return nil, err
	}
	f, err := OpenPrivate(path, os.O_RDONLY, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadAll(f, max)
}

// WritePrivate replaces a state file whole: it creates the directory 0700
// if needed, checks it with CheckPrivateDir, writes a new 0600 file beside
// the old one and renames it into place, so a reader never sees half a
// file and a symlink planted at path is replaced, not followed.
func WritePrivate(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	if err := CheckPrivateDir(dir); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
