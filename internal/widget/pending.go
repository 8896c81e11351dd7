package widget

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"time"

	"github.com/oterminus/oterminus/internal/safefile"
)

// Pending is a proposal shown on a first key press that needs a second
// press on the unchanged buffer before it is inserted (experimental or
// dangerous proposals from the model).
type Pending struct {
	Line
	EventID  string          `json:"event_id"`
	Model    string          `json:"model"`
	Created  time.Time       `json:"created"`
	Proposal json.RawMessage `json:"proposal"` // the proposal in the planner contract, re-validated on use
	// Corrected is, for a typo's dangerous correction, the corrected
	// line shown; the second press reads the line again and inserts
	// its correction only if it is still this one (Proposal is empty).
	Corrected string `json:"corrected,omitempty"`
}

// Line is what a proposal was shown for: the buffer, where, in which
// shell and, for a fix proposed on an empty line, the failed command.
type Line struct {
	Buffer string `json:"buffer"`
	Dir    string `json:"dir"`
	Shell  string `json:"shell"`
	Fixing string `json:"fixing,omitempty"`
}

// PendingTTL is how long a shown proposal waits for its second press.
const PendingTTL = 10 * time.Minute

// Store keeps one pending proposal per shell session in a directory only
// the user can read.
type Store struct{ Dir string }

func (s Store) path(session string) string {
	sum := sha256.Sum256([]byte(session))
	return filepath.Join(s.Dir, "pending-"+hex.EncodeToString(sum[:8])+".json")
}

// maxPending bounds a pending file: a proposal is a few KiB.
const maxPending = 256 << 10

// Save records a pending proposal for a session.
func (s Store) Save(session string, p Pending) error {
	data, err := json.Marshal(p)
	if err != nil {
		return err
	}
	return safefile.WritePrivate(s.path(session), data)
}

// Take returns the session's pending proposal if it was shown for the
// same line and is fresh; it is removed either way, so a proposal is
// inserted at most once. A second press inserts what the file says, so the
// file is used only if nobody else could have written it: not a symlink,
// owned by the user and not writable by others, in a directory that is
// the user's and not writable by others either.
func (s Store) Take(session string, line Line, now time.Time) (*Pending, bool) {
	path := s.path(session)
	data, err := safefile.ReadPrivate(path, maxPending)
	os.Remove(path) // removes a planted symlink itself, never its target
	if err != nil {
		return nil, false
	}
	var p Pending
	if json.Unmarshal(data, &p) != nil {
		return nil, false
	}
	if p.Line != line || now.Sub(p.Created) > PendingTTL || now.Before(p.Created) {
		return nil, false
	}
	return &p, true
}

// Discard forgets a session's pending proposal, if any.
func (s Store) Discard(session string) { _ = os.Remove(s.path(session)) }
