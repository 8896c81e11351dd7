package manpage

import (
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/oterminus/oterminus/internal/safefile"
)

// Reading a page's files: bounded, never blocking, never outside the
// manual directory the page is in.

// Limits on what one page may cost. A page is read whole before it is
// parsed, so its size bounds the time the one pass over it takes.
const (
	// MaxPageBytes bounds a page's roff text, decompressed, with every
	// file it includes: bash's page, among the longest, is 400 KiB.
	MaxPageBytes = 4 << 20
	// maxIncludes bounds the .so requests followed for one page, and
	// maxIncludeDepth how deep they may nest; together they end a .so
	// loop.
	maxIncludes     = 8
	maxIncludeDepth = 4
)

// ErrOutside is a .so request naming a file outside the manual directory.
var ErrOutside = errors.New("outside the manual directory")

// loader reads a page's files, sharing one byte budget among them.
type loader struct {
	root     string // the manual directory: the parent of man1/
	budget   int64
	includes int
}

func newLoader(path string) *loader {
	return &loader{root: filepath.Dir(filepath.Dir(path)), budget: MaxPageBytes}
}

// load reads the regular file at path (a symlink is followed: pages are
// often links) and decompresses it by its first bytes, charging the
// budget. A FIFO, a device or a directory is refused without blocking.
func (l *loader) load(path string) ([]byte, error) {
	f, _, err := safefile.Open(path, safefile.FollowLinks)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	raw, err := safefile.ReadAll(f, l.budget)
	if err != nil {
		return nil, tooLarge(path, err)
	}
	var text []byte
	switch {
	case bytes.HasPrefix(raw, []byte{0x1f, 0x8b}):
		z, err := gzip.NewReader(bytes.NewReader(raw))
		if err != nil {
			return nil, &fs.PathError{Op: "gunzip", Path: path, Err: err}
		}
		text, err = safefile.ReadAll(z, l.budget)
		if err != nil {
			return nil, tooLarge(path, err)
		}
	case bytes.HasPrefix(raw, []byte("BZh")):
		text, err = safefile.ReadAll(bzip2.NewReader(bytes.NewReader(raw)), l.budget)
		if err != nil {
			return nil, tooLarge(path, err)
		}
	default:
		text = raw
	}
	l.budget -= int64(len(text))
	return text, nil
}

func tooLarge(path string, err error) error {
	if errors.Is(err, safefile.ErrTooLarge) {
		return &fs.PathError{Op: "read", Path: path, Err: fmt.Errorf("the page is larger than %d MiB", MaxPageBytes>>20)}
	}
	return &fs.PathError{Op: "read", Path: path, Err: err}
}

// include reads the file a .so request names: relative to the manual
// directory, as man's soelim reads it, in its plain or a compressed form.
// A name that leaves the manual directory (absolute, or with ..) is
// refused: a page may not show the text of any other file.
func (l *loader) include(name string) ([]byte, error) {
	if l.includes >= maxIncludes {
		return nil, fmt.Errorf(".so %s: more than %d included files", name, maxIncludes)
	}
	l.includes++
	clean := filepath.Clean(name)
	if name == "" || filepath.IsAbs(clean) || clean == ".." || strings.HasPrefix(clean, "../") {
		return nil, &fs.PathError{Op: ".so", Path: name, Err: ErrOutside}
	}
	base := filepath.Join(l.root, clean)
	for _, ext := range append([]string{""}, compressions...) {
		if isRegular(base + ext) {
			return l.load(base + ext)
		}
	}
	return nil, &fs.PathError{Op: ".so", Path: name, Err: fs.ErrNotExist}
}
