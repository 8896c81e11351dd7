package planner

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/ollama/ollama/api"
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
}

// ErrNoTools is Converse's error when the model cannot call tools (the
// server refused the tools with a 400 saying so): the caller may fall
// back to a text contract.
var ErrNoTools = errors.New("the model does not support tool calls")

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
	var (
		answer *Answer
		err    error
	)
	if p.openai != nil {
		answer, err = p.openai.converse(ctx, model, turn, max(p.numPredict(), 1024), onText)
	} else {
		answer, err = p.converseOllama(ctx, model, turn, onText)
	}
	var status api.StatusError
	if errors.As(err, &status) && status.StatusCode == http.StatusBadRequest && strings.Contains(status.ErrorMessage, "does not support tools") {
		return nil, fmt.Errorf("%w: %s", ErrNoTools, oneLine(status.ErrorMessage))
	}
	if err != nil {
		return nil, p.classify(ctx, model, err)
	}
	return answer, nil
}

func (p *Planner) converseOllama(ctx context.Context, model string, turn Turn, onText func(string)) (*Answer, error) {
	messages := make([]api.Message, 0, len(turn.Messages))
	for _, m := range turn.Messages {
		msg := api.Message{Role: m.Role, Content: m.Content, ToolName: m.ToolName, ToolCallID: m.ToolCallID}
		for _, c := range m.ToolCalls {
			args := api.NewToolCallFunctionArguments()
			for k, v := range c.Arguments {
				args.Set(k, v)
			}
			msg.ToolCalls = append(msg.ToolCalls, api.ToolCall{ID: c.ID, Function: api.ToolCallFunction{Name: c.Name, Arguments: args}})
		}
		messages = append(messages, msg)
	}
	var (
		answer = &Answer{Model: model}
		text   strings.Builder
	)
	stream := true
	final, err := p.chatFinal(ctx, &api.ChatRequest{
		Model:     model,
		Messages:  messages,
		Stream:    &stream,
		Tools:     ollamaTools(turn.Tools),
		Think:     &api.ThinkValue{Value: false},
		KeepAlive: &api.Duration{Duration: p.keepAlive()},
		Options:   map[string]any{"temperature": turn.Temperature, "num_predict": max(p.numPredict(), 1024)},
	}, func(r api.ChatResponse) error {
		if r.Message.Content != "" {
			if text.Len()+len(r.Message.Content) > maxReply {
				return fmt.Errorf("the reply is longer than %d bytes", maxReply)
			}
			text.WriteString(r.Message.Content)
			if onText != nil {
				onText(r.Message.Content)
			}
		}
		for _, c := range r.Message.ToolCalls {
			if len(answer.ToolCalls) == maxToolCalls {
				return fmt.Errorf("the reply asked for more than %d tool calls at once", maxToolCalls)
			}
			answer.ToolCalls = append(answer.ToolCalls, ToolCall{ID: c.ID, Name: c.Function.Name, Arguments: c.Function.Arguments.ToMap()})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	answer.Text = text.String()
	if strings.TrimSpace(answer.Text) == "" && len(answer.ToolCalls) == 0 {
		if final.DoneReason == "length" {
			return nil, lengthError{tokens: final.EvalCount, cap: max(p.numPredict(), 1024)}
		}
		return nil, errors.New("empty reply")
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

// converse asks an OpenAI-compatible server for one turn with tools. It
// does not stream: the answer's text is shown when it is complete.
func (o *openAI) converse(ctx context.Context, model string, turn Turn, numPredict int, onText func(string)) (*Answer, error) {
	type function struct {
		Name      string `json:"name"`
		Arguments string `json:"arguments"`
	}
	type call struct {
		ID       string   `json:"id"`
		Type     string   `json:"type"`
		Function function `json:"function"`
	}
	type message struct {
		Role       string `json:"role"`
		Content    string `json:"content"`
		ToolCalls  []call `json:"tool_calls,omitempty"`
		ToolCallID string `json:"tool_call_id,omitempty"`
		Name       string `json:"name,omitempty"`
	}
	msgs := make([]message, 0, len(turn.Messages))
	for _, m := range turn.Messages {
		msg := message{Role: m.Role, Content: m.Content, ToolCallID: m.ToolCallID}
		if m.Role == "tool" {
			msg.Name = m.ToolName
		}
		for _, c := range m.ToolCalls {
			args, err := json.Marshal(c.Arguments)
			if err != nil {
				return nil, err
			}
			msg.ToolCalls = append(msg.ToolCalls, call{ID: c.ID, Type: "function", Function: function{Name: c.Name, Arguments: string(args)}})
		}
		msgs = append(msgs, msg)
	}
	body := map[string]any{"model": model, "messages": msgs, "temperature": turn.Temperature, "max_tokens": numPredict, "stream": false}
	if tools := ollamaTools(turn.Tools); len(tools) > 0 {
		body["tools"] = tools // the same shape: {"type":"function","function":{...}}
	}
	data, err := o.do(ctx, "POST", "/chat/completions", body, maxReply*2)
	if err != nil {
		return nil, err
	}
	var r struct {
		Choices []struct {
			Message struct {
				Content   string `json:"content"`
				ToolCalls []call `json:"tool_calls"`
			} `json:"message"`
			FinishReason string `json:"finish_reason"`
		} `json:"choices"`
		Usage struct {
			CompletionTokens int `json:"completion_tokens"`
		} `json:"usage"`
	}
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, err
	}
	if len(r.Choices) == 0 {
		return nil, errors.New("empty reply")
	}
	choice := r.Choices[0]
	answer := &Answer{Model: model, Text: choice.Message.Content}
	if len(choice.Message.ToolCalls) > maxToolCalls {
		return nil, fmt.Errorf("the reply asked for more than %d tool calls at once", maxToolCalls)
	}
	for _, c := range choice.Message.ToolCalls {
		var args map[string]any
		if c.Function.Arguments != "" {
			if err := json.Unmarshal([]byte(c.Function.Arguments), &args); err != nil {
				args = map[string]any{} // the call then fails on its missing arguments, and the model is told
			}
		}
		answer.ToolCalls = append(answer.ToolCalls, ToolCall{ID: c.ID, Name: c.Function.Name, Arguments: args})
	}
	if strings.TrimSpace(answer.Text) == "" && len(answer.ToolCalls) == 0 {
		if choice.FinishReason == "length" {
			return nil, lengthError{tokens: r.Usage.CompletionTokens, cap: numPredict}
		}
		return nil, errors.New("empty reply")
	}
	if onText != nil && answer.Text != "" {
		onText(answer.Text)
	}
	return answer, nil
}
