// Package undo makes a write that oterminus answered reversible: just
// before the shell runs the line, copies of what the line will change are
// kept under the state directory (Keep), and `oterminus undo` puts them
// back (Restore).
//
// A keep happens only for the line oterminus answered: the widget arms
// its answer (Arm) with the line's hash, its directory and its write set,
// and Keep finds the same bytes in the same directory or keeps nothing.
// After the line ran, the shell asks once more (Finish) and the state of
// each path is recorded, so that undo can tell the line's change from a
// later one, which it leaves alone unless forced.
//
// Copies are private: the directory is 0700, files inside 0600 (their
// mode is in the manifest), and nothing of their content ever reaches the
// audit. A symlink is kept as a symlink and never followed, and a path
// reached through a symlink is not kept at all.
package undo

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/safefile"
)

// Defaults of the settings undo.budget_mib and undo.max_age.
const (
	DefaultBudget = 1024 << 20
	DefaultMaxAge = 7 * 24 * time.Hour
)

// Store is the kept changes under one state directory.
type Store struct {
	// Dir is the undo directory (the state directory's "undo").
	Dir string
	// Budget is the most bytes all kept copies may take together, and
	// MaxAge how long a kept change is kept.
	Budget int64
	MaxAge time.Duration
}

// New returns the store in stateDir with the given budget and age limit.
func New(stateDir string, budget int64, maxAge time.Duration) Store {
	return Store{Dir: filepath.Join(stateDir, "undo"), Budget: budget, MaxAge: maxAge}
}

// Armed is an answer the widget gave at write risk, waiting for its line
// to run.
type Armed struct {
	LineHash string    `json:"line_sha256"`
	Dir      string    `json:"dir"`
	Paths    []string  `json:"paths"` // absolute
	EventID  string    `json:"event_id,omitempty"`
	Created  time.Time `json:"created"`
}

// Kept is one kept change, as its manifest records it.
type Kept struct {
	ID      string    `json:"id"`
	Line    string    `json:"line"`
	Dir     string    `json:"dir"`
	EventID string    `json:"event_id,omitempty"`
	Ran     time.Time `json:"ran"`
	Bytes   int64     `json:"bytes"`
	Files   int       `json:"files"`
	Paths   []string  `json:"paths"`
	Before  []Entry   `json:"before"`
	// After is the state of each path once the line ended; nil until the
	// shell reported the end.
	After []Entry `json:"after,omitempty"`
	// Restored is when undo put it back; a change is restored once.
	Restored *time.Time `json:"restored,omitempty"`
}

// maxState bounds a state file: an armed answer or a manifest.
const maxState = 64 << 20

// LineHash is the hash the armed answer keeps of a line: the line itself
// stays out of the state file until it runs.
func LineHash(line string) string {
	sum := sha256.Sum256([]byte(line))
	return hex.EncodeToString(sum[:])
}

func (s Store) armedPath(session string) string {
	sum := sha256.Sum256([]byte(session))
	return filepath.Join(s.Dir, "armed-"+hex.EncodeToString(sum[:8])+".json")
}

// Arm records that line, answered in dir, changes paths (absolute), so
// that Keep keeps them if that line runs there.
func (s Store) Arm(session, line, dir string, paths []string, eventID string, now time.Time) error {
	data, err := json.Marshal(Armed{LineHash: LineHash(line), Dir: dir, Paths: paths, EventID: eventID, Created: now})
	if err != nil {
		return err
	}
	return safefile.WritePrivate(s.armedPath(session), data)
}

// Disarm forgets the session's armed answer.
func (s Store) Disarm(session string) { _ = os.Remove(s.armedPath(session)) }

// ErrNotArmed means the line that runs is not the one oterminus answered
// (edited since, another directory, or no answer at write risk): nothing
// is kept.
var ErrNotArmed = errors.New("this line is not the one oterminus answered: nothing kept")

// Keep keeps what line, about to run in dir, will change, if it is the
// session's armed answer; the armed answer is used up either way.
func (s Store) Keep(session, line, dir string, now time.Time) (*Kept, error) {
	data, err := safefile.ReadPrivate(s.armedPath(session), maxState)
	s.Disarm(session)
	if err != nil {
		return nil, ErrNotArmed
	}
	var a Armed
	if json.Unmarshal(data, &a) != nil || a.LineHash != LineHash(line) || filepath.Clean(a.Dir) != filepath.Clean(dir) {
		return nil, ErrNotArmed
	}
	k, err := s.KeepPaths(line, dir, a.Paths, a.EventID, now)
	if err != nil {
		return nil, err
	}
	if err := safefile.WritePrivate(s.runningPath(session), []byte(k.ID)); err != nil {
		return nil, err
	}
	return k, nil
}

// KeepPaths keeps paths (absolute), which line, about to run in dir,
// will change, within the budget; older kept changes make room, oldest
// first. `oterminus ask` calls it before a write step it runs after a
// yes, and Record after.
func (s Store) KeepPaths(line, dir string, paths []string, eventID string, now time.Time) (*Kept, error) {
	s.Prune(now, 0)
	plan, err := Measure(paths, s.Budget)
	if err != nil {
		return nil, err
	}
	if !plan.Fits {
		return nil, fmt.Errorf("too large to keep (more than %s; budget %s)", Size(plan.Bytes), Size(s.Budget))
	}
	s.Prune(now, plan.Bytes)
	k := &Kept{ID: newID(now), Line: line, Dir: dir, EventID: eventID, Ran: now, Paths: paths}
	if err := s.copyIn(k); err != nil {
		_ = os.RemoveAll(filepath.Join(s.Dir, k.ID))
		return nil, err
	}
	return k, nil
}

// Record records what k's line left once it ended (see Finish).
func (s Store) Record(k *Kept) error {
	after, err := stateOf(k.Paths)
	if err != nil {
		return err
	}
	k.After = after
	return s.save(k)
}

// newID is a kept change's id: sortable by time, short to type.
func newID(now time.Time) string {
	return now.UTC().Format("20060102-150405.000000")
}

// Finish records the state after the session's kept line ended, so
// undo can tell a later change from the line's own. The shell calls it
// at its next prompt, only after a keep.
func (s Store) Finish(session string) error {
	path := s.runningPath(session)
	data, err := safefile.ReadPrivate(path, 256)
	_ = os.Remove(path)
	if err != nil {
		return nil // nothing was kept
	}
	k, err := s.Load(string(data))
	if err != nil {
		return err
	}
	if k.After != nil {
		return nil
	}
	return s.Record(k)
}

// runningPath names the change kept for the session's running line.
func (s Store) runningPath(session string) string {
	return strings.Replace(s.armedPath(session), "armed-", "running-", 1)
}

func (s Store) manifest(id string) string { return filepath.Join(s.Dir, id, "manifest.json") }

func (s Store) save(k *Kept) error {
	data, err := json.Marshal(k)
	if err != nil {
		return err
	}
	return safefile.WritePrivate(s.manifest(k.ID), data)
}

// Load reads a kept change by id.
func (s Store) Load(id string) (*Kept, error) {
	if id == "" || strings.ContainsAny(id, `/\`) || strings.HasPrefix(id, ".") {
		return nil, fmt.Errorf("no kept change %q", id)
	}
	data, err := safefile.ReadPrivate(s.manifest(id), maxState)
	if err != nil {
		return nil, fmt.Errorf("no kept change %q", id)
	}
	var k Kept
	if err := json.Unmarshal(data, &k); err != nil || k.ID != id {
		return nil, fmt.Errorf("kept change %q is damaged", id)
	}
	return &k, nil
}

// List is every kept change, the newest first.
func (s Store) List() ([]*Kept, error) {
	names, err := os.ReadDir(s.Dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []*Kept
	for _, n := range names {
		if !n.IsDir() || strings.HasPrefix(n.Name(), ".") {
			continue
		}
		if k, err := s.Load(n.Name()); err == nil {
			out = append(out, k)
		}
	}
	slices.SortFunc(out, func(a, b *Kept) int { return strings.Compare(b.ID, a.ID) })
	return out, nil
}

// Last is the newest kept change not yet restored.
func (s Store) Last() (*Kept, error) {
	all, err := s.List()
	if err != nil {
		return nil, err
	}
	for _, k := range all {
		if k.Restored == nil {
			return k, nil
		}
	}
	return nil, errors.New("nothing kept to undo")
}

// Prune removes kept changes older than MaxAge, then the oldest until
// room more bytes fit in the budget.
func (s Store) Prune(now time.Time, room int64) {
	all, _ := s.List()
	var total int64
	for _, k := range all {
		total += k.Bytes
	}
	for i := len(all) - 1; i >= 0; i-- {
		k := all[i]
		if (s.MaxAge > 0 && now.Sub(k.Ran) > s.MaxAge) || total+room > s.Budget {
			_ = os.RemoveAll(filepath.Join(s.Dir, k.ID))
			total -= k.Bytes
		}
	}
}
