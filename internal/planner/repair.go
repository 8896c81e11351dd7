package planner

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/ollama/ollama/api"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/request"
)

// reading is what a reply contract brings to its one repair round.
type reading struct {
	schema json.RawMessage // the format the replies are asked in; nil for none
	// read turns a reply into a proposal, or says how it broke the
	// contract.
	read func(reply string) (*proposal.Proposal, error)
	// repairPrompt asks once more after a reply that broke the contract.
	repairPrompt func(problem string) string
	// failed is the error for a reply that broke the contract again
	// after the repair round.
	failed func(model, reply string, err error) *Error
}

// structuredReading reads a JSON proposal constrained by schema.
func (p *Planner) structuredReading(schema json.RawMessage) reading {
	return reading{
		schema: schema,
		read: func(reply string) (*proposal.Proposal, error) {
			return parseReply([]byte(reply), p.cfg.Registry, p.cfg.Reader.Home)
		},
		repairPrompt: repairPrompt,
		failed: func(model, reply string, err error) *Error {
			return &Error{Kind: KindContract, Model: model,
				Msg:    fmt.Sprintf("model %s did not produce a valid proposal after one repair attempt%s: %v", model, wrapped(reply), err),
				Advice: "try another model with 'oterminus config set model NAME', check 'oterminus doctor', or type the command itself"}
		},
	}
}

// commandReading reads a command line as the person's shell would.
func (p *Planner) commandReading(req request.Task) reading {
	return reading{
		read: func(reply string) (*proposal.Proposal, error) {
			return p.readCommand(reply, req)
		},
		repairPrompt: commandRepairPrompt,
		failed: func(model, _ string, err error) *Error {
			return &Error{Kind: KindContract, Model: model,
				Msg:    fmt.Sprintf("model %s did not write a command oterminus can read after one repair attempt: %v", model, err),
				Advice: "try another model with 'oterminus config set model NAME', the other reply contract ('oterminus config set reply_contract structured'), or type the command itself"}
		},
	}
}

// repair reads the first reply to messages into plan's proposal. A reply
// that broke the contract (§11.4), or whose command has a pattern the
// shell would expand, gets one repair round: the model is told the
// problem in the contract's words and asked once more, and that reply is
// read. When only the first command's pattern was the problem and the
// second reply breaks the contract, the first proposal stands:
// validation refuses its pattern in one line.
func (p *Planner) repair(ctx context.Context, plan *request.Plan, messages []api.Message, reply string, r reading) (*request.Plan, error) {
	prop, err := r.read(reply)
	glob := globProblem(prop)
	if err == nil && glob == "" {
		plan.Proposal = prop
		return plan, nil
	}
	repair := globRepairPrompt(glob)
	if err != nil {
		repair = r.repairPrompt(err.Error())
	}
	plan.Repaired = true
	messages = append(messages,
		api.Message{Role: "assistant", Content: clip(reply, 2000)},
		api.Message{Role: "user", Content: repair})
	if reply, err = p.ask(ctx, plan.Model, messages, r.schema); err != nil {
		return plan, p.classify(ctx, plan.Model, err)
	}
	first := prop
	if prop, err = r.read(reply); err != nil && first != nil {
		plan.Proposal = first
		return plan, nil
	}
	if err != nil {
		return plan, r.failed(plan.Model, reply, err)
	}
	plan.Proposal = prop
	return plan, nil
}
