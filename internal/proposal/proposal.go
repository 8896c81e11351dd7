// Package proposal defines the one value that flows from parsing to
// preview, and reads a model's reply into it under the original's strict
// contract (upstream-spec §11.1–§11.3): its parts or pipeline stages
// placed in argv by the family's contract, the original's argument
// objects through their adapter, or its text as text. It decides whether
// a reply is a well-formed proposal; whether the command may run is
// validation's and policy's, and it may not read files or the network.
package proposal

import (
	"strings"

	"github.com/oterminus/oterminus/internal/registry"
)

// Mode is how a proposal is turned into a command.
type Mode string

// Proposal modes.
const (
	// Structured proposals name a family and typed arguments; the command
	// is rendered deterministically from them.
	Structured Mode = "structured"
	// Experimental proposals carry command text outside the structured
	// subset; validation is stricter and confirmation stronger.
	Experimental Mode = "experimental"
)

// Origin says where a proposal came from.
type Origin string

// Proposal origins.
const (
	OriginDirect    Origin = "direct_command"
	OriginShortcut  Origin = "deterministic_shortcut"
	OriginPlanner   Origin = "llm_planner"
	OriginUndecided Origin = "unknown"
)

// Proposal is one proposed command.
type Proposal struct {
	Mode   Mode
	Family string // "" when the proposal names none
	// Argv is a structured proposal's words, program first: what a model
	// wrote in the argv contract, or what the original's argument object
	// stands for. The family's declaration reads them, as it reads a
	// typed line; nothing else does.
	Argv []string
	// Operation is project_health's curated operation, whose argv the
	// project decides when validation renders it.
	Operation string
	// Arguments is the original's argument object a reply used, every
	// key with its default; shown by --json and kept in the audit.
	Arguments map[string]any
	// Command is the experimental command text, or a legacy command a
	// structured proposal carried (ignored with a warning).
	Command     string
	Summary     string
	Explanation string
	// Risk is the proposer's own estimate; validation decides the real one.
	Risk   *registry.Risk
	Notes  []string
	Origin Origin
	// Unreadable says why typed text could not be read as the user's
	// shell would read it (a command substitution, an unset variable, a
	// glob that matches nothing); validation refuses it with this reason.
	Unreadable string
	// Compound is set for typed text that is a pipeline, a list or a
	// command with redirections; Args and Command are then unset.
	Compound *Compound
	// Undeclared names the programs of a typed line that no enabled
	// family declares (docker, npm, a function): the line is the
	// person's, read but not checked, and stays as typed. A model's
	// line with such a program is refused instead.
	Undeclared []string
	// Assignments are the NAME=value words a typed command follows, as
	// typed (TZ=UTC in TZ=UTC date): the command is read and checked,
	// and its renderings keep them.
	Assignments []string
	// Correction, on a typed line, is the nearest spelling the
	// declarations name for a word they do not (git stauts: status): the
	// one change oterminus offers to make to a person's line.
	Correction *Correction
}

// Correction is one typed word and the declared word it is a typo of;
// Text is the line with that word replaced and every other byte as
// typed.
type Correction struct {
	From, To, Text string
}

// Fixed texts, compared by content (§1).
const (
	ExperimentalWarning = "Experimental command: this command did not come from the typed structured renderer; review it carefully before running it."
	ExperimentalDetail  = "Experimental mode is outside deterministic structured rendering and uses stricter confirmation."
	DirectNote          = "Detected as a direct shell command; validated without the planner."
	ParsingSkippedNote  = "Structured parsing skipped:"
	LegacyRawNote       = "Legacy raw mode was normalised to experimental mode."
)

// IsDebugNote reports notes that are hidden from compact previews.
func IsDebugNote(note string) bool {
	return strings.HasPrefix(note, "Detected as a direct shell command") || strings.HasPrefix(note, ParsingSkippedNote)
}

// ArgumentsObject is what --json, the audit and the preview show as a
// structured proposal's arguments: the original's object when the reply
// used one, project_health's operation, or the words; nil for text.
func (p *Proposal) ArgumentsObject() map[string]any {
	switch {
	case p.Arguments != nil:
		return p.Arguments
	case p.Operation != "":
		return map[string]any{"operation": p.Operation}
	case p.Mode == Structured && p.Argv != nil:
		return map[string]any{"argv": p.Argv}
	}
	return nil
}
