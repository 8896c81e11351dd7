// Package audit writes and reads the audit trail: one JSON object per
// line, for every request on every path and for what the person then did
// with an inserted command. Secrets are redacted before anything is
// written. Many shells append at once, so each line is one write under an
// exclusive lock; readers skip lines they cannot parse.
package audit

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"time"

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

// NewEventID returns a random id that links a request to its outcome.
func NewEventID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// Timestamp formats a time as the original did: UTC, microseconds, +00:00.
func Timestamp(t time.Time) string {
	return t.UTC().Format("2006-01-02T15:04:05.000000-07:00")
}

// Write appends one event. The directory is created 0700 and the file
// 0600. The whole line is one write(2) under an exclusive flock, so lines
// from concurrent shells never interleave.
func (l *Log) Write(ev Event) error {
	if !l.Enabled {
		return nil
	}
	line, err := json.Marshal(ev)
	if err != nil {
		return err
	}
	line = append(termtext.EscapeJSON(line), '\n')
	if err := os.MkdirAll(filepath.Dir(l.Path), 0o700); err != nil {
		return err
	}
	f, err := os.OpenFile(l.Path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		return err
	}
	defer syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	n, err := f.Write(line)
	if err == nil && n < len(line) {
		err = fmt.Errorf("short write (%d of %d bytes)", n, len(line))
	}
	return err
}

// Read returns every event that parses, and how many lines did not.
func (l *Log) Read() (events []Event, skipped int, err error) {
	f, err := os.Open(l.Path)
	if err != nil {
		return nil, 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var ev Event
		if json.Unmarshal(line, &ev) != nil {
			skipped++
			continue
		}
		events = append(events, ev)
	}
	return events, skipped, sc.Err()
}

// Clear empties the file, keeping it (and its permissions) in place.
func (l *Log) Clear() error {
	err := os.Truncate(l.Path, 0)
	if os.IsNotExist(err) {
		return nil
	}
	return err
}

// String reads a string field, "" when absent or not a string.
func (ev Event) String(key string) string {
	s, _ := ev[key].(string)
	return s
}
