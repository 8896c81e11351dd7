package situation

import (
	"bytes"
	"context"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/safefile"
)

// Whether a work tree has uncommitted changes, answered from the index
// the way git answers it, without running git:
//
//   - staged changes: the tree the index describes (hashed here from its
//     entries) differs from the tree of the HEAD commit;
//   - unstaged changes: a tracked file's size, type or executable bit
//     differs from its index entry, or its modification time does (or is
//     too recent to trust) and its content no longer hashes to the
//     entry's object id.
//
// Untracked files are not looked for: that needs a walk of the whole
// tree. Anything this code cannot read with confidence (split indexes,
// reftable refs, deltified commits, alternates, very large trees)
// answers "unknown", and the prompt then says nothing about changes.

type changeState int

const (
	unknown changeState = iota
	unchanged
	changed
)

// Bounds that keep a huge repository within the gathering budget.
const (
	maxIndexBytes   = 16 << 20 // held whole while parsed: keeps a request under its memory budget
	maxIndexEntries = 100_000
	maxHashFile     = 4 << 20  // larger files with a changed mtime count as changed
	maxHashTotal    = 32 << 20 // content hashed in all
	maxConfig       = 1 << 20
)

func (r repo) changes(ctx context.Context) changeState {
	common := r.commonDir()
	newHash, err := objectFormat(common)
	if err != nil {
		return unknown
	}
	indexPath := filepath.Join(r.GitDir, "index")
	idx, err := readIndex(indexPath, newHash().Size())
	if errors.Is(err, fs.ErrNotExist) {
		idx, err = &index{}, nil // a fresh repository has no index yet
	}
	if err != nil {
		return unknown
	}
	if idx.unmerged || idx.intentToAdd {
		return changed
	}
	headTree, hasHead, err := r.headTree(common, newHash)
	if err != nil {
		return unknown
	}
	if !hasHead {
		if len(idx.entries) > 0 {
			return changed // files added before the first commit
		}
		return unchanged
	}
	indexTree, err := idx.tree(newHash)
	if err != nil {
		return unknown
	}
	if !bytes.Equal(indexTree, headTree) {
		return changed
	}
	return idx.worktreeChanges(ctx, r.Top, indexPath, newHash)
}

func (r repo) commonDir() string { return r.CommonDir() }

// objectFormat reads the repository's hash function from its config, and
// refuses extensions this reader does not understand.
func objectFormat(common string) (func() hash.Hash, error) {
	data, err := safefile.Read(filepath.Join(common, "config"), maxConfig, safefile.NoFollow)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	format := sha1.New
	for _, line := range strings.Split(strings.ToLower(string(data)), "\n") {
		key, value, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		switch strings.TrimSpace(key) {
		case "objectformat":
			if strings.TrimSpace(value) == "sha256" {
				format = sha256.New
			}
		case "refstorage":
			if strings.TrimSpace(value) != "files" {
				return nil, errors.New("refs are not stored as files")
			}
		}
	}
	return format, nil
}

// index is what is needed from .git/index.
type index struct {
	entries     []indexEntry
	modified    time.Time // the index file's own mtime, for racy entries
	unmerged    bool      // an entry at a conflict stage
	intentToAdd bool      // git add -N: counts as a change
}

type indexEntry struct {
	path           string
	mode           uint32
	size           uint32
	mtime          time.Time
	oid            []byte
	skipWorktree   bool // assume-valid or skip-worktree: git does not look at the file
	sparseDirEntry bool
}

var errIndexFormat = errors.New("unsupported index format")

// readIndex parses index versions 2, 3 and 4.
func readIndex(path string, hashSize int) (*index, error) {
	f, fi, err := safefile.Open(path, safefile.NoFollow)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi.Size() > maxIndexBytes {
		return nil, errIndexFormat
	}
	data, err := safefile.ReadAll(f, maxIndexBytes)
	if err != nil {
		return nil, err
	}
	return parseIndex(data, fi.ModTime(), hashSize)
}

// parseIndex reads the entries and checks the extensions of an index
// file's content; modified is the file's mtime.
func parseIndex(data []byte, modified time.Time, hashSize int) (*index, error) {
	if len(data) < 12+hashSize || string(data[:4]) != "DIRC" {
		return nil, errIndexFormat
	}
	version := binary.BigEndian.Uint32(data[4:8])
	count := binary.BigEndian.Uint32(data[8:12])
	if version < 2 || version > 4 || count > maxIndexEntries {
		return nil, errIndexFormat
	}
	idx := &index{modified: modified, entries: make([]indexEntry, 0, min(count, uint32(len(data)/62)))}
	body := data[:len(data)-hashSize]
	pos, prev := 12, ""
	fixed := 40 + hashSize + 2 // stat data, object id, flags
	for range count {
		start := pos
		if pos+fixed > len(body) {
			return nil, errIndexFormat
		}
		e := indexEntry{
			mtime: time.Unix(int64(binary.BigEndian.Uint32(body[pos+8:])), int64(binary.BigEndian.Uint32(body[pos+12:]))),
			mode:  binary.BigEndian.Uint32(body[pos+24:]),
			size:  binary.BigEndian.Uint32(body[pos+36:]),
			oid:   body[pos+40 : pos+40+hashSize],
		}
		flags := binary.BigEndian.Uint16(body[pos+40+hashSize:])
		pos += fixed
		if flags&0x3000 != 0 {
			idx.unmerged = true
		}
		e.skipWorktree = flags&0x8000 != 0
		if flags&0x4000 != 0 { // extended flags (version 3 and later)
			if version < 3 || pos+2 > len(body) {
				return nil, errIndexFormat
			}
			extended := binary.BigEndian.Uint16(body[pos:])
			pos += 2
			e.skipWorktree = e.skipWorktree || extended&0x4000 != 0
			if extended&0x2000 != 0 {
				idx.intentToAdd = true
			}
		}
		if version == 4 { // the path shares a prefix with the previous one
			strip, n, err := gitVarint(body[pos:])
			if err != nil || strip > uint64(len(prev)) {
				return nil, errIndexFormat
			}
			pos += n
			end := bytes.IndexByte(body[pos:], 0)
			if end < 0 {
				return nil, errIndexFormat
			}
			e.path = prev[:len(prev)-int(strip)] + string(body[pos:pos+end])
			pos += end + 1
		} else { // NUL-terminated, padded to a multiple of eight bytes
			end := bytes.IndexByte(body[pos:], 0)
			if end < 0 {
				return nil, errIndexFormat
			}
			e.path = string(body[pos : pos+end])
			pos = start + (pos-start+end+8)&^7
		}
		e.sparseDirEntry = e.mode == 0o040000
		prev = e.path
		idx.entries = append(idx.entries, e)
	}
	// Extensions follow the entries. A split index keeps most entries in
	// another file; rather than misreport, give up.
	for pos+8 <= len(body) {
		sig, size := string(body[pos:pos+4]), int(binary.BigEndian.Uint32(body[pos+4:]))
		if sig == "link" {
			return nil, errIndexFormat
		}
		pos += 8 + size
	}
	return idx, nil
}

// gitVarint decodes git's offset varint (each continuation adds one, so
// no number has two encodings).
func gitVarint(b []byte) (uint64, int, error) {
	if len(b) == 0 {
		return 0, 0, errIndexFormat
	}
	c := b[0]
	value, n := uint64(c&0x7f), 1
	for c&0x80 != 0 {
		if n >= len(b) || n > 9 {
			return 0, 0, errIndexFormat
		}
		c = b[n]
		n++
		value = ((value + 1) << 7) | uint64(c&0x7f)
	}
	return value, n, nil
}

// tree hashes the tree object the index describes, the way git write-tree
// would, and returns its object id.
func (idx *index) tree(newHash func() hash.Hash) ([]byte, error) {
	oid, rest, err := buildTree(idx.entries, "", newHash)
	if err == nil && len(rest) != 0 {
		err = errIndexFormat
	}
	return oid, err
}

type treeEntry struct {
	name string
	mode string
	oid  []byte
	dir  bool
}

// buildTree hashes the tree for the entries under prefix (which are
// contiguous, since the index is sorted by path) and returns the entries
// that follow them.
func buildTree(entries []indexEntry, prefix string, newHash func() hash.Hash) ([]byte, []indexEntry, error) {
	var items []treeEntry
	for len(entries) > 0 && strings.HasPrefix(entries[0].path, prefix) {
		e := entries[0]
		rest := e.path[len(prefix):]
		if dir, _, isDir := strings.Cut(rest, "/"); isDir && !(e.sparseDirEntry && rest == dir+"/") {
			oid, remaining, err := buildTree(entries, prefix+dir+"/", newHash)
			if err != nil {
				return nil, nil, err
			}
			items = append(items, treeEntry{name: dir, mode: "40000", oid: oid, dir: true})
			entries = remaining
			continue
		}
		name := strings.TrimSuffix(rest, "/")
		mode := fmt.Sprintf("%o", e.mode)
		if e.sparseDirEntry {
			mode = "40000"
		}
		items = append(items, treeEntry{name: name, mode: mode, oid: e.oid, dir: e.sparseDirEntry})
		entries = entries[1:]
	}
	// git sorts a tree's entries by name, comparing a directory's name as
	// if it ended in a slash.
	slices.SortFunc(items, func(a, b treeEntry) int { return strings.Compare(a.sortKey(), b.sortKey()) })
	var body bytes.Buffer
	for _, it := range items {
		body.WriteString(it.mode + " " + it.name + "\x00")
		body.Write(it.oid)
	}
	return hashObject(newHash, "tree", body.Bytes()), entries, nil
}

func (t treeEntry) sortKey() string {
	if t.dir {
		return t.name + "/"
	}
	return t.name
}

func hashObject(newHash func() hash.Hash, kind string, content []byte) []byte {
	h := newHash()
	fmt.Fprintf(h, "%s %d\x00", kind, len(content))
	h.Write(content)
	return h.Sum(nil)
}

// worktreeChanges compares each tracked file with its index entry.
func (idx *index) worktreeChanges(ctx context.Context, top, indexPath string, newHash func() hash.Hash) changeState {
	hashed := 0
	for i, e := range idx.entries {
		if i%512 == 0 && ctx.Err() != nil {
			return unknown
		}
		if e.skipWorktree || e.sparseDirEntry || e.mode == 0o160000 { // gitlinks: submodules are their own repos
			continue
		}
		path := filepath.Join(top, filepath.FromSlash(e.path))
		fi, err := os.Lstat(path)
		if err != nil {
			return changed // deleted, or unreadable
		}
		isLink := e.mode&0o170000 == 0o120000
		if isLink != (fi.Mode()&fs.ModeSymlink != 0) || (!isLink && !fi.Mode().IsRegular()) {
			return changed
		}
		if !isLink && (e.mode&0o100 != 0) != (fi.Mode().Perm()&0o100 != 0) {
			return changed
		}
		if uint32(fi.Size()) != e.size {
			return changed
		}
		// Equal stat data means unchanged, unless the file was written in
		// the same instant as the index ("racily clean"): then, as for a
		// different mtime, the content decides.
		if fi.ModTime().Equal(e.mtime) && e.mtime.Before(idx.modified) {
			continue
		}
		if fi.Size() > maxHashFile || hashed+int(fi.Size()) > maxHashTotal {
			return changed
		}
		hashed += int(fi.Size())
		oid, err := blobID(path, isLink, newHash)
		if err != nil || !bytes.Equal(oid, e.oid) {
			return changed
		}
	}
	return unchanged
}

// blobID hashes a file's content (a symlink's target) as git stores it.
func blobID(path string, isLink bool, newHash func() hash.Hash) ([]byte, error) {
	if isLink {
		target, err := os.Readlink(path)
		if err != nil {
			return nil, err
		}
		return hashObject(newHash, "blob", []byte(target)), nil
	}
	// Opened again, not trusted from the Lstat above: the path may have
	// become a FIFO or a link since.
	f, fi, err := safefile.Open(path, safefile.NoFollow)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi.Size() > maxHashFile {
		return nil, safefile.ErrTooLarge
	}
	h := newHash()
	fmt.Fprintf(h, "blob %d\x00", fi.Size())
	if _, err := io.Copy(h, io.LimitReader(f, fi.Size())); err != nil {
		return nil, err
	}
	return h.Sum(nil), nil
}
