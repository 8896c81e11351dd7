// Package request is what a request is as it moves through the stages:
// its Input and its Outcome; around the planner, the Task a planner is
// told (with the route the router suggests, the gathered context and the
// failed command being fixed) and the Plan it answers, and the same for
// explaining a failure; and the Model interface the planner implements.
//
// It decides nothing: it is a leaf that the stages (router, situation,
// planner), the lifecycle that orders them and the code that reads an
// outcome (preview, audit, widget, oneshot, evals) import, and it imports
// none of them. (It is not part of lifecycle because every stage imports
// it, and lifecycle imports every stage.)
package request

import (
	"context"
	"strings"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
)

// Planner turns a natural-language request into a proposal.
type Planner interface {
	Plan(ctx context.Context, req Task) (*Plan, error)
}

// Task is what the planner is told: the request and what it was given.
type Task struct {
	Text     string
	Route    Route
	Platform string
	Scope    registry.Scope
	Shell    string
	Dir      string
	Context  []ContextItem // where the person is and what just happened
	Failed   *LastCommand  // set when the task is to fix this failed command
}

// Route is the router's guess at which capability a request needs and
// which families suit it: advice for the planner's prompt, never a
// decision about what runs.
type Route struct {
	Category     string
	Confidence   float64
	Reason       string
	Families     []string
	Capabilities []string
}

// LastCommand is the command line the shell ran last, as the shell
// integration reports it, and its exit status.
type LastCommand struct {
	Text   string
	Status int
}

// Failed reports whether the command failed, as opposed to succeeding or
// being stopped by the person: 130 is Ctrl-C (SIGINT), 146 and 148 are a
// suspended job (SIGTSTP on Linux and macOS), none of which a fix can help.
func (c *LastCommand) Failed() bool {
	return c != nil && strings.TrimSpace(c.Text) != "" && c.Status != 0 &&
		c.Status != 130 && c.Status != 146 && c.Status != 148
}

// ContextItem is one labelled piece of context, already redacted and
// bounded.
type ContextItem struct {
	Source string // the context source's name, recorded in the audit
	Label  string // how the prompt introduces it
	Text   string
}

// Plan is a planner's answer. Proposal is nil when planning failed; the
// other fields still say which model was asked.
type Plan struct {
	Proposal    *proposal.Proposal
	Model       string
	ModelChosen bool // picked from the installed models; none was configured
	Repaired    bool // the first reply broke the contract; the second was used
}

// FailureExplainer explains why a command failed. The Ollama planner is
// one; the lifecycle only asks for it when a person wants an explanation.
type FailureExplainer interface {
	ExplainFailure(ctx context.Context, req FailureTask) (*FailureExplanation, error)
}

// FailureTask is what the explainer is told: the failed command and
// the gathered context (which carries the system, shell and scrollback).
type FailureTask struct {
	Failed  LastCommand
	Context []ContextItem
}

// FailureExplanation is an explainer's answer. All of it is untrusted
// text: callers escape it before showing it, and Suggestion is shown only
// after it passed validation as a read-only command.
type FailureExplanation struct {
	Cause      string
	Suggestion string
	Notes      []string
	Model      string
}

// Model is what oterminus asks a model for: proposals, and explanations
// of failed commands.
type Model interface {
	Planner
	FailureExplainer
}

// Waiting is a model whose every call runs inside Wait: the command line
// holds the terminal, or installs signal handling, only while a model is
// being asked, never for a typed command.
type Waiting struct {
	Model Model
	Wait  func(ctx context.Context, call func(context.Context) error) error
}

// Plan asks the model inside Wait.
func (w Waiting) Plan(ctx context.Context, req Task) (plan *Plan, err error) {
	err = w.Wait(ctx, func(ctx context.Context) error {
		plan, err = w.Model.Plan(ctx, req)
		return err
	})
	return plan, err
}

// ExplainFailure asks the model inside Wait.
func (w Waiting) ExplainFailure(ctx context.Context, req FailureTask) (ex *FailureExplanation, err error) {
	err = w.Wait(ctx, func(ctx context.Context) error {
		ex, err = w.Model.ExplainFailure(ctx, req)
		return err
	})
	return ex, err
}
