package preview

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/execute"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Trace writes --verbose's lines (to stderr, which keeps them out of
// previews and JSON): one per lifecycle stage that ran, with what it
// decided and how long it took, then the execution, if any, and the
// total.
func Trace(w io.Writer, o *request.Outcome, exec *execute.Result, total time.Duration) {
	for _, t := range o.Timings {
		stage := strings.TrimSuffix(t.Name, "_ms")
		fmt.Fprintf(w, "oterminus: trace: %s: %s (%s)\n", stage, termtext.Escape(stageOutcome(stage, o)), traceMS(t.Duration))
	}
	if exec != nil {
		fmt.Fprintf(w, "oterminus: trace: execution: %s (%s)\n", termtext.Escape(executionOutcome(exec)), traceMS(exec.Duration))
	}
	fmt.Fprintf(w, "oterminus: trace: total: %s (%s)\n", o.Stage, traceMS(total))
}

func traceMS(d time.Duration) string {
	return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000)
}

// stageOutcome says what a stage decided, from what the lifecycle
// recorded about it.
func stageOutcome(stage string, o *request.Outcome) string {
	switch stage {
	case "direct_command_detection":
		if o.Direct {
			return "a typed command"
		}
		return "not a typed command"
	case "ambiguity_detection":
		if o.Ambiguity.Ambiguous {
			return "ambiguous: " + o.Ambiguity.Reason
		}
		return "not ambiguous"
	case "routing":
		if o.Route == nil || o.Route.Category == "" {
			return "no route"
		}
		return "routed to " + o.Route.Category
	case "deterministic_shortcut":
		if o.ShortcutRule == "" {
			return "no shortcut"
		}
		return "shortcut " + o.ShortcutRule
	case "context":
		return fmt.Sprintf("%d context items", len(o.Context))
	case "planner":
		if o.PlannerErr != nil {
			return "failed: " + o.PlannerErr.Error()
		}
		if o.Plan != nil && o.Plan.Proposal != nil {
			return fmt.Sprintf("model %s proposed %s (%s)", o.Plan.Model, o.Plan.Proposal.Family, o.Plan.Proposal.Mode)
		}
		return "no proposal"
	case "validation":
		if o.Validation == nil {
			return "not validated"
		}
		if o.Validation.Accepted() {
			return "accepted, risk " + o.Validation.Risk.String()
		}
		return "rejected: " + strings.Join(o.Validation.Reasons, "; ")
	}
	return "done"
}

func executionOutcome(r *execute.Result) string {
	switch {
	case r.Err != nil:
		return "failed to start: " + r.Err.Error()
	case r.TimedOut:
		return "timed out"
	case r.Interrupted:
		return "interrupted"
	}
	return fmt.Sprintf("exit code %d", r.ExitCode)
}
