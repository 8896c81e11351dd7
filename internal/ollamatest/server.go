// Package ollamatest is a fake Ollama server for tests and benchmarks. It
// answers with the real server's wire shapes (recorded against Ollama
// v0.17.4, see ollama-facts.md): the same routes, status codes, error
// bodies, content types and NDJSON streaming, so the real client library
// sees no difference. Replies are scripted one per chat request, with
// knobs for latency, truncation, mid-stream errors and dropped
// connections, and every request is recorded.
package ollamatest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"
)

// Reply is one scripted answer to a chat request with messages.
type Reply struct {
	// Content is the assistant's text; Proposal is a shorthand whose JSON
	// encoding becomes the content.
	Content  string          `json:"content,omitempty"`
	Proposal json.RawMessage `json:"proposal,omitempty"`
	// DelayMS waits before the first chunk (model latency).
	DelayMS int `json:"delay_ms,omitempty"`
	// DoneReason overrides "stop" ("length" simulates num_predict).
	DoneReason string `json:"done_reason,omitempty"`
	// Error is sent as an {"error": ...} line after the first chunk, as
	// the real server does when its runner fails mid-answer.
	Error string `json:"error,omitempty"`
	// Drop closes the connection after the first chunk, without done.
	Drop bool `json:"drop,omitempty"`
	// Status and Body answer with an HTTP error instead.
	Status int    `json:"status,omitempty"`
	Body   string `json:"body,omitempty"`
	// ToolCalls are sent after the content, in one chunk before the
	// final one, as the real server streams them. The model must have
	// the tools capability.
	ToolCalls []ToolCall `json:"tool_calls,omitempty"`
}

// ToolCall is one scripted tool call: a function name and its arguments
// as a JSON object.
type ToolCall struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

func (r Reply) text() string {
	if len(r.Proposal) > 0 {
		return string(r.Proposal)
	}
	return r.Content
}

// Model is an installed model.
type Model struct {
	Name     string
	Thinking bool // has the "thinking" capability
	Tools    bool // has the "tools" capability
	Modified time.Time
}

// Server is the fake. Create it with New and serve it with httptest or
// Listen.
type Server struct {
	Version    string
	Models     []Model
	ChunkRunes int           // runes per streamed chunk (a "token")
	ChunkDelay time.Duration // pause between chunks
	// NoJSONSchema makes /v1/chat/completions refuse a json_schema
	// response_format with a 400, as some OpenAI-compatible servers do.
	NoJSONSchema bool

	mu       sync.Mutex
	replies  []Reply
	requests []Request
	answers  []time.Duration // how long each chat answer took, request to last byte
	record   io.Writer       // when set, each request body is appended as a line
	loaded   map[string]bool
}

// Request is one recorded request.
type Request struct {
	Method, Path string
	Header       http.Header
	Body         []byte
}

// New returns a fake with the given installed models.
func New(models ...string) *Server {
	s := &Server{Version: "0.17.4", ChunkRunes: 8, loaded: map[string]bool{}}
	now := time.Now()
	for i, m := range models {
		s.Models = append(s.Models, Model{Name: m, Modified: now.Add(-time.Duration(i) * time.Hour)})
	}
	return s
}

// Script appends replies to the queue.
func (s *Server) Script(replies ...Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.replies = append(s.replies, replies...)
}

// RecordTo appends each request's body to w, one per line.
func (s *Server) RecordTo(w io.Writer) { s.record = w }

// AnswerTimes returns how long each answered chat request took, from its
// arrival to the last byte written: the model's answer time as the client
// sees it, including the fake's own work and timer slack.
func (s *Server) AnswerTimes() []time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]time.Duration(nil), s.answers...)
}

// Requests returns the recorded requests.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// LoadReplies reads a replies file: one JSON Reply per line; blank lines
// and lines starting with # are skipped.
func LoadReplies(path string) ([]Reply, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var replies []Reply
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var r Reply
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, i+1, err)
		}
		replies = append(replies, r)
	}
	return replies, nil
}

// ServeHTTP routes like the real server (gin): unknown paths are a
// text/plain 404, wrong methods a text/plain 405.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	s.mu.Lock()
	s.requests = append(s.requests, Request{Method: r.Method, Path: r.URL.Path, Header: r.Header.Clone(), Body: body})
	if s.record != nil && len(body) > 0 {
		s.record.Write(append(bytes.TrimSpace(body), '\n'))
	}
	s.mu.Unlock()

	routes := map[string]map[string]func(http.ResponseWriter, *http.Request, []byte){
		"/":            {"GET": s.root, "HEAD": s.root},
		"/api/version": {"GET": s.version, "HEAD": s.version},
		"/api/tags":    {"GET": s.tags, "HEAD": s.tags},
		"/api/ps":      {"GET": s.ps},
		"/api/show":    {"POST": s.show},
		"/api/chat":    {"POST": s.chat},
		// The OpenAI-compatible API, which Ollama serves too.
		"/v1/models":           {"GET": s.openaiModels},
		"/v1/chat/completions": {"POST": s.openaiChat},
	}
	methods, ok := routes[r.URL.Path]
	if !ok {
		plain(w, http.StatusNotFound, "404 page not found")
		return
	}
	handler, ok := methods[r.Method]
	if !ok {
		plain(w, http.StatusMethodNotAllowed, "405 method not allowed")
		return
	}
	handler(w, r, body)
}

func plain(w http.ResponseWriter, status int, text string) {
	w.Header().Set("Content-Type", "text/plain")
	w.WriteHeader(status)
	io.WriteString(w, text)
}

// writeJSON answers like gin's c.JSON: HTML-escaped, with a charset.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	data, _ := json.Marshal(v)
	w.Write(data)
}

func apiError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}

func (s *Server) root(w http.ResponseWriter, _ *http.Request, _ []byte) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	io.WriteString(w, "Ollama is running")
}

func (s *Server) version(w http.ResponseWriter, _ *http.Request, _ []byte) {
	writeJSON(w, http.StatusOK, map[string]string{"version": s.Version})
}

type details struct {
	ParentModel       string   `json:"parent_model"`
	Format            string   `json:"format"`
	Family            string   `json:"family"`
	Families          []string `json:"families"`
	ParameterSize     string   `json:"parameter_size"`
	QuantizationLevel string   `json:"quantization_level"`
}

var modelDetails = details{Format: "gguf", Family: "qwen2", Families: []string{"qwen2"}, ParameterSize: "1.5B", QuantizationLevel: "Q4_K_M"}

// tagged gives a name with its explicit tag, as /api/tags lists it.
func tagged(name string) string {
	if strings.Contains(name, ":") {
		return name
	}
	return name + ":latest"
}

func (s *Server) tags(w http.ResponseWriter, _ *http.Request, _ []byte) {
	type item struct {
		Name       string    `json:"name"`
		Model      string    `json:"model"`
		ModifiedAt time.Time `json:"modified_at"`
		Size       int64     `json:"size"`
		Digest     string    `json:"digest"`
		Details    details   `json:"details"`
	}
	list := []item{}
	for _, m := range s.Models {
		list = append(list, item{Name: tagged(m.Name), Model: tagged(m.Name), ModifiedAt: m.Modified,
			Size: 986061892, Digest: fmt.Sprintf("%064x", len(m.Name)), Details: modelDetails})
	}
	writeJSON(w, http.StatusOK, map[string]any{"models": list})
}

func (s *Server) ps(w http.ResponseWriter, _ *http.Request, _ []byte) {
	writeJSON(w, http.StatusOK, map[string]any{"models": []any{}})
}

// find looks a model up as the real server does: case-insensitively,
// with ":latest" implied.
func (s *Server) find(name string) (Model, bool) {
	for _, m := range s.Models {
		if strings.EqualFold(tagged(m.Name), tagged(name)) {
			return m, true
		}
	}
	return Model{}, false
}

func (s *Server) show(w http.ResponseWriter, _ *http.Request, body []byte) {
	var req struct {
		Model string `json:"model"`
		Name  string `json:"name"`
	}
	if len(body) == 0 {
		apiError(w, http.StatusBadRequest, "missing request body")
		return
	}
	if err := json.Unmarshal(body, &req); err != nil {
		apiError(w, http.StatusBadRequest, err.Error())
		return
	}
	name := req.Model
	if name == "" {
		name = req.Name
	}
	m, ok := s.find(name)
	if !ok {
		apiError(w, http.StatusNotFound, fmt.Sprintf("model '%s' not found", name))
		return
	}
	caps := []string{"completion"}
	if m.Thinking {
		caps = append(caps, "thinking")
	}
	if m.Tools {
		caps = append(caps, "tools")
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"modelfile": "FROM " + m.Name, "parameters": "", "template": "{{ .Prompt }}", "details": modelDetails,
		"model_info":   map[string]any{"general.architecture": "qwen2", "qwen2.context_length": 32768},
		"tensors":      []any{},
		"capabilities": caps, "modified_at": m.Modified,
	})
}

type chatRequest struct {
	Model     string            `json:"model"`
	Messages  []json.RawMessage `json:"messages"`
	Stream    *bool             `json:"stream"`
	Format    json.RawMessage   `json:"format"`
	KeepAlive json.RawMessage   `json:"keep_alive"`
	Think     json.RawMessage   `json:"think"`
	Tools     json.RawMessage   `json:"tools"`
	Options   map[string]any    `json:"options"`
}

// wireToolCall is a tool call as Ollama streams it.
type wireToolCall struct {
	ID       string `json:"id"`
	Function struct {
		Index     int             `json:"index"`
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	} `json:"function"`
}

func wireToolCalls(calls []ToolCall) []wireToolCall {
	var out []wireToolCall
	for i, c := range calls {
		var w wireToolCall
		w.ID = fmt.Sprintf("call_%d", i)
		w.Function.Index, w.Function.Name, w.Function.Arguments = i, c.Name, c.Arguments
		if len(w.Function.Arguments) == 0 {
			w.Function.Arguments = json.RawMessage("{}")
		}
		out = append(out, w)
	}
	return out
}

type chatChunk struct {
	Model     string    `json:"model"`
	CreatedAt time.Time `json:"created_at"`
	Message   struct {
		Role      string         `json:"role"`
		Content   string         `json:"content"`
		ToolCalls []wireToolCall `json:"tool_calls,omitempty"`
	} `json:"message"`
	Done               bool   `json:"done"`
	DoneReason         string `json:"done_reason,omitempty"`
	TotalDuration      int64  `json:"total_duration,omitempty"`
	LoadDuration       int64  `json:"load_duration,omitempty"`
	PromptEvalCount    int    `json:"prompt_eval_count,omitempty"`
	PromptEvalDuration int64  `json:"prompt_eval_duration,omitempty"`
	EvalCount          int    `json:"eval_count,omitempty"`
	EvalDuration       int64  `json:"eval_duration,omitempty"`
}

func (s *Server) chat(w http.ResponseWriter, r *http.Request, body []byte) {
	start := time.Now()
	defer func() {
		s.mu.Lock()
		s.answers = append(s.answers, time.Since(start))
		s.mu.Unlock()
	}()
	if len(body) == 0 {
		apiError(w, http.StatusBadRequest, "missing request body")
		return
	}
	var req chatRequest
	if err := json.Unmarshal(body, &req); err != nil {
		apiError(w, http.StatusBadRequest, err.Error())
		return
	}
	if req.Model == "" {
		apiError(w, http.StatusBadRequest, "model is required")
		return
	}
	m, ok := s.find(req.Model)
	if !ok {
		apiError(w, http.StatusNotFound, fmt.Sprintf("model '%s' not found", req.Model))
		return
	}
	if string(req.Think) == "true" && !m.Thinking {
		apiError(w, http.StatusBadRequest, fmt.Sprintf("%q does not support thinking", req.Model))
		return
	}
	if len(req.Tools) > 0 && string(req.Tools) != "null" && !m.Tools {
		apiError(w, http.StatusBadRequest, fmt.Sprintf("registry.ollama.ai/library/%s does not support tools", tagged(req.Model)))
		return
	}
	streaming := req.Stream == nil || *req.Stream
	if len(req.Messages) == 0 { // a load or unload request
		reason := "load"
		if strings.TrimSpace(string(req.KeepAlive)) == "0" || string(req.KeepAlive) == `"0s"` {
			reason = "unload"
		}
		s.mu.Lock()
		s.loaded[tagged(m.Name)] = reason == "load"
		s.mu.Unlock()
		writeJSON(w, http.StatusOK, chunk(req.Model, "", true, reason))
		return
	}
	if f := strings.TrimSpace(string(req.Format)); f != "" && f != "null" && f != `""` && f != `"json"` && !strings.HasPrefix(f, "{") {
		msg := fmt.Sprintf(`invalid format: %q; expected "json" or a valid JSON Schema object`, f)
		if streaming {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusInternalServerError)
			json.NewEncoder(w).Encode(map[string]string{"error": msg})
			return
		}
		apiError(w, http.StatusInternalServerError, msg)
		return
	}

	reply, ok := s.nextReply(m.Name)
	if !ok {
		apiError(w, http.StatusInternalServerError, "fakeollama: no scripted reply left")
		return
	}

	if reply.Status != 0 {
		writeJSON(w, reply.Status, json.RawMessage(reply.Body))
		return
	}
	// Like the real server, stop working when the client goes away.
	if !sleep(r, time.Duration(reply.DelayMS)*time.Millisecond) {
		return
	}
	pieces, reason := s.tokens(reply, req.Options)
	if !streaming {
		if reply.Drop {
			hijackClose(w)
			return
		}
		if reply.Error != "" {
			apiError(w, http.StatusInternalServerError, reply.Error)
			return
		}
		last := final(req.Model, strings.Join(pieces, ""), reason, len(pieces))
		last.Message.ToolCalls = wireToolCalls(reply.ToolCalls)
		writeJSON(w, http.StatusOK, last)
		return
	}
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.WriteHeader(http.StatusOK)
	enc := json.NewEncoder(w)
	flusher, _ := w.(http.Flusher)
	for i, piece := range pieces {
		enc.Encode(chunk(req.Model, piece, false, ""))
		if flusher != nil {
			flusher.Flush()
		}
		if i == 0 && reply.Error != "" {
			enc.Encode(map[string]string{"error": reply.Error})
			return
		}
		if i == 0 && reply.Drop {
			hijackClose(w)
			return
		}
		if !sleep(r, s.ChunkDelay) {
			return
		}
	}
	if len(reply.ToolCalls) > 0 {
		calls := chunk(req.Model, "", false, "")
		calls.Message.ToolCalls = wireToolCalls(reply.ToolCalls)
		enc.Encode(calls)
	}
	enc.Encode(final(req.Model, "", reason, len(pieces)))
}

// tokens splits the reply into chunks of ChunkRunes runes ("tokens") and
// applies num_predict the way the real server does: the reply stops there
// with done_reason "length".
func (s *Server) tokens(reply Reply, options map[string]any) ([]string, string) {
	runes := []rune(reply.text())
	pieces := []string{}
	for len(runes) > 0 {
		n := min(s.ChunkRunes, len(runes))
		pieces = append(pieces, string(runes[:n]))
		runes = runes[n:]
	}
	if len(pieces) == 0 {
		pieces = []string{""}
	}
	reason := "stop"
	if reply.DoneReason != "" {
		reason = reply.DoneReason
	}
	if limit, ok := options["num_predict"].(float64); ok && limit > 0 && len(pieces) > int(limit) {
		pieces, reason = pieces[:int(limit)], "length"
	}
	return pieces, reason
}

// sleep waits for d unless the client disconnects first.
func sleep(r *http.Request, d time.Duration) bool {
	if d <= 0 {
		return r.Context().Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-r.Context().Done():
		return false
	}
}

func chunk(model, content string, done bool, reason string) chatChunk {
	c := chatChunk{Model: model, CreatedAt: time.Now().UTC(), Done: done, DoneReason: reason}
	c.Message.Role = "assistant"
	c.Message.Content = content
	return c
}

func final(model, content, reason string, count int) chatChunk {
	c := chunk(model, content, true, reason)
	c.TotalDuration, c.LoadDuration = 22120121, 2014094
	c.PromptEvalCount, c.PromptEvalDuration = 420, 6178806
	c.EvalCount, c.EvalDuration = count, 12087277
	return c
}

// hijackClose drops the connection without finishing the response.
func hijackClose(w http.ResponseWriter) {
	if f, ok := w.(http.Flusher); ok {
		f.Flush()
	}
	if hj, ok := w.(http.Hijacker); ok {
		if conn, _, err := hj.Hijack(); err == nil {
			conn.Close()
		}
	}
}

// openaiError answers in the OpenAI error shape.
func openaiError(w http.ResponseWriter, status int, msg, typ string) {
	writeJSON(w, status, map[string]any{"error": map[string]any{"message": msg, "type": typ, "param": nil, "code": nil}})
}

func (s *Server) openaiModels(w http.ResponseWriter, _ *http.Request, _ []byte) {
	data := []map[string]any{}
	for _, m := range s.Models {
		data = append(data, map[string]any{"id": tagged(m.Name), "object": "model", "created": m.Modified.Unix(), "owned_by": "library"})
	}
	writeJSON(w, http.StatusOK, map[string]any{"object": "list", "data": data})
}

// openaiRequest is a chat-completions request.
type openaiRequest struct {
	Model          string            `json:"model"`
	Messages       []json.RawMessage `json:"messages"`
	MaxTokens      *int              `json:"max_tokens"`
	Stream         bool              `json:"stream"`
	ResponseFormat *struct {
		Type string `json:"type"`
	} `json:"response_format"`
	Tools json.RawMessage `json:"tools"`
}

// openaiChat answers /v1/chat/completions from the same scripted replies
// as /api/chat: max_tokens truncates with finish_reason "length".
func (s *Server) openaiChat(w http.ResponseWriter, r *http.Request, body []byte) {
	var req openaiRequest
	if err := json.Unmarshal(body, &req); err != nil {
		openaiError(w, http.StatusBadRequest, err.Error(), "invalid_request_error")
		return
	}
	if req.Stream {
		openaiError(w, http.StatusBadRequest, "fakeollama: streaming is not supported", "invalid_request_error")
		return
	}
	m, ok := s.find(req.Model)
	if !ok {
		openaiError(w, http.StatusNotFound, fmt.Sprintf("model %q not found, try pulling it first", req.Model), "api_error")
		return
	}
	if len(req.Tools) > 0 && string(req.Tools) != "null" && !m.Tools {
		openaiError(w, http.StatusBadRequest, fmt.Sprintf("registry.ollama.ai/library/%s does not support tools", tagged(req.Model)), "invalid_request_error")
		return
	}
	if f := req.ResponseFormat; f != nil {
		switch {
		case f.Type == "json_schema" && s.NoJSONSchema:
			openaiError(w, http.StatusBadRequest, "response_format type json_schema is not supported", "invalid_request_error")
			return
		case f.Type != "json_schema" && f.Type != "json_object" && f.Type != "text":
			openaiError(w, http.StatusBadRequest, "invalid response_format type "+f.Type, "invalid_request_error")
			return
		}
	}
	reply, ok := s.nextReply(m.Name)
	if !ok {
		openaiError(w, http.StatusInternalServerError, "fakeollama: no scripted reply left", "api_error")
		return
	}
	if reply.Status != 0 {
		writeJSON(w, reply.Status, json.RawMessage(reply.Body))
		return
	}
	if !sleep(r, time.Duration(reply.DelayMS)*time.Millisecond) {
		return
	}
	if reply.Drop {
		hijackClose(w)
		return
	}
	if reply.Error != "" {
		openaiError(w, http.StatusInternalServerError, reply.Error, "api_error")
		return
	}
	options := map[string]any{}
	if req.MaxTokens != nil {
		options["num_predict"] = float64(*req.MaxTokens)
	}
	pieces, reason := s.tokens(reply, options)
	message := map[string]any{"role": "assistant", "content": strings.Join(pieces, "")}
	if len(reply.ToolCalls) > 0 {
		// OpenAI sends a call's arguments as a JSON string.
		var calls []any
		for i, c := range reply.ToolCalls {
			args := string(c.Arguments)
			if args == "" {
				args = "{}"
			}
			calls = append(calls, map[string]any{"id": fmt.Sprintf("call_%d", i), "index": i, "type": "function",
				"function": map[string]any{"name": c.Name, "arguments": args}})
		}
		message["tool_calls"], reason = calls, "tool_calls"
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion", "created": time.Now().Unix(), "model": req.Model,
		"system_fingerprint": "fp_ollama",
		"choices":            []any{map[string]any{"index": 0, "message": message, "finish_reason": reason}},
		"usage":              map[string]any{"prompt_tokens": 420, "completion_tokens": len(pieces), "total_tokens": 420 + len(pieces)},
	})
}

// nextReply takes the next scripted reply, and marks the model loaded as
// answering loads it; ok is false when the script has run out.
func (s *Server) nextReply(model string) (reply Reply, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.replies) == 0 {
		return Reply{}, false
	}
	reply, s.replies = s.replies[0], s.replies[1:]
	s.loaded[tagged(model)] = true
	return reply, true
}
