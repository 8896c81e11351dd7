package request

import (
	"context"
	"time"

	"github.com/oterminus/oterminus/internal/ambiguity"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/linerisk"
	"github.com/oterminus/oterminus/internal/manpage"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/typed"
	"github.com/oterminus/oterminus/internal/validate"
)

// The shapes of one request going through the lifecycle: what goes in
// (Input) and what came out (Outcome, FailureOutcome). They live here,
// not in package lifecycle, so the code that only reads an outcome
// (preview, audit, evals) does not depend on the orchestrator that
// produces it.

// Input is one request and everything its stages read.
type Input struct {
	Text      string
	Platform  string
	Dir       string // working directory: project detection, relative paths
	Home      string
	Dialect   *dialect.Dialect
	Policy    policy.Config
	Shortcuts bool
	Registry  *registry.Registry
	Planner   Planner // may be nil: requests needing it fail with lifecycle.ErrNoPlanner
	// Gather collects the context for the planner. It runs only when a
	// request reaches the planner, so typed commands never pay for it.
	Gather func(context.Context) []ContextItem
	// Reader is what typed text is read with besides Dir and Home: the
	// exported environment and the user database. Its zero value reads
	// with no variables and no ~user.
	Reader reader.Env
	// FirstWord is what the person's shell knows of the line's first
	// word (the widget asks it); LookPath finds a program on PATH when
	// the shell was not asked. Both only tell a typed line from a
	// request.
	FirstWord typed.WordKind
	LookPath  func(name string) bool
	// Recalled marks a request the person made before, recalled from
	// history: it is read as a request, never as a typed command.
	Recalled bool
	// Manual is the manual path that explains, from their pages, the
	// commands of a typed line no declaration read whole. Only an
	// explanation sets it (explain, the widget's explain key): nil reads
	// no page, and the translate key never pays for one.
	Manual *manpage.Search
	// UndoBudget is undo.budget_mib in bytes: the answer about a write
	// says whether what it changes fits. 0 keeps nothing.
	UndoBudget int64
}

// Stage says where the lifecycle stopped.
type Stage string

// Stages.
const (
	StageInvalid      Stage = "invalid_input"
	StageAmbiguous    Stage = "ambiguous"
	StagePlannerError Stage = "planner_error"
	StageRejected     Stage = "rejected"
	StageAccepted     Stage = "accepted"
	// StageUnchecked is a typed command with a program oterminus has no
	// declaration for (Proposal.Undeclared): left as typed, not judged.
	StageUnchecked Stage = "unchecked"
)

// Outcome is everything the lifecycle learned about a request.
type Outcome struct {
	Request      *Input
	Stage        Stage
	InputErr     error // StageInvalid
	Direct       bool
	Ambiguity    ambiguity.Result
	Route        *Route // nil for direct and ambiguous requests
	ShortcutRule string
	Proposal     *proposal.Proposal
	Plan         *Plan         // set when the planner was asked, even if it failed
	Context      []ContextItem // what the planner was told besides the request
	Fixing       *LastCommand  // set by lifecycle.Fix: the failed command being fixed
	PlannerErr   error
	Validation   *validate.Result
	// Line is how much of the whole line was read, and what it can do:
	// the one risk every answer about the line gives.
	Line   linerisk.Answer
	Family *registry.Family // the family of the command's program, if any
	// Correction is set when the typed line had a typo of a declared
	// word; Corrected is the outcome of the corrected line
	// (Correction.Text), nil when that is no command oterminus reads.
	Correction *proposal.Correction
	Corrected  *Outcome
	// Manual is what the manual pages say of the commands of a typed line
	// that no declaration read whole, one per command (see Input.Manual);
	// the pages' text, never a check of the line.
	Manual  []*manpage.Explanation
	Timings Timings
}

// Accepted reports whether the request produced an accepted command.
func (o *Outcome) Accepted() bool { return o.Stage == StageAccepted }

// Origin is where the proposal came from.
func (o *Outcome) Origin() proposal.Origin {
	if o.Proposal == nil {
		return ""
	}
	return o.Proposal.Origin
}

// PlannerSkipReason is why the planner was not asked, in the original's
// words (its audit's planner_skip_reason); "" when it was asked, or
// when the request stopped before it for another reason.
func (o *Outcome) PlannerSkipReason() string {
	switch {
	case o.Direct:
		return "direct_command"
	case o.Ambiguity.Ambiguous:
		return "ambiguity_blocked"
	case o.ShortcutRule != "":
		return "deterministic_shortcut"
	}
	return ""
}

// Timings are stage durations in the order they ran.
type Timings []Timing

// Timing is one stage's duration; Name is the original's audit key.
type Timing struct {
	Name     string
	Duration time.Duration
}

// Measure records that the stage name ran from start until now.
func (t *Timings) Measure(name string, start time.Time) {
	*t = append(*t, Timing{name, time.Since(start)})
}

// FailureOutcome is everything lifecycle.ExplainLast learned.
type FailureOutcome struct {
	Request     *Input
	Failed      LastCommand
	Context     []ContextItem
	Explanation *FailureExplanation // nil when Err is set
	Err         error
	// Suggestion is the explainer's suggested next command after
	// validation; nil when there was none. Callers show it only when
	// SuggestionShown is true.
	Suggestion      *Outcome
	SuggestionShown bool
	Timings         Timings
}
