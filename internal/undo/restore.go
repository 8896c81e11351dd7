package undo

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"golang.org/x/sys/unix"

	"github.com/oterminus/oterminus/internal/safefile"
)

// Report is what an undo did.
type Report struct {
	Restored []string // put back as they were before the line
	Removed  []string // created by the line, removed
	// LeftAlone are paths changed again since the line ran: they stay as
	// they are unless forced.
	LeftAlone []string
	// Unknown says the end of the line was never recorded (the shell did
	// not report it), so every change counts as a later one.
	Unknown bool
}

// Restore puts k's paths back as they were before its line ran. A path
// that differs from what the line left is left alone and named, unless
// force.
func (s Store) Restore(k *Kept, force bool, now time.Time) (Report, error) {
	var r Report
	if k.Restored != nil && !force {
		return r, fmt.Errorf("kept change %s was already undone", k.ID)
	}
	current, err := stateOf(k.Paths)
	if err != nil {
		return r, err
	}
	before, after, cur := byPath(k.Before), byPath(k.After), byPath(current)
	r.Unknown = k.After == nil
	paths := unionOf(before, cur)
	// Shallow first, so a directory exists before what goes in it.
	slices.SortFunc(paths, func(a, b string) int { return strings.Compare(a, b) })

	var restore, remove, dirs []string
	for _, p := range paths {
		b, c := stateAt(before, p), stateAt(cur, p)
		if b.Parent || c.Parent {
			if b.Kind == Dir && c.Kind == Dir {
				dirs = append(dirs, p)
			}
			continue
		}
		if same(b, c) && b.Kind != Dir {
			continue
		}
		if b.Kind == Dir && c.Kind == Dir {
			// Its mode and mtime, after what goes in it.
			if !force && !r.Unknown && !same(stateAt(after, p), c) {
				r.LeftAlone = append(r.LeftAlone, p)
				continue
			}
			dirs = append(dirs, p)
			continue
		}
		if !force && (r.Unknown || !same(stateAt(after, p), c)) {
			r.LeftAlone = append(r.LeftAlone, p)
			continue
		}
		if c.Kind != Absent {
			remove = append(remove, p)
		}
		if b.Kind != Absent {
			restore = append(restore, p)
		}
	}
	kept := filepath.Join(s.Dir, k.ID, "files")
	if err := safefile.CheckPrivateDir(kept); err != nil && len(restore) > 0 {
		return r, fmt.Errorf("the copies of %s: %w", k.ID, err)
	}
	var failed []error
	// Deepest first: a directory is emptied before it goes.
	for _, p := range slices.Backward(remove) {
		if err := throughSymlink(p); err != nil {
			failed = append(failed, fmt.Errorf("%s: %w", p, err))
			continue
		}
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			failed = append(failed, err)
			continue
		}
		if stateAt(before, p).Kind == Absent {
			r.Removed = append(r.Removed, p)
		}
	}
	for _, p := range restore {
		b := before[p]
		if err := throughSymlink(p); err != nil {
			failed = append(failed, fmt.Errorf("%s: %w", p, err))
			continue
		}
		if err := put(b, kept); err != nil {
			failed = append(failed, err)
			continue
		}
		if b.Kind == Dir {
			dirs = append(dirs, p)
		}
		r.Restored = append(r.Restored, p)
	}
	slices.Sort(dirs)
	// Directories last and deepest first: filling one changes its mtime.
	for _, p := range slices.Backward(dirs) {
		b, c := before[p], cur[p]
		if b.Parent && !force && !r.Unknown && !same(stateAt(after, p), c) {
			continue // only its mtime would change back; something else changed it since
		}
		if err := os.Chmod(p, fs.FileMode(b.Mode).Perm()|fs.FileMode(b.Mode)&(fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky)); err != nil {
			failed = append(failed, err)
			continue
		}
		mtime := time.Unix(0, b.MTime)
		if err := os.Chtimes(p, mtime, mtime); err != nil {
			failed = append(failed, err)
		}
		if !b.Parent && c.Kind == Dir && c.Mode != b.Mode {
			r.Restored = append(r.Restored, p)
		}
	}
	if len(failed) > 0 {
		return r, errors.Join(failed...)
	}
	if len(r.LeftAlone) == 0 {
		k.Restored = &now
		if err := s.save(k); err != nil {
			return r, err
		}
	}
	return r, nil
}

// put makes path e.Path what e records: a directory, a symlink, or the
// kept copy of a file, with its mode and mtime.
func put(e Entry, kept string) error {
	mode := fs.FileMode(e.Mode)
	switch e.Kind {
	case Dir:
		// Its mode and mtime are set with the other directories, last.
		if err := os.Mkdir(e.Path, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
			return err
		}
		return nil
	case Symlink:
		if err := os.Symlink(e.Target, e.Path); err != nil {
			return err
		}
		// The link's own mtime: os.Chtimes would follow it.
		ts := []unix.Timespec{unix.NsecToTimespec(e.MTime), unix.NsecToTimespec(e.MTime)}
		return unix.UtimesNanoAt(unix.AT_FDCWD, e.Path, ts, unix.AT_SYMLINK_NOFOLLOW)
	case File:
		// Written beside the path and renamed over it: a reader never
		// sees half a file.
		tmp := filepath.Join(filepath.Dir(e.Path), ".oterminus-undo-"+filepath.Base(e.Path))
		_ = os.Remove(tmp)
		if err := copyFile(filepath.Join(kept, e.Copy), tmp, e.Size); err != nil {
			_ = os.Remove(tmp)
			return err
		}
		if err := os.Chmod(tmp, mode.Perm()|mode&(fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky)); err != nil {
			_ = os.Remove(tmp)
			return err
		}
		mtime := time.Unix(0, e.MTime)
		if err := os.Chtimes(tmp, mtime, mtime); err != nil {
			_ = os.Remove(tmp)
			return err
		}
		return os.Rename(tmp, e.Path)
	}
	return nil
}

func byPath(entries []Entry) map[string]Entry {
	m := make(map[string]Entry, len(entries))
	for _, e := range entries {
		m[e.Path] = e
	}
	return m
}

// stateAt is the entry for p, or an Absent one.
func stateAt(m map[string]Entry, p string) Entry {
	if e, ok := m[p]; ok {
		return e
	}
	return Entry{Path: p, Kind: Absent}
}

func unionOf(a, b map[string]Entry) []string {
	var out []string
	for p := range a {
		out = append(out, p)
	}
	for p := range b {
		if _, ok := a[p]; !ok {
			out = append(out, p)
		}
	}
	return out
}

// same reports whether two states of a path agree in kind, mode, size,
// mtime and target: a change of content changes the mtime or the size.
func same(a, b Entry) bool {
	if a.Kind != b.Kind {
		return false
	}
	if a.Kind == Absent {
		return true
	}
	return a.Mode == b.Mode && a.Size == b.Size && a.Target == b.Target && (a.Kind == Dir || a.MTime == b.MTime)
}
