package undo

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// Entry is the state of one path: what it is, its mode and mtime, and
// for a kept file the copy's name in the change's directory.
type Entry struct {
	Path string `json:"path"` // absolute
	Kind Kind   `json:"kind"`
	Mode uint32 `json:"mode,omitempty"` // fs.FileMode
	// MTime is the modification time in nanoseconds since the epoch.
	MTime  int64  `json:"mtime_ns,omitempty"`
	Size   int64  `json:"size,omitempty"`
	Target string `json:"target,omitempty"` // a symlink's target, never followed
	Copy   string `json:"copy,omitempty"`
	// Parent marks the directory holding a path of the write set: only
	// its mode and mtime are kept (the line adds or removes an entry in
	// it), not what else it holds.
	Parent bool `json:"parent,omitempty"`
}

// Kind is what a path is.
type Kind string

// Kinds of path.
const (
	Absent  Kind = "absent"
	File    Kind = "file"
	Dir     Kind = "dir"
	Symlink Kind = "symlink"
)

// Plan is what keeping a write set would take, said before Enter.
type Plan struct {
	Files int   // regular files and symlinks
	Bytes int64 // their size; at least this much when !Fits
	Fits  bool  // within the budget
}

// CannotKeep is a write set that cannot be kept at all, and why.
type CannotKeep struct{ Why string }

func (e *CannotKeep) Error() string { return "cannot undo (why: " + e.Why + ")" }

// maxEntries bounds a walk: a tree with more entries is too large to keep
// whatever its size.
const maxEntries = 200_000

// errOverBudget stops a walk that passed the budget.
var errOverBudget = errors.New("over budget")

// Measure walks a write set (absolute paths) without copying anything
// and says how much keeping it would take. A walk stops as soon as the
// budget is passed.
func Measure(paths []string, budget int64) (Plan, error) {
	p := Plan{Fits: true}
	entries := 0
	err := walk(paths, func(e Entry) error {
		entries++
		if e.Kind == File || e.Kind == Symlink {
			p.Files++
			p.Bytes += e.Size
		}
		if p.Bytes > budget || entries > maxEntries {
			return errOverBudget
		}
		return nil
	})
	if errors.Is(err, errOverBudget) {
		p.Fits = false
		return p, nil
	}
	return p, err
}

// stateOf is the state of a write set's paths, nothing copied.
func stateOf(paths []string) ([]Entry, error) {
	var out []Entry
	err := walk(paths, func(e Entry) error {
		out = append(out, e)
		return nil
	})
	return out, err
}

// walk calls visit for the parent of each path, then each path and,
// for a directory, everything under it, never following a symlink. A
// path reached through a symlink, or one that is a device, a FIFO or a
// socket, cannot be kept.
func walk(paths []string, visit func(Entry) error) error {
	seenParent := map[string]bool{}
	for _, path := range paths {
		if !filepath.IsAbs(path) {
			return fmt.Errorf("not an absolute path: %q", path)
		}
		path = filepath.Clean(path)
		if err := throughSymlink(path); err != nil {
			return err
		}
		if parent := filepath.Dir(path); parent != path && !seenParent[parent] {
			seenParent[parent] = true
			fi, err := os.Lstat(parent)
			if err == nil {
				e := entryOf(parent, fi)
				e.Parent = true
				if err := visit(e); err != nil {
					return err
				}
			}
		}
		err := filepath.WalkDir(path, func(p string, d fs.DirEntry, err error) error {
			if errors.Is(err, fs.ErrNotExist) && p == path {
				return visit(Entry{Path: p, Kind: Absent})
			}
			if err != nil {
				return err
			}
			fi, err := d.Info()
			if err != nil {
				return err
			}
			if !fi.Mode().IsRegular() && !fi.IsDir() && fi.Mode()&fs.ModeSymlink == 0 {
				return &CannotKeep{Why: "a device write"}
			}
			return visit(entryOf(p, fi))
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// throughSymlink refuses a path whose directory is reached through a
// symlink: keeping or restoring it would act on the link's target, out
// of the path the line names.
func throughSymlink(path string) error {
	parent := filepath.Dir(path)
	real, err := filepath.EvalSymlinks(parent)
	if errors.Is(err, fs.ErrNotExist) {
		return nil // nothing there yet, so nothing to follow
	}
	if err != nil {
		return err
	}
	if real != parent {
		return &CannotKeep{Why: "its directory is reached through a symlink"}
	}
	return nil
}

func entryOf(path string, fi fs.FileInfo) Entry {
	e := Entry{Path: path, Mode: uint32(fi.Mode()), MTime: fi.ModTime().UnixNano()}
	switch {
	case fi.IsDir():
		e.Kind = Dir
	case fi.Mode()&fs.ModeSymlink != 0:
		e.Kind = Symlink
		e.Target, _ = os.Readlink(path)
		e.Size = int64(len(e.Target))
	default:
		e.Kind, e.Size = File, fi.Size()
	}
	return e
}

// copyIn keeps the change's paths: the manifest, and a private copy of
// each regular file, reflinked where the file system allows.
func (s Store) copyIn(k *Kept) error {
	files := filepath.Join(s.Dir, k.ID, "files")
	if err := os.MkdirAll(files, 0o700); err != nil {
		return err
	}
	n := 0
	err := walk(k.Paths, func(e Entry) error {
		if e.Kind == File && !e.Parent {
			n++
			e.Copy = strconv.Itoa(n)
			if err := copyFile(e.Path, filepath.Join(files, e.Copy), e.Size); err != nil {
				return err
			}
			k.Files++
			k.Bytes += e.Size
		}
		if e.Kind == Symlink {
			k.Files++
		}
		k.Before = append(k.Before, e)
		return nil
	})
	if err != nil {
		return err
	}
	return s.save(k)
}

// copyFile copies size bytes of the regular file src (never through a
// symlink) to a new private file dst.
func copyFile(src, dst string, size int64) error {
	in, err := os.OpenFile(src, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		return err
	}
	defer in.Close()
	if fi, err := in.Stat(); err != nil || !fi.Mode().IsRegular() {
		return fmt.Errorf("%s: not a regular file", src)
	}
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if !reflink(out, in) {
		_, err = io.CopyN(out, in, size)
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	return err
}

// Files is a count of files for people: "1 file", "3 files".
func Files(n int) string {
	if n == 1 {
		return "1 file"
	}
	return fmt.Sprintf("%d files", n)
}

// Size is a byte count for people: "12 KiB", "1.5 GiB".
func Size(n int64) string {
	units := []string{"B", "KiB", "MiB", "GiB", "TiB"}
	f, i := float64(n), 0
	for f >= 1024 && i < len(units)-1 {
		f /= 1024
		i++
	}
	if i == 0 {
		return fmt.Sprintf("%d B", n)
	}
	s := strconv.FormatFloat(f, 'f', 1, 64)
	return strings.TrimSuffix(s, ".0") + " " + units[i]
}
