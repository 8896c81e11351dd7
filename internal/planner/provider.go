package planner

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/oterminus/oterminus/internal/advice"
)

// provider is a kind of model server: everything that differs between
// Ollama and an OpenAI-compatible server is behind it, so the planner,
// the failure explanation and ask's conversation ask one way. Its errors
// are the Ollama client's types (api.StatusError, *url.Error, ...) or the
// planner's own (lengthError, errNoSchema, "empty reply"), for one
// classify to turn into an *Error.
type provider interface {
	// chat asks for one whole reply, constrained by schema when it is not
	// nil and the server takes one (a server that refuses it returns
	// errNoSchema, once). tokens is the reply's token count as the server
	// reported it, also when the reply was cut off (lengthError).
	chat(ctx context.Context, model string, messages []api.Message, schema json.RawMessage, numPredict int) (reply string, tokens int, err error)
	// converse sends one turn of a conversation with tools; the reply's
	// text goes to onText as it arrives (or whole, when the server does
	// not stream).
	converse(ctx context.Context, model string, turn Turn, numPredict int, onText func(string)) (*Answer, error)
	// models lists every model the server has, and those of them that
	// can chat (no embedding models).
	models(ctx context.Context) (all, chat []string, err error)
	// version is the server's version as doctor shows it.
	version(ctx context.Context) (string, error)
	// warm loads model and keeps it loaded (keep_alive); a server that
	// loads models itself returns errLoadsItself.
	warm(ctx context.Context, model string) error
	// refusesSchema reports that the server refused a JSON-schema
	// response format: requests are then asked under the command contract.
	refusesSchema() bool
	// words are how messages name the server and what they advise.
	words() *wording
}

// errLoadsItself is warm's answer from a server that loads models itself.
var errLoadsItself error = advice.Const("the server loads models itself")

// wording is how messages name a kind of server and what they advise.
type wording struct {
	provider string // ProviderOllama or ProviderOpenAI
	name     string // in messages: "Ollama at HOST", "cannot reach the OpenAI-compatible server at HOST"
	reported string // starts an error the server reported: "Ollama response error: ..."
	kind     string // what a wrong address does not answer like
	hintHost string // the advice for an address that is not such a server
	// Advice for a redirect, and for a server nothing answers at.
	redirectAdvice, unreachableAdvice string
	// keyAdvice is the advice for a 401 or 403 status; "" when such a
	// status is like any other.
	keyAdvice string
	// noChatModel is the message (with the host for %s) and advice when
	// the server has no chat model to choose.
	noChatModel, noChatModelAdvice string
}

var ollamaWording = &wording{
	provider:          ProviderOllama,
	name:              "Ollama",
	reported:          "Ollama",
	kind:              "an Ollama server",
	hintHost:          "check OLLAMA_HOST (or ollama_host in the config): it should be the Ollama server's address, e.g. 127.0.0.1:11434",
	redirectAdvice:    "point OLLAMA_HOST (or ollama_host in the config) at the Ollama server itself, not at a proxy that redirects",
	unreachableAdvice: "start it with 'ollama serve', or point OLLAMA_HOST (or ollama_host in the config) at the right server",
	noChatModel:       "no chat model is installed in Ollama at %s",
	noChatModelAdvice: "pull one, e.g. 'ollama pull qwen2.5-coder:1.5b', then try again",
}

// ollama is the Ollama server, through its own client library.
type ollama struct {
	client    *api.Client
	keepAlive time.Duration // as the library sends it: -1 keeps the model loaded
}

func (o *ollama) words() *wording     { return ollamaWording }
func (o *ollama) refusesSchema() bool { return false }

// chatFinal sends req to Ollama, hands each chunk to each (when set) and
// returns the final one; a stream that ends without it is incomplete
// (or cancelled), never a success.
func (o *ollama) chatFinal(ctx context.Context, req *api.ChatRequest, each func(api.ChatResponse) error) (*api.ChatResponse, error) {
	var final *api.ChatResponse
	err := o.client.Chat(ctx, req, func(r api.ChatResponse) error {
		if each != nil {
			if err := each(r); err != nil {
				return err
			}
		}
		if r.Done {
			final = &r
		}
		return nil
	})
	if err == nil && final == nil {
		err = cmp.Or(ctx.Err(), errIncomplete)
	}
	return final, err
}

// chat does not stream: nothing is shown until the proposal is complete,
// and one answer is fewer writes and reads than a chunk per token. The
// library still reads the answer through its stream path and returns nil
// when it is cut (cancelled, timed out, dropped), so a reply counts only
// when its final object arrived, and only when it stopped on its own.
func (o *ollama) chat(ctx context.Context, model string, messages []api.Message, schema json.RawMessage, numPredict int) (string, int, error) {
	var content strings.Builder
	stream := false
	final, err := o.chatFinal(ctx, &api.ChatRequest{
		Model:     model,
		Messages:  messages,
		Stream:    &stream,
		Format:    schema,
		Think:     &api.ThinkValue{Value: false},
		KeepAlive: &api.Duration{Duration: o.keepAlive},
		Options:   map[string]any{"temperature": 0, "num_predict": numPredict},
	}, func(r api.ChatResponse) error {
		content.WriteString(r.Message.Content)
		if content.Len() > maxReply {
			return fmt.Errorf("the reply is longer than %d bytes", maxReply)
		}
		return nil
	})
	if err != nil {
		return "", 0, err
	}
	if final.DoneReason == "length" {
		return "", final.EvalCount, lengthError{tokens: final.EvalCount, cap: numPredict}
	}
	text := strings.TrimSpace(content.String())
	if text == "" {
		return "", final.EvalCount, errors.New("empty reply")
	}
	return text, final.EvalCount, nil
}

// converse streams the reply, so its text is shown as it comes.
func (o *ollama) converse(ctx context.Context, model string, turn Turn, numPredict int, onText func(string)) (*Answer, error) {
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
	final, err := o.chatFinal(ctx, &api.ChatRequest{
		Model:     model,
		Messages:  messages,
		Stream:    &stream,
		Tools:     ollamaTools(turn.Tools),
		Think:     &api.ThinkValue{Value: false},
		KeepAlive: &api.Duration{Duration: o.keepAlive},
		Options:   map[string]any{"temperature": turn.Temperature, "num_predict": numPredict},
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
	answer.Text, answer.CutOff = text.String(), final.DoneReason == "length"
	if strings.TrimSpace(answer.Text) == "" && len(answer.ToolCalls) == 0 {
		if answer.CutOff {
			return nil, lengthError{tokens: final.EvalCount, cap: numPredict}
		}
		return nil, errors.New("empty reply")
	}
	return answer, nil
}

// models leaves out the embedding models by their families.
func (o *ollama) models(ctx context.Context) (all, chat []string, err error) {
	list, err := o.client.List(ctx)
	if err != nil {
		return nil, nil, err
	}
	all = make([]string, 0, len(list.Models))
	for _, m := range list.Models {
		all = append(all, m.Name)
		if !slices.Contains(m.Details.Families, "bert") && !slices.Contains(m.Details.Families, "nomic-bert") {
			chat = append(chat, m.Name)
		}
	}
	return all, chat, nil
}

func (o *ollama) version(ctx context.Context) (string, error) {
	return o.client.Version(ctx)
}

// warm sends a chat request without messages, which loads the model.
func (o *ollama) warm(ctx context.Context, model string) error {
	_, err := o.chatFinal(ctx, &api.ChatRequest{Model: model, KeepAlive: &api.Duration{Duration: o.keepAlive}}, nil)
	return err
}
