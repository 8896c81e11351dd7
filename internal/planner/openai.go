package planner

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/ollama/ollama/api"
)

// Providers.
const (
	ProviderOllama = "ollama"
	ProviderOpenAI = "openai"
)

// openAI is a client for any OpenAI-compatible chat-completions server
// (llama.cpp's server, LM Studio, vLLM, LocalAI, hosted APIs), written
// with net/http alone. Its errors are the Ollama client's types
// (api.StatusError, *url.Error), so one classify serves both.
//
// The API key is read from the environment by the caller and only ever
// sent in the Authorization header: it is never stored, logged, audited
// or printed.
type openAI struct {
	base   *url.URL // ends in /v1 (or whatever path the server uses)
	key    string
	client *http.Client

	mu sync.Mutex
	// noSchema is set once the server refused a JSON-schema response
	// format: the planner then asks under the command contract, and
	// other requests (a failure explanation) go without a format.
	noSchema bool
}

func (o *openAI) words() *wording { return openAIWording }

var openAIWording = &wording{
	provider:          ProviderOpenAI,
	name:              "the OpenAI-compatible server",
	reported:          "OpenAI-compatible server",
	kind:              "an OpenAI-compatible server",
	hintHost:          "check openai.base_url: it should be the server's OpenAI API address, e.g. http://127.0.0.1:8080/v1",
	redirectAdvice:    "set openai.base_url to the address the server answers at itself, not one that redirects",
	unreachableAdvice: "start the server, or set its address with 'oterminus config set openai.base_url URL'",
	keyAdvice:         "set the API key in the environment variable named by openai.api_key_env",
	noChatModel:       "the OpenAI-compatible server at %s lists no chat model",
	noChatModelAdvice: "load a model in the server, or name one with 'oterminus config set model NAME'",
}

func (o *openAI) refusesSchema() bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.noSchema
}

// Bounds on what is read from an OpenAI-compatible server.
const (
	maxModelsBody = 1 << 20
	maxErrorBody  = 4 << 10
)

func newOpenAI(base *url.URL, key string, hc *http.Client) *openAI {
	// hc follows no redirect, to another host or the same one (a same-host
	// redirect may still switch https to http and send the key in clear).
	c := *hc
	return &openAI{base: base, key: key, client: &c}
}

func (o *openAI) url(path string) string {
	u := *o.base
	u.Path = strings.TrimSuffix(u.Path, "/") + path
	return u.String()
}

// do sends one request and returns the body, read up to limit bytes.
// An error status becomes an api.StatusError with the server's message.
func (o *openAI) do(ctx context.Context, method, path string, body any, limit int64) ([]byte, error) {
	var rd io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			return nil, err
		}
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequestWithContext(ctx, method, o.url(path), rd)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if o.key != "" {
		req.Header.Set("Authorization", "Bearer "+o.key)
	}
	resp, err := o.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		data, _ := io.ReadAll(io.LimitReader(resp.Body, maxErrorBody))
		return nil, api.StatusError{StatusCode: resp.StatusCode, Status: resp.Status, ErrorMessage: openAIErrorMessage(data)}
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("the answer is longer than %d bytes", limit)
	}
	return data, nil
}

// openAIErrorMessage reads {"error":{"message":...}} or {"error":"..."},
// else returns the body itself (a web page is recognised by classify).
func openAIErrorMessage(body []byte) string {
	var e struct {
		Error json.RawMessage `json:"error"`
	}
	if json.Unmarshal(body, &e) == nil && len(e.Error) > 0 {
		var obj struct {
			Message string `json:"message"`
		}
		if json.Unmarshal(e.Error, &obj) == nil && obj.Message != "" {
			return obj.Message
		}
		var s string
		if json.Unmarshal(e.Error, &s) == nil && s != "" {
			return s
		}
	}
	return strings.TrimSpace(string(body))
}

// models lists the server's models (GET /models); it says nothing of
// which are embedding models, so all of them are offered to chat and
// ChooseModel leaves out those named so.
func (o *openAI) models(ctx context.Context) (all, chat []string, err error) {
	all, err = o.list(ctx)
	return all, all, err
}

// version counts the models: there is no version to ask for.
func (o *openAI) version(ctx context.Context) (string, error) {
	all, err := o.list(ctx)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("OpenAI-compatible, %d models", len(all)), nil
}

// warm: such servers load models themselves.
func (o *openAI) warm(context.Context, string) error { return errLoadsItself }

func (o *openAI) list(ctx context.Context) ([]string, error) {
	data, err := o.do(ctx, "GET", "/models", nil, maxModelsBody)
	if err != nil {
		return nil, err
	}
	var list struct {
		Data []struct {
			ID string `json:"id"`
		} `json:"data"`
	}
	if err := json.Unmarshal(data, &list); err != nil {
		return nil, err
	}
	names := make([]string, 0, len(list.Data))
	for _, m := range list.Data {
		names = append(names, m.ID)
	}
	return names, nil
}

type openAIReply struct {
	Choices []struct {
		Message struct {
			Content string `json:"content"`
		} `json:"message"`
		FinishReason string `json:"finish_reason"`
	} `json:"choices"`
	Usage struct {
		CompletionTokens int `json:"completion_tokens"`
	} `json:"usage"`
}

// chat asks for one completion, constrained by schema where the server
// supports a JSON-schema response format. The first refusal of one
// returns errNoSchema, for the planner to ask under the command contract.
func (o *openAI) chat(ctx context.Context, model string, messages []api.Message, schema json.RawMessage, numPredict int) (string, int, error) {
	type message struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	}
	msgs := make([]message, len(messages))
	for i, m := range messages {
		msgs[i] = message{m.Role, m.Content}
	}
	body := map[string]any{"model": model, "messages": msgs, "temperature": 0, "max_tokens": numPredict, "stream": false}
	if schema != nil && !o.refusesSchema() {
		body["response_format"] = map[string]any{"type": "json_schema",
			"json_schema": map[string]any{"name": "reply", "schema": json.RawMessage(schema)}}
	}
	data, err := o.do(ctx, "POST", "/chat/completions", body, maxReply*2)
	var status api.StatusError
	if body["response_format"] != nil && errors.As(err, &status) && status.StatusCode == http.StatusBadRequest && refusesFormat(status.ErrorMessage) {
		o.mu.Lock()
		o.noSchema = true
		o.mu.Unlock()
		return "", 0, errNoSchema
	}
	if err != nil {
		return "", 0, err
	}
	var r openAIReply
	if err := json.Unmarshal(data, &r); err != nil {
		return "", 0, err
	}
	tokens := r.Usage.CompletionTokens
	if len(r.Choices) == 0 {
		return "", tokens, errors.New("empty reply")
	}
	if r.Choices[0].FinishReason == "length" {
		return "", tokens, lengthError{tokens: tokens, cap: numPredict}
	}
	text := strings.TrimSpace(r.Choices[0].Message.Content)
	if text == "" {
		return "", tokens, errors.New("empty reply")
	}
	return text, tokens, nil
}

// refusesFormat reports a 400 about the response format, the way servers
// say they do not support one.
func refusesFormat(msg string) bool {
	m := strings.ToLower(msg)
	return strings.Contains(m, "response_format") || strings.Contains(m, "json_schema") || strings.Contains(m, "json_object")
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
	answer := &Answer{Model: model, Text: choice.Message.Content, CutOff: choice.FinishReason == "length"}
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
		if answer.CutOff {
			return nil, lengthError{tokens: r.Usage.CompletionTokens, cap: numPredict}
		}
		return nil, errors.New("empty reply")
	}
	if onText != nil && answer.Text != "" {
		onText(answer.Text)
	}
	return answer, nil
}
