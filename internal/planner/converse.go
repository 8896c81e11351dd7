package planner

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/ollama/ollama/api"

	"github.com/oterminus/oterminus/internal/advice"
)

// A conversation is what `oterminus ask` holds with the model: free text
// streamed as it comes, and tool calls the caller answers. The planner
// only carries messages; what a tool call may do is decided by the caller,
// which treats every argument as untrusted text.

// ChatMessage is one message of a conversation, provider neutral.
type ChatMessage struct {
	Role       string // system, user, assistant or tool
	Content    string
	ToolCalls  []ToolCall // an assistant message's calls
	ToolName   string     // a tool message: the tool that answered
	ToolCallID string     // a tool message: the call it answers (OpenAI)
}

// ToolCall is one call the model asked for; Arguments are untrusted.
type ToolCall struct {
	ID        string // the server's id for the call, if it gives one
	Name      string
	Arguments map[string]any
}

// Tool is a tool the model may call; every parameter is a string or an
// integer.
type Tool struct {
	Name        string
	Description string
	Params      []ToolParam
}

// ToolParam is one parameter of a tool.
type ToolParam struct {
	Name        string
	Type        string // "string" or "integer"
	Description string
	Required    bool
}

// Turn is one request in a conversation.
type Turn struct {
	Model       string // "" uses the configured or chosen model
	Temperature float64
	Messages    []ChatMessage
	Tools       []Tool
}

// Answer is the model's reply to a turn.
type Answer struct {
	Model     string
	Text      string
	ToolCalls []ToolCall
	// CutOff says the reply stopped at the token limit: its text may end
	// in the middle of a sentence, or of a command.
	CutOff bool
}

// ErrNoTools is Converse's error when the model cannot call tools (the
// server refused the tools with a 400 saying so): the caller may fall
// back to a text contract.
var ErrNoTools error = advice.Const("the model does not support tool calls")

// maxToolCalls bounds the calls one answer may carry.
const maxToolCalls = 8

// Converse sends one turn and streams the reply's text to onText as it
// arrives (the text is untrusted: onText must escape it). The configured
// timeout bounds the whole turn.
func (p *Planner) Converse(ctx context.Context, turn Turn, onText func(string)) (*Answer, error) {
	ctx, cancel := p.deadline(ctx)
	defer cancel()
	model := turn.Model
	if model == "" {
		var err error
		if model, _, err = p.model(ctx); err != nil {
			return nil, err
		}
	}
	answer, err := p.prov.converse(ctx, model, turn, max(p.numPredict(), 1024), onText)
	var status api.StatusError
	if errors.As(err, &status) && status.StatusCode == http.StatusBadRequest && strings.Contains(status.ErrorMessage, "does not support tools") {
		return nil, fmt.Errorf("%w: %s", ErrNoTools, oneLine(status.ErrorMessage))
	}
	if err != nil {
		return nil, p.classify(ctx, model, err)
	}
	return answer, nil
}

func ollamaTools(tools []Tool) api.Tools {
	var out api.Tools
	for _, t := range tools {
		props := api.NewToolPropertiesMap()
		var required []string
		for _, param := range t.Params {
			props.Set(param.Name, api.ToolProperty{Type: api.PropertyType{param.Type}, Description: param.Description})
			if param.Required {
				required = append(required, param.Name)
			}
		}
		out = append(out, api.Tool{Type: "function", Function: api.ToolFunction{
			Name: t.Name, Description: t.Description,
			Parameters: api.ToolFunctionParameters{Type: "object", Required: required, Properties: props},
		}})
	}
	return out
}
