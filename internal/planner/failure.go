package planner

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/ollama/ollama/api"

	"github.com/oterminus/oterminus/internal/request"
)

// Explaining a failed command: a short system message of its own (stable,
// so the server caches it), the context and the failed command, and a
// schema with three fields. The suggestion is untrusted like any model
// output; lifecycle.ExplainLast validates it before anyone sees it.

// FailureSystemPrompt is the stable prefix of failure explanations.
const FailureSystemPrompt = `You are oterminus-explainer. A command typed at a terminal failed. Say why, briefly and cautiously, from the command, its exit status and any terminal output given. Do not guess beyond the evidence.

Reply with one JSON object:
- likely_cause: one or two sentences on why it failed.
- suggested_next_action: one command that is safe to run next (read-only: it inspects, never changes anything), or an empty string.
- notes: a list of at most two short extra remarks, usually empty.`

// failureSchema constrains the reply to the three fields.
// Every string and list is bounded, like the proposal's.
var failureSchema = json.RawMessage(`{"type":"object",` +
	`"properties":{"likely_cause":{"type":"string","maxLength":600},"suggested_next_action":{"type":"string","maxLength":300},` +
	`"notes":{"type":"array","items":{"type":"string","maxLength":200},"maxItems":2}},` +
	`"required":["likely_cause","suggested_next_action","notes"],"additionalProperties":false}`)

// Bounds on what an explanation may say, in characters.
const (
	maxCause      = 600
	maxSuggestion = 300
	maxNote       = 200
	maxNotes      = 2
)

// FailurePrompt is the variable part of a failure explanation.
func FailurePrompt(req request.FailureTask) string {
	var b strings.Builder
	writeContext(&b, req.Context)
	fmt.Fprintf(&b, "Failed command (%s): %s\nExit status: %d\n", dataNote, quoteData(req.Failed.Text), req.Failed.Status)
	return b.String()
}

// ExplainFailure asks the model why a command failed.
func (p *Planner) ExplainFailure(ctx context.Context, req request.FailureTask) (*request.FailureExplanation, error) {
	ctx, cancel := p.deadline(ctx)
	defer cancel()
	model, _, err := p.model(ctx)
	if err != nil {
		return nil, err
	}
	messages := []api.Message{
		{Role: "system", Content: FailureSystemPrompt},
		{Role: "user", Content: FailurePrompt(req)},
	}
	reply, err := p.ask(ctx, model, messages, failureSchema)
	if errors.Is(err, errNoSchema) {
		// The server takes no schema: ask again without one.
		reply, err = p.ask(ctx, model, messages, failureSchema)
	}
	if err != nil {
		return nil, p.classify(ctx, model, err)
	}
	var got struct {
		Cause      string   `json:"likely_cause"`
		Suggestion string   `json:"suggested_next_action"`
		Notes      []string `json:"notes"`
	}
	if err := json.Unmarshal([]byte(reply), &got); err != nil || strings.TrimSpace(got.Cause) == "" {
		return nil, &Error{Kind: KindContract, Model: model,
			Msg:    fmt.Sprintf("model %s did not produce a valid explanation%s", model, wrapped(reply)),
			Advice: "try another model with 'oterminus config set model NAME', or check 'oterminus doctor'"}
	}
	out := &request.FailureExplanation{
		Cause:      clip(strings.TrimSpace(got.Cause), maxCause),
		Suggestion: clip(strings.TrimSpace(got.Suggestion), maxSuggestion),
		Model:      model,
	}
	for _, note := range got.Notes {
		if note = strings.TrimSpace(note); note != "" && len(out.Notes) < maxNotes {
			out.Notes = append(out.Notes, clip(note, maxNote))
		}
	}
	return out, nil
}
