package manpage

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// Where pages are looked for, as man-db's `man -w` finds them, without
// running man: its manual path, then each section directory in man's
// order, then the page's file in one of the forms man reads.

// Sections are the sections searched, in man-db's default order
// (/etc/manpath.config's SECTION line on Debian: 1 n l 8 3 0 2 3type ...
// 5 4 9 6 7) less those whose pages are not about a command: library
// functions (3*), headers (0), system calls (2), file formats (5),
// devices (4), kernel routines (9) and overviews (7). A line's words are
// never explained by read(2) or printf(3).
var Sections = []string{"1", "n", "l", "8", "6"}

// compressions are the compressed forms tried after the plain one: gzip
// (Debian, Fedora, Arch, the BSDs) and bzip2 (Gentoo), both in the
// standard library with a bounded window. xz is left out: the one
// well-kept Go reader sizes its dictionary from the file's header (up to
// 4 GiB) and fills it before its caller can stop reading, so a planted
// page of a few bytes could take gigabytes; zstd and compress(1)'s .Z
// are left out as no distribution ships its pages so.
var compressions = []string{".gz", ".bz2"}

// standardDirs are the manual directories man adds whatever PATH holds
// (man-db's MANDATORY_MANPATH on Debian, and the Homebrew and MacPorts
// trees macOS's man searches).
var standardDirs = []string{
	"/usr/man", "/usr/share/man", "/usr/local/share/man", "/usr/local/man",
	"/opt/homebrew/share/man", "/opt/local/share/man",
}

// binMaps are man-db's MANPATH_MAP defaults: the system's program
// directories, whose pages are not beside them.
var binMaps = []struct {
	bin  string
	dirs []string
}{
	{"/bin", []string{"/usr/share/man"}}, {"/usr/bin", []string{"/usr/share/man"}},
	{"/sbin", []string{"/usr/share/man"}}, {"/usr/sbin", []string{"/usr/share/man"}},
	{"/usr/games", []string{"/usr/share/man"}},
	{"/usr/local/bin", []string{"/usr/local/man", "/usr/local/share/man"}},
	{"/usr/local/sbin", []string{"/usr/local/man", "/usr/local/share/man"}},
	{"/opt/bin", []string{"/opt/man"}}, {"/opt/sbin", []string{"/opt/man"}},
}

// mapped is the manual directories man-db maps a program directory to.
func mapped(bin string) ([]string, bool) {
	for _, m := range binMaps {
		if m.bin == bin {
			return m.dirs, true
		}
	}
	return nil, false
}

// ErrNotFound is a program with no page in the manual path.
var ErrNotFound = errors.New("no manual page")

// Search is a manual path to find pages in. Its directories are worked
// out (a few stat calls) on the first Find, never before: the widget's
// translate key never asks for a page, and pays nothing.
type Search struct {
	manpath, path string
	once          sync.Once
	dirs          []string
	sectionDirs   []string // each dir's man<section> directories that exist, in search order
}

// NewSearch is the manual path man would use with these values of
// $MANPATH and $PATH.
func NewSearch(manpath, path string) *Search {
	return &Search{manpath: manpath, path: path}
}

// Dirs are the manual directories searched, in order, each once.
//
// With MANPATH set, its directories; an empty component (a leading or
// trailing colon, or "::") stands for the path man would derive without
// it, as man-db reads it. Without MANPATH, the path is derived from PATH:
// for each directory D on it, the manual directories man-db maps the
// system's program directories to, or else the first of D/../man, D/man,
// D/../share/man and D/share/man that exists; then the standard
// directories.
func (s *Search) Dirs() []string {
	s.once.Do(func() {
		s.dirs = s.resolve()
		for _, d := range s.dirs {
			for _, sec := range Sections {
				if sd := filepath.Join(d, "man"+sec); isDir(sd) {
					s.sectionDirs = append(s.sectionDirs, sd)
				}
			}
		}
	})
	return s.dirs
}

func (s *Search) resolve() []string {
	var list []string
	if s.manpath == "" {
		list = s.derived()
	} else {
		derivedDone := false
		for _, d := range strings.Split(s.manpath, ":") {
			if d == "" {
				if !derivedDone {
					list = append(list, s.derived()...)
					derivedDone = true
				}
				continue
			}
			list = append(list, d)
		}
	}
	return existingOnce(list)
}

// derived is the manual path man derives from PATH.
func (s *Search) derived() []string {
	var list []string
	for _, d := range strings.Split(s.path, ":") {
		if d == "" || d == "." {
			continue // the current directory is never searched
		}
		d = filepath.Clean(d)
		if dirs, ok := mapped(d); ok {
			list = append(list, dirs...)
			continue
		}
		parent := filepath.Dir(d)
		for _, c := range []string{filepath.Join(parent, "man"), filepath.Join(d, "man"),
			filepath.Join(parent, "share", "man"), filepath.Join(d, "share", "man")} {
			if isDir(c) {
				list = append(list, c)
				break
			}
		}
	}
	return append(list, standardDirs...)
}

// existingOnce keeps the directories that exist, each once (two names of
// one directory, through a symlink, count once), in order.
func existingOnce(list []string) []string {
	var out []string
	var seen []os.FileInfo
	for _, d := range list {
		fi, err := os.Stat(d)
		if err != nil || !fi.IsDir() {
			continue
		}
		dup := false
		for _, s := range seen {
			if os.SameFile(s, fi) {
				dup = true
				break
			}
		}
		if !dup {
			seen = append(seen, fi)
			out = append(out, d)
		}
	}
	return out
}

func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// Find is the file of name's page: the first directory of the manual
// path, in the first section, that has it as name.SECTION, compressed or
// not, or, failing every exact name, as name.SECTIONsuffix (openssl's
// req.1ssl, for the suffixes listed). Only English pages are read: the language subdirectories
// (de/, fr/) are not searched. A file that is not a regular file (a FIFO
// planted in the path) is passed over; the error wraps ErrNotFound when
// no page is found.
func (s *Search) Find(name string) (string, error) {
	if !validName(name) {
		return "", &fs.PathError{Op: "find", Path: name, Err: ErrNotFound}
	}
	s.Dirs()
	for _, d := range s.sectionDirs {
		if f := exactFile(d, name, strings.TrimPrefix(filepath.Base(d), "man")); f != "" {
			return f, nil
		}
	}
	for _, d := range s.sectionDirs {
		if f := suffixedFile(d, name, strings.TrimPrefix(filepath.Base(d), "man")); f != "" {
			return f, nil
		}
	}
	return "", &fs.PathError{Op: "find", Path: name, Err: ErrNotFound}
}

// validName refuses a name that is not one file name: a program's name
// comes from the person's line, and "../x" or "a/b" would look elsewhere.
func validName(name string) bool {
	return name != "" && name != "." && name != ".." && len(name) <= 255 &&
		!strings.ContainsAny(name, "/\x00")
}

// exactFile is dir/name.sec in its plain or a compressed form, if it is a
// regular file.
func exactFile(dir, name, sec string) string {
	base := filepath.Join(dir, name+"."+sec)
	for _, ext := range append([]string{""}, compressions...) {
		if isRegular(base + ext) {
			return base + ext
		}
	}
	return ""
}

// suffixes are the section suffixes packages give their pages: openssl's
// req.1ssl, the POSIX pages' ls.1posix (ls.1p elsewhere), X's xterm.1x,
// Perl's and Tcl's. A directory's listing is never read: man1 holds tens
// of thousands of names, and a miss would read it for every lookup.
var suffixes = []string{"ssl", "posix", "p", "x", "perl", "tcl", "mh"}

// suffixedFile is dir/name.secSUFFIX, in its plain or a compressed form,
// for the first of suffixes that names a regular file.
func suffixedFile(dir, name, sec string) string {
	for _, suffix := range suffixes {
		if f := exactFile(dir, name, sec+suffix); f != "" {
			return f
		}
	}
	return ""
}

// trimCompression drops a compression extension man reads.
func trimCompression(name string) string {
	for _, ext := range compressions {
		if strings.HasSuffix(name, ext) {
			return strings.TrimSuffix(name, ext)
		}
	}
	return name
}

// isRegular reports a regular file, following symlinks (pages are often
// links, through /etc/alternatives).
func isRegular(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}
