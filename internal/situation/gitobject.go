package situation

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"hash"
	"io"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/oterminus/oterminus/internal/gitrepo"
	"github.com/oterminus/oterminus/internal/safefile"
)

// Reading the tree of the HEAD commit: resolve HEAD to a commit id through
// loose or packed refs, then read the commit object, loose or from a pack,
// and take its first line. Commits are stored whole in packs in practice;
// a deltified one answers "unknown" rather than pulling in delta
// resolution.

var errObjectUnreadable = errors.New("object not readable without git")

// headTree returns the HEAD commit's tree id; ok is false on an unborn
// branch (a repository without commits).
func (r repo) headTree(common string, newHash func() hash.Hash) (tree []byte, ok bool, err error) {
	commit, ok, err := r.resolveHead(common)
	if err != nil || !ok {
		return nil, ok, err
	}
	content, err := readObject(common, commit, "commit")
	if err != nil {
		return nil, false, err
	}
	line, _, _ := bytes.Cut(content, []byte("\n"))
	hexTree, found := bytes.CutPrefix(line, []byte("tree "))
	if !found {
		return nil, false, errObjectUnreadable
	}
	tree, err = hex.DecodeString(string(hexTree))
	if err != nil || len(tree) != newHash().Size() {
		return nil, false, errObjectUnreadable
	}
	return tree, true, nil
}

// resolveHead follows HEAD through symbolic refs to a commit id.
func (r repo) resolveHead(common string) (string, bool, error) {
	data, err := safefile.Read(filepath.Join(r.GitDir, "HEAD"), gitrepo.MaxSmallFile, safefile.NoFollow)
	if err != nil {
		return "", false, err
	}
	value := strings.TrimSpace(string(data))
	for range 5 {
		ref, symbolic := strings.CutPrefix(value, "ref: ")
		if !symbolic {
			return value, true, nil
		}
		value, err = readRef(r.GitDir, common, ref)
		if errors.Is(err, fs.ErrNotExist) {
			return "", false, nil // unborn branch
		}
		if err != nil {
			return "", false, err
		}
	}
	return "", false, errObjectUnreadable
}

// readRef reads a loose ref (per-worktree refs first), then packed-refs.
func readRef(gitDir, common, ref string) (string, error) {
	if strings.Contains(ref, "..") {
		return "", errObjectUnreadable
	}
	for _, dir := range []string{gitDir, common} {
		data, err := safefile.Read(filepath.Join(dir, filepath.FromSlash(ref)), gitrepo.MaxSmallFile, safefile.NoFollow)
		if err == nil {
			return strings.TrimSpace(string(data)), nil
		}
	}
	f, _, err := safefile.Open(filepath.Join(common, "packed-refs"), safefile.NoFollow)
	if err != nil {
		return "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(io.LimitReader(f, maxPackedRefs))
	for sc.Scan() {
		id, name, ok := strings.Cut(sc.Text(), " ")
		if ok && name == ref {
			return id, nil
		}
	}
	return "", fs.ErrNotExist
}

// readObject returns the content of an object of the given kind.
func readObject(common, id, kind string) ([]byte, error) {
	raw, err := hex.DecodeString(id)
	if err != nil || len(raw) < 20 {
		return nil, errObjectUnreadable
	}
	objects := filepath.Join(common, "objects")
	if f, _, err := safefile.Open(filepath.Join(objects, id[:2], id[2:]), safefile.NoFollow); err == nil {
		defer f.Close()
		return looseObject(f, kind)
	}
	packs, _ := filepath.Glob(filepath.Join(objects, "pack", "*.idx"))
	for _, idxPath := range packs {
		offset, found, err := packOffset(idxPath, raw)
		if err != nil {
			return nil, err
		}
		if found {
			return packedObject(strings.TrimSuffix(idxPath, ".idx")+".pack", offset, kind)
		}
	}
	return nil, errObjectUnreadable
}

// Bounds on what is read: a commit is small; packed-refs grows with the
// repository, and a larger one answers "unknown".
const (
	maxObject     = 1 << 20
	maxPackedRefs = 16 << 20
)

// looseObject inflates "KIND SIZE\0CONTENT".
func looseObject(r io.Reader, kind string) ([]byte, error) {
	z, err := zlib.NewReader(r)
	if err != nil {
		return nil, err
	}
	defer z.Close()
	data, err := io.ReadAll(io.LimitReader(z, maxObject))
	if err != nil {
		return nil, err
	}
	header, content, ok := bytes.Cut(data, []byte{0})
	if !ok || !bytes.HasPrefix(header, []byte(kind+" ")) {
		return nil, errObjectUnreadable
	}
	return content, nil
}

// packOffset looks an object up in a version 2 pack index, reading only
// the fan-out table and the entries the binary search visits, so a huge
// (or hostile) index costs a few reads, not its size in memory.
func packOffset(idxPath string, id []byte) (int64, bool, error) {
	f, fi, err := safefile.Open(idxPath, safefile.NoFollow)
	if err != nil {
		return 0, false, err
	}
	defer f.Close()
	at := func(off int64, n int) ([]byte, error) {
		buf := make([]byte, n)
		if off < 0 || off+int64(n) > fi.Size() {
			return nil, errObjectUnreadable
		}
		if _, err := f.ReadAt(buf, off); err != nil {
			return nil, errObjectUnreadable
		}
		return buf, nil
	}
	header, err := at(0, 8+256*4)
	if err != nil || string(header[:4]) != "\xfftOc" || binary.BigEndian.Uint32(header[4:]) != 2 {
		return 0, false, errObjectUnreadable
	}
	size := int64(len(id))
	fanout := header[8:]
	count := int64(binary.BigEndian.Uint32(fanout[255*4:]))
	lo := int64(0)
	if id[0] > 0 {
		lo = int64(binary.BigEndian.Uint32(fanout[(int(id[0])-1)*4:]))
	}
	hi := int64(binary.BigEndian.Uint32(fanout[int(id[0])*4:]))
	names := int64(8 + 256*4)
	offsets := names + count*size + count*4
	large := offsets + count*4
	if fi.Size() < large || lo > hi || hi > count {
		return 0, false, errObjectUnreadable
	}
	for lo < hi { // binary search in the sorted names
		mid := (lo + hi) / 2
		name, err := at(names+mid*size, int(size))
		if err != nil {
			return 0, false, err
		}
		switch c := bytes.Compare(name, id); {
		case c == 0:
			raw, err := at(offsets+mid*4, 4)
			if err != nil {
				return 0, false, err
			}
			off := binary.BigEndian.Uint32(raw)
			if off&0x80000000 == 0 {
				return int64(off), true, nil
			}
			raw, err = at(large+int64(off&0x7fffffff)*8, 8)
			if err != nil {
				return 0, false, err
			}
			return int64(binary.BigEndian.Uint64(raw)), true, nil
		case c < 0:
			lo = mid + 1
		default:
			hi = mid
		}
	}
	return 0, false, nil
}

// Pack object types.
const (
	packCommit = 1
	packTree   = 2
	packBlob   = 3
	packTag    = 4
)

// packedObject reads an undeltified object from a pack.
func packedObject(packPath string, offset int64, kind string) ([]byte, error) {
	f, _, err := safefile.Open(packPath, safefile.NoFollow)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := bufio.NewReader(io.NewSectionReader(f, offset, 1<<62))
	c, err := r.ReadByte()
	if err != nil {
		return nil, err
	}
	typ := (c >> 4) & 7
	for c&0x80 != 0 { // the rest of the size, which zlib's end tells us anyway
		if c, err = r.ReadByte(); err != nil {
			return nil, err
		}
	}
	want := map[string]byte{"commit": packCommit, "tree": packTree, "blob": packBlob, "tag": packTag}[kind]
	if typ != want {
		return nil, errObjectUnreadable // a delta, or not the kind asked for
	}
	z, err := zlib.NewReader(r)
	if err != nil {
		return nil, err
	}
	defer z.Close()
	return io.ReadAll(io.LimitReader(z, maxObject))
}
