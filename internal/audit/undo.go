package audit

import "time"

// Event kinds of undo: a change kept before its line ran, and a kept
// change put back. Neither carries a file's content or a path: what a
// kept file holds stays in the private copy.
const (
	KindUndoKeep = "undo_keep"
	KindUndo     = "undo"
)

// Undo is one keep or undo.
type Undo struct {
	Kind    string // KindUndoKeep or KindUndo
	EventID string // the answer's event, for a keep
	ID      string // the kept change
	Start   time.Time
	Line    string // the line that ran
	Dir     string
	Files   int
	Bytes   int64
	// Restored, Removed and LeftAlone count what an undo did; Forced
	// says --force overwrote later changes.
	Restored, Removed, LeftAlone int
	Forced                       bool
	Outcome                      string // kept, not_kept, restored, partial, failed
	Reason                       string
	Redact                       bool
}

// UndoEvent builds the audit line of a keep or an undo.
func UndoEvent(u Undo) Event {
	text := keepOrRedact(u.Redact)
	ev := Event{
		"event": u.Kind, "event_id": u.EventID, "undo_id": u.ID, "timestamp": Timestamp(u.Start),
		"user_input": text(u.Line), "cwd": text(u.Dir), "files": u.Files, "bytes": u.Bytes,
		"confirmation_result": u.Outcome,
	}
	if u.Reason != "" {
		ev["reason"] = text(u.Reason)
	}
	if u.Kind == KindUndo {
		ev["restored"], ev["removed"], ev["left_alone"] = u.Restored, u.Removed, u.LeftAlone
		if u.Forced {
			ev["forced"] = true
		}
	}
	return ev
}
