// Package audit writes and reads the audit trail: one JSON object per
// line, for every request on every path and for what the person then did
// with an inserted command. Secrets are redacted before anything is
// written. Many shells append at once, so each line is one write under an
// exclusive lock; readers skip lines they cannot parse.
//
// It decides what an event holds and how the log is shown (Tail, the
// status, the statistics). It may not read the configuration or the
// terminal: the command line hands it the log's path and settings. The
// one command line it reads is the shell hooks' report of an outcome
// (ParseReported), a protocol between audit and the hooks.
package audit

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"github.com/oterminus/oterminus/internal/redact"
	"github.com/oterminus/oterminus/internal/safefile"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Log is an audit file.
type Log struct {
	Path    string
	Enabled bool
	Redact  bool
}

// Event is one audit line; keys are written sorted, as the original did.
type Event map[string]any

// Event kinds.
const (
	KindRequest = "request"
	KindOutcome = "outcome"
)

// NewEventID returns a random id that links a request to its outcome:
// 64 bits from the runtime's ChaCha8 generator, which the kernel's
// randomness seeds at process start. It names a line, it guards nothing,
// so it needs no crypto/rand, whose first read in a process arms a
// one-minute timer (its warning about blocked entropy) and makes a
// getrandom call: work every typed command paid for one id.
func NewEventID() string {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], rand.Uint64())
	return hex.EncodeToString(b[:])
}

// Timestamp formats a time as the original did: UTC, microseconds, +00:00.
func Timestamp(t time.Time) string {
	return t.UTC().Format("2006-01-02T15:04:05.000000-07:00")
}

// WriteOrWarn writes ev, and says on w when it could not: the audit log
// never stops a request.
func (l *Log) WriteOrWarn(ev Event, w io.Writer) {
	if err := l.Write(ev); err != nil {
		fmt.Fprintf(w, "oterminus: warning: the audit log was not written: %s\n", termtext.Escape(err.Error()))
	}
}

// Write appends one event. The directory is created 0700 and the file
// 0600; an existing file or directory that is a symlink, belongs to
// someone else or is writable by others is refused, since whoever can
// write it can forge or redirect the trail. The whole line is written
// under an exclusive flock, so lines from concurrent shells never
// interleave; a line torn by an earlier failed write is ended first, so
// it cannot glue itself to this one.
func (l *Log) Write(ev Event) error {
	if !l.Enabled {
		return nil
	}
	var text func(string) string
	if l.Redact {
		// The last line of defence: whatever the event builders redacted
		// or forgot, every string in the event is redacted again as it is
		// written (redaction leaves redacted text as it is).
		text = redact.Text
	}
	line, err := marshal(ev, text)
	if err != nil {
		return err
	}
	line = append(termtext.EscapeJSON(line), '\n')
	dir := filepath.Dir(l.Path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	if err := safefile.CheckPrivateDir(dir); err != nil {
		return err
	}
	f, err := safefile.OpenPrivate(l.Path, os.O_RDWR|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Mode().Perm() != 0o600 {
		_ = f.Chmod(0o600) // readable by others: the trail holds what people typed
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		return err
	}
	defer syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	if torn(f) {
		line = append([]byte{'\n'}, line...)
	}
	return writeAll(f, line)
}

// torn reports whether the file's last byte is not a line end. It asks
// the kernel directly: os.File's Stat and ReadAt build a FileInfo and go
// through the poller's locks, code a key press runs for this alone.
func torn(f *os.File) bool {
	fd := int(f.Fd())
	var st syscall.Stat_t
	if syscall.Fstat(fd, &st) != nil || st.Size == 0 {
		return false
	}
	var last [1]byte
	n, err := syscall.Pread(fd, last[:], st.Size-1)
	return err == nil && n == 1 && last[0] != '\n'
}

// writeAll finishes a short write: under the lock nobody else writes in
// between, so the pieces still make one line.
func writeAll(f *os.File, line []byte) error {
	for len(line) > 0 {
		n, err := f.Write(line)
		if err != nil {
			return err
		}
		if n == 0 {
			return fmt.Errorf("write to %s made no progress", f.Name())
		}
		line = line[n:]
	}
	return nil
}

// MaxLine bounds an audit line a reader holds. Lines oterminus writes are
// a few KiB; a longer one was planted or corrupted, and is skipped.
const MaxLine = 1 << 20

// Read returns every event that parses, and how many lines did not
// (including lines longer than MaxLine).
func (l *Log) Read() (events []Event, skipped int, err error) {
	skipped, err = l.Scan(func(ev Event) { events = append(events, ev) })
	return events, skipped, err
}

// Scan calls fn with every event that parses, in file order, and returns
// how many lines did not. It holds at most MaxLine bytes of the file at a
// time. The file is opened without following a symlink and must be a
// regular file (a FIFO would block the reader).
func (l *Log) Scan(fn func(Event)) (skipped int, err error) {
	f, _, err := safefile.Open(l.Path, safefile.NoFollow)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, 64<<10)
	for {
		line, overlong, err := readLine(r, MaxLine)
		if overlong {
			skipped++
		} else if line = bytes.TrimSpace(line); len(line) > 0 {
			var ev Event
			if json.Unmarshal(line, &ev) != nil {
				skipped++
			} else {
				fn(ev)
			}
		}
		if err == io.EOF {
			return skipped, nil
		}
		if err != nil {
			return skipped, err
		}
	}
}

// readLine reads up to and including the next line end. A line longer
// than max is read to its end and dropped, and reported as overlong.
func readLine(r *bufio.Reader, max int) (line []byte, overlong bool, err error) {
	for {
		chunk, err := r.ReadSlice('\n')
		if !overlong {
			if len(line)+len(chunk) > max {
				overlong, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if err != bufio.ErrBufferFull {
			return line, overlong, err
		}
	}
}

// Clear empties the file, keeping it (and its permissions) in place.
func (l *Log) Clear() error {
	f, err := safefile.OpenPrivate(l.Path, os.O_WRONLY, 0)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	return f.Truncate(0)
}

// String reads a string field, "" when absent or not a string.
func (ev Event) String(key string) string {
	s, _ := ev[key].(string)
	return s
}
