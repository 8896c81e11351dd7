package lifecycle

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/router"
	"github.com/oterminus/oterminus/internal/typed"
)

// The two jobs an empty prompt can do after a command failed: propose a
// fix (Fix) or say why it failed (ExplainLast). Both use only what the
// shell reported and the gathered context; neither runs the failed
// command again to see what it prints.

// SameAsFailed is the rejection reason for a "fix" that repeats the
// failed command.
const SameAsFailed = "the proposal is the failed command again"

// Fix asks the planner for a corrected version of a failed command and
// takes the answer through validation and policy like any proposal. It
// skips direct detection, ambiguity and shortcuts: the failed command is
// what needs fixing, not a request to run.
func Fix(ctx context.Context, req *request.Input, failed request.LastCommand) *request.Outcome {
	out := &request.Outcome{Request: req, Fixing: &failed}
	if err := CheckInput(failed.Text); err != nil {
		out.Stage, out.InputErr = request.StageInvalid, fmt.Errorf("the last command cannot be fixed: %w", err)
		return out
	}
	scope := req.Policy.Scope(req.Platform)
	start := time.Now()
	route := router.Classify(failed.Text, req.Registry, scope)
	out.Timings.Measure("routing_ms", start)
	out.Route = &route
	out.Plan, out.PlannerErr = plan(ctx, req, out, route, scope)
	if out.PlannerErr != nil {
		out.Stage = request.StagePlannerError
		return out
	}
	check(req, out.Plan.Proposal, out)
	if out.Accepted() && sameCommand(req, out.Validation.Argv, failed.Text) {
		out.Validation.Reasons = append(out.Validation.Reasons, SameAsFailed)
		out.Stage = request.StageRejected
	}
	return out
}

// sameCommand reports whether argv is the failed command again, as typed
// or in the canonical form its family renders ("ls -la x" is "ls -l -a x").
func sameCommand(req *request.Input, argv []string, failed string) bool {
	if words, err := reader.Fields(failed); err == nil && slices.Equal(words, argv) {
		return true
	}
	p, ok := typed.Detect(failed, directInput(req))
	if !ok || len(p.Undeclared) > 0 || len(p.Assignments) > 0 {
		return false
	}
	v := Check(req, p).Validation
	return v != nil && slices.Equal(v.Argv, argv)
}

// ErrNoExplainer is returned when the configured planner cannot explain
// failures.
var ErrNoExplainer = errors.New("no model is configured to explain failures")

// ExplainLast asks why the last command failed. A suggested next command
// is validated like a typed one and kept only if it is accepted and
// read-only: an explanation never leads to a change.
func ExplainLast(ctx context.Context, req *request.Input, failed request.LastCommand) *request.FailureOutcome {
	fo := &request.FailureOutcome{Request: req, Failed: failed}
	if err := CheckInput(failed.Text); err != nil {
		fo.Err = fmt.Errorf("the last command cannot be explained: %w", err)
		return fo
	}
	explainer, ok := req.Planner.(request.FailureExplainer)
	if !ok {
		fo.Err = ErrNoExplainer
		return fo
	}
	scratch := &request.Outcome{}
	gather(ctx, req, scratch)
	fo.Context, fo.Timings = scratch.Context, scratch.Timings
	start := time.Now()
	fo.Explanation, fo.Err = explainer.ExplainFailure(ctx, request.FailureTask{Failed: failed, Context: fo.Context})
	fo.Timings.Measure("failure_explanation_ms", start)
	if fo.Err != nil {
		fo.Explanation = nil
		return fo
	}
	if text := strings.TrimSpace(fo.Explanation.Suggestion); text != "" {
		fo.Suggestion = Check(req, suggestion(req, text))
		fo.SuggestionShown = fo.Suggestion.Accepted() && fo.Suggestion.Validation.Risk == registry.Safe &&
			!sameCommand(req, fo.Suggestion.Validation.Argv, failed.Text)
	}
	return fo
}

// suggestion turns suggested command text into a proposal the way typed
// text is, but labelled as the model's.
func suggestion(req *request.Input, text string) *proposal.Proposal {
	p, ok := typed.Detect(text, directInput(req))
	if ok && p.Compound != nil {
		p.Undeclared = nil // the model's pipeline: validation refuses an unknown stage
	}
	if !ok || len(p.Undeclared) > 0 {
		words, _ := reader.Fields(text)
		family := ""
		if len(words) > 0 {
			family = words[0]
		}
		p = &proposal.Proposal{Mode: proposal.Experimental, Family: family, Command: text}
	}
	p.Origin = proposal.OriginPlanner
	return p
}
