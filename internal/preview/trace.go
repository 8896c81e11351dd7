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
	for _, line := range originalTrace(o, exec, total) {
		fmt.Fprintf(w, "[trace] %s\n", termtext.Escape(line))
	}
}

// originalTrace is the same story in the original's trace lines: where
// the proposal came from and whether the planner was asked, its repair
// round, the validation's verdict and the timings, for people and
// scripts that read the original's --verbose.
func originalTrace(o *request.Outcome, exec *execute.Result, total time.Duration) []string {
	var lines []string
	planner := "skipped"
	if o.Plan != nil || o.PlannerErr != nil {
		planner = "invoked"
	}
	for _, t := range o.Timings {
		if t.Name == "deterministic_shortcut_ms" {
			match := o.ShortcutRule
			if match == "" {
				match = "no_match"
			}
			lines = append(lines, fmt.Sprintf("deterministic_shortcut=%s planner=%s", match, planner))
		}
	}
	if o.Plan != nil && o.Plan.Repaired {
		lines = append(lines, "planner=schema_validation_failed stage=initial", "planner=repair_attempt started")
		if o.PlannerErr != nil {
			lines = append(lines, "planner=schema_validation_failed stage=repair", "planner=repair_attempt failed")
		} else {
			lines = append(lines, "planner=repair_attempt succeeded")
		}
	}
	source := string(o.Origin())
	if source == "" {
		source = "unknown"
	}
	decision := fmt.Sprintf("proposal_source=%s planner=%s", source, planner)
	if reason := o.PlannerSkipReason(); reason != "" && planner == "skipped" {
		decision += " reason=" + reason
	}
	lines = append(lines, decision)
	if v := o.Validation; v != nil {
		if v.Accepted() {
			lines = append(lines, "Validation accepted.")
		} else {
			lines = append(lines, "Validation rejected: "+strings.Join(v.Reasons, " "))
		}
	}
	timings := []string{}
	for _, t := range o.Timings {
		timings = append(timings, fmt.Sprintf("%s=%d", t.Name, t.Duration.Milliseconds()))
	}
	if exec != nil {
		timings = append(timings, fmt.Sprintf("execution_ms=%d", exec.Duration.Milliseconds()))
	}
	timings = append(timings, fmt.Sprintf("total_duration_ms=%d", total.Milliseconds()))
	return append(lines, "timings "+strings.Join(timings, " "))
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
