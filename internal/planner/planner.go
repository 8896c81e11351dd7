// Package planner answers natural-language requests with a local model
// through Ollama or an OpenAI-compatible server (one provider interface).
// It is the only package that imports the Ollama client. It decides what
// the model is asked (the prompt, and the reply schema built from the
// declarations) and whether a reply keeps the contract (one repair
// round); it may not decide whether a command is accepted or runs.
//
// Everything the model says is untrusted: the reply must match the strict
// proposal contract, and what it proposes is read by the family's
// declaration and validated by the rest of the lifecycle like anything
// else.
package planner

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/oterminus/oterminus/internal/advice"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/safefile"
)

// Config configures the planner.
type Config struct {
	// Host is the configured server; "" uses OLLAMA_HOST, then the default.
	Host       string
	OllamaHost string // the OLLAMA_HOST environment variable
	// Model is the configured model; "" picks an installed one (see
	// ChooseModel).
	Model     string
	Timeout   time.Duration
	KeepAlive time.Duration
	Registry  *registry.Registry
	// ChoiceFile remembers the model chosen when none is configured, so
	// each request need not list the installed models; "" disables it.
	ChoiceFile string
	// NumPredict caps the tokens of a reply; 0 means DefaultNumPredict.
	// A reply cut off at the cap is asked for once more with twice the cap.
	NumPredict int
	// Provider is ProviderOllama ("" too) or ProviderOpenAI: any
	// OpenAI-compatible chat-completions server at BaseURL (e.g.
	// http://127.0.0.1:8080/v1), sent APIKey when it is not "".
	Provider string
	BaseURL  string
	APIKey   string
	// Contract is ContractStructured ("" too) or ContractCommand. An
	// OpenAI-compatible server that refuses a JSON-schema response
	// format is always asked under ContractCommand.
	Contract string
	// Reader is how a command line the model writes is read under
	// ContractCommand, as the person's shell would read it (the request's
	// Dir when Reader.Dir is empty), except that variables and ~user are
	// never expanded in a model's line.
	Reader reader.Env
}

// ChoiceTTL is how long a chosen model is remembered.
const ChoiceTTL = 10 * time.Minute

// DefaultNumPredict caps what the model may generate: a lean proposal
// takes 40-100 tokens, so 512 leaves room and stops a model that rambles.
const DefaultNumPredict = 512

// MaxTokens is the default cap, under its old name.
const MaxTokens = DefaultNumPredict

// maxNumPredict bounds the cap of the one retry after a truncated reply.
const maxNumPredict = 8192

// maxReply bounds the bytes read from a reply.
const maxReply = 64 << 10

// Planner talks to one model server: Ollama or an OpenAI-compatible one.
type Planner struct {
	cfg  Config
	base *url.URL
	prov provider
	// tokens counts the tokens of every reply received (eval_count), for
	// eval --live to report per request.
	tokens *atomic.Int64
}

// ReplyTokens is the number of reply tokens the server reported so far,
// over every request this planner (and its WithContract copies) sent.
func (p *Planner) ReplyTokens() int64 { return p.tokens.Load() }

// WithContract is the same planner asking under another reply contract;
// it shares the server, the client and the token count.
func (p *Planner) WithContract(contract string) *Planner {
	q := *p
	q.cfg.Contract = contract
	return &q
}

// New validates the host and builds a client with its own HTTP client:
// the library's default has no timeout, so every call here carries the
// context's deadline, and connecting gives up after a few seconds.
func New(cfg Config) (*Planner, error) {
	switch cfg.Contract {
	case "", ContractStructured, ContractCommand:
	default:
		return nil, &Error{Kind: KindSetup, Msg: fmt.Sprintf("reply contract %q is not structured or command", cfg.Contract),
			Advice: "oterminus config set reply_contract structured"}
	}
	switch cfg.Provider {
	case "", ProviderOllama:
	case ProviderOpenAI:
		base, err := parseBaseURL(cfg.BaseURL)
		if err != nil {
			return nil, &Error{Kind: KindSetup, Msg: fmt.Sprintf("openai.base_url %q: %v", cfg.BaseURL, err),
				Advice: "set the server's OpenAI API address, e.g. 'oterminus config set openai.base_url http://127.0.0.1:8080/v1'"}
		}
		return &Planner{cfg: cfg, base: base, prov: newOpenAI(base, cfg.APIKey, plannerHTTPClient()), tokens: new(atomic.Int64)}, nil
	default:
		return nil, &Error{Kind: KindSetup, Msg: fmt.Sprintf("provider %q is not ollama or openai", cfg.Provider),
			Advice: "oterminus config set provider ollama"}
	}
	raw, source := cfg.Host, "ollama_host"
	if raw == "" {
		raw, source = cfg.OllamaHost, "OLLAMA_HOST"
	}
	base, err := ParseHost(raw)
	if err != nil {
		return nil, &Error{Kind: KindSetup, Msg: fmt.Sprintf("%s %q: %v", source, raw, err),
			Advice: "use host:port or a URL, e.g. 127.0.0.1:11434 or http://gpu-box:11434"}
	}
	prov := &ollama{client: api.NewClient(base, plannerHTTPClient()), keepAlive: keepAlive(cfg.KeepAlive)}
	return &Planner{cfg: cfg, base: base, prov: prov, tokens: new(atomic.Int64)}, nil
}

// plannerHTTPClient is the one place the planner's HTTP client is built:
// dial timeouts here; capped bodies and no redirects in newHTTPClient.
func plannerHTTPClient() *http.Client {
	transport := http.DefaultTransport.(*http.Transport).Clone()
	transport.DialContext = (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext
	return newHTTPClient(transport)
}

// numPredict is the configured token cap.
func (p *Planner) numPredict() int {
	if p.cfg.NumPredict > 0 {
		return p.cfg.NumPredict
	}
	return DefaultNumPredict
}

// Host is the server address in use.
func (p *Planner) Host() string { return p.base.String() }

// Provider is ProviderOllama or ProviderOpenAI.
func (p *Planner) Provider() string { return p.prov.words().provider }

// ServerName names the kind of server in messages.
func (p *Planner) ServerName() string { return p.prov.words().name }

// parseBaseURL reads an OpenAI-compatible base URL: http or https, a
// host, and usually a path such as /v1.
func parseBaseURL(raw string) (*url.URL, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return nil, errors.New("no base URL is configured")
	}
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fmt.Errorf("scheme %q is not http or https", u.Scheme)
	}
	if u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return nil, errors.New("want http(s)://host[:port]/path, without credentials or query")
	}
	u.Path = strings.TrimSuffix(u.Path, "/")
	return u, nil
}

// ParseHost reads OLLAMA_HOST the way Ollama does: a bare host gets the
// default port 11434, a scheme without a port gets 80 or 443, a path is
// kept. Unlike Ollama, a bad port is an error rather than a silent default.
func ParseHost(raw string) (*url.URL, error) {
	raw = strings.Trim(strings.TrimSpace(raw), `"'`)
	if raw == "" {
		raw = "127.0.0.1"
	}
	scheme, rest, hasScheme := strings.Cut(raw, "://")
	defaultPort := "11434"
	switch {
	case !hasScheme:
		scheme, rest = "http", raw
	case scheme == "http":
		defaultPort = "80"
	case scheme == "https":
		defaultPort = "443"
	default:
		return nil, fmt.Errorf("scheme %q is not http or https", scheme)
	}
	hostport, path, _ := strings.Cut(rest, "/")
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		host, port = strings.Trim(hostport, "[]"), defaultPort
	}
	if host == "" {
		return nil, errors.New("no host name")
	}
	if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
		return nil, fmt.Errorf("port %q is not a number from 1 to 65535", port)
	}
	u := &url.URL{Scheme: scheme, Host: net.JoinHostPort(host, port)}
	if path != "" {
		u.Path = "/" + strings.TrimSuffix(path, "/")
	}
	return u, nil
}

// Plan asks the model for a proposal.
func (p *Planner) Plan(ctx context.Context, req request.Task) (*request.Plan, error) {
	ctx, cancel := p.deadline(ctx)
	defer cancel()
	model, chosen, err := p.model(ctx)
	if err != nil {
		return nil, err
	}
	plan, err := p.plan(ctx, req, model, chosen)
	var pe *Error
	if chosen && errors.As(err, &pe) && pe.Kind == KindNoModel && p.forgetChoice() {
		// The remembered model is gone: choose again, once.
		if model, chosen, err = p.model(ctx); err != nil {
			return nil, err
		}
		return p.plan(ctx, req, model, chosen)
	}
	return plan, err
}

func (p *Planner) plan(ctx context.Context, req request.Task, model string, chosen bool) (*request.Plan, error) {
	plan := &request.Plan{Model: model, ModelChosen: chosen}
	if p.contract() == ContractCommand {
		return p.planCommand(ctx, req, plan)
	}
	families := p.cfg.Registry.Enabled(req.Scope)
	messages := []api.Message{
		{Role: "system", Content: SystemPrompt(families)},
		{Role: "user", Content: UserPrompt(req)},
	}
	schema := schemaFor(families)
	reply, err := p.ask(ctx, model, messages, schema)
	if errors.Is(err, errNoSchema) {
		return p.planCommand(ctx, req, plan)
	}
	if err != nil {
		return plan, p.classify(ctx, model, err)
	}
	return p.repair(ctx, plan, messages, reply, p.structuredReading(schema))
}

// wrapped names a common way small models break the contract.
func wrapped(reply string) string {
	t := strings.TrimSpace(reply)
	switch {
	case strings.HasPrefix(t, "```"):
		return " (it wrapped the JSON in a code fence)"
	case t != "" && !strings.HasPrefix(t, "{") && strings.Contains(t, "{"):
		return " (it wrapped the JSON in prose)"
	}
	return ""
}

func (p *Planner) deadline(ctx context.Context) (context.Context, context.CancelFunc) {
	if p.cfg.Timeout <= 0 {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, p.cfg.Timeout)
}

// errIncomplete marks a stream that ended without its final chunk.
var errIncomplete error = advice.Const("the reply ended before it was complete")

// lengthError is a reply cut off at the token cap (done_reason "length").
type lengthError struct{ tokens, cap int }

func (e lengthError) Error() string {
	return fmt.Sprintf("the model ran out of tokens (num_predict=%d)", e.cap)
}

// ask sends one request with the configured token cap; a reply cut off
// at the cap is asked for once more with twice the cap, because a JSON
// reply cut short can never be parsed.
func (p *Planner) ask(ctx context.Context, model string, messages []api.Message, schema json.RawMessage) (string, error) {
	limit := p.numPredict()
	reply, err := p.chat(ctx, model, messages, schema, limit)
	var length lengthError
	if errors.As(err, &length) && limit < maxNumPredict {
		reply, err = p.chat(ctx, model, messages, schema, min(2*limit, maxNumPredict))
	}
	return reply, err
}

// chat sends one request through the provider and counts the reply's
// tokens.
func (p *Planner) chat(ctx context.Context, model string, messages []api.Message, schema json.RawMessage, numPredict int) (string, error) {
	reply, tokens, err := p.prov.chat(ctx, model, messages, schema, numPredict)
	p.tokens.Add(int64(tokens))
	return reply, err
}

// keepAlive is the configured keep_alive as the Ollama library sends it.
func keepAlive(d time.Duration) time.Duration {
	if d < 0 {
		return -1 // keep loaded; the library sends -1
	}
	return d
}

// Warm loads the model and keeps it loaded for keep_alive, so the next
// request does not pay for loading it.
func (p *Planner) Warm(ctx context.Context) (string, error) {
	ctx, cancel := p.deadline(ctx)
	defer cancel()
	model, _, err := p.model(ctx)
	if err != nil {
		return "", err
	}
	err = p.prov.warm(ctx, model)
	if errors.Is(err, errLoadsItself) {
		// Check only that the server answers with its models.
		_, err = p.InstalledModels(ctx)
		return model, err
	}
	if err != nil {
		return model, p.classify(ctx, model, err)
	}
	return model, nil
}

// model returns the configured model, or chooses an installed one.
func (p *Planner) model(ctx context.Context) (string, bool, error) {
	if p.cfg.Model != "" {
		return p.cfg.Model, false, nil
	}
	if model := p.rememberedChoice(); model != "" {
		return model, true, nil
	}
	model, _, err := p.AutoModel(ctx)
	if err != nil {
		return "", false, err
	}
	p.rememberChoice(model)
	return model, true, nil
}

// AutoModel is the automatic model choice, the one function both
// requests and doctor use: it lists the installed models and picks one
// with ChooseModel, leaving out embedding models. It also returns every
// installed model's name.
func (p *Planner) AutoModel(ctx context.Context) (string, []string, error) {
	all, chat, err := p.prov.models(ctx)
	if err != nil {
		return "", nil, p.classify(ctx, "", err)
	}
	model := ChooseModel(chat)
	if model == "" {
		words := p.prov.words()
		return "", all, &Error{Kind: KindNoModel, Msg: fmt.Sprintf(words.noChatModel, p.Host()), Advice: words.noChatModelAdvice}
	}
	return model, all, nil
}

type choice struct {
	Host   string    `json:"host"`
	Model  string    `json:"model"`
	Chosen time.Time `json:"chosen"`
}

func (p *Planner) rememberedChoice() string {
	if p.cfg.ChoiceFile == "" {
		return ""
	}
	data, err := safefile.ReadPrivate(p.cfg.ChoiceFile, 4<<10)
	var c choice
	if err != nil || json.Unmarshal(data, &c) != nil || c.Host != p.Host() || time.Since(c.Chosen) > ChoiceTTL || time.Since(c.Chosen) < 0 {
		return ""
	}
	return c.Model
}

// rememberChoice is best effort: without it, the next request lists again.
func (p *Planner) rememberChoice(model string) {
	if p.cfg.ChoiceFile == "" {
		return
	}
	data, _ := json.Marshal(choice{Host: p.Host(), Model: model, Chosen: time.Now()})
	_ = safefile.WritePrivate(p.cfg.ChoiceFile, data)
}

// forgetChoice drops a remembered model; it reports whether there was one.
func (p *Planner) forgetChoice() bool {
	return p.cfg.ChoiceFile != "" && os.Remove(p.cfg.ChoiceFile) == nil
}

// Preferred are model families that follow a JSON contract well at small
// sizes, best first.
var Preferred = []string{"qwen2.5-coder", "qwen2.5", "qwen3", "llama3.2", "llama3.1", "phi4-mini", "gemma3", "mistral"}

// ChooseModel picks the model used when none is configured: the first
// installed model (in Ollama's order, newest first) whose name is one of
// Preferred, trying the preferences in order; otherwise the newest
// installed model that is not an embedding model.
func ChooseModel(installed []string) string {
	var chat []string
	for _, name := range installed {
		if !strings.Contains(strings.ToLower(name), "embed") {
			chat = append(chat, name)
		}
	}
	for _, family := range Preferred {
		for _, name := range chat {
			base, _, _ := strings.Cut(strings.ToLower(name), ":")
			if base == family || strings.HasSuffix(base, "/"+family) {
				return name
			}
		}
	}
	if len(chat) > 0 {
		return chat[0]
	}
	return ""
}

// classify turns a client error into one a person can act on. It relies on
// the client's error types, not on message text, except where Ollama gives
// nothing else: a 404 means "model not found" only when its message says so,
// because a wrong base path is a 404 too.
func (p *Planner) classify(ctx context.Context, model string, err error) error {
	var (
		status   api.StatusError
		auth     api.AuthorizationError
		op       *net.OpError
		length   lengthError
		redirect *redirectError
	)
	host := p.Host()
	words := p.prov.words()
	if e := notOllama(host, words.kind, words.hintHost, err); e != nil {
		e.Model = model
		return e
	}
	if errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE) {
		// A server that is no plain-HTTP Ollama (an HTTPS port) may close
		// the connection while the request's body, the reply schema, is
		// still being written, before its answer can be read. A request
		// with no body reads the answer that says what it is.
		if _, probe := p.prov.version(ctx); probe != nil {
			if e := notOllama(host, words.kind, words.hintHost, probe); e != nil {
				e.Model = model
				return e
			}
		}
	}
	switch {
	case errors.Is(err, context.Canceled) || errors.Is(ctx.Err(), context.Canceled):
		return &Error{Kind: KindCancelled, Model: model, Msg: "cancelled", Err: context.Canceled}
	case errors.As(err, &redirect):
		return &Error{Kind: KindSetup, Model: model, Msg: fmt.Sprintf("%s at %s redirected to %s; oterminus follows no redirect", words.name, host, redirect.to),
			Advice: words.redirectAdvice}
	case errors.Is(err, errBodyTooLarge):
		return &Error{Kind: KindServer, Model: model, Msg: fmt.Sprintf("Ollama at %s sent more than %d MiB, so oterminus stopped reading", host, maxBody>>20),
			Advice: "check that OLLAMA_HOST points at an Ollama server"}
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(ctx.Err(), context.DeadlineExceeded):
		return &Error{Kind: KindTimeout, Model: model,
			Msg:    fmt.Sprintf("model %s did not answer within %s", cmp.Or(model, "(none)"), seconds(p.cfg.Timeout)),
			Advice: "the first request after a while loads the model: run 'oterminus warm', raise timeout_seconds, or use a smaller model"}
	case errors.As(err, &op) && op.Op == "dial":
		return &Error{Kind: KindUnreachable, Model: model, Msg: "cannot reach " + words.name + " at " + host, Advice: words.unreachableAdvice}
	case errors.As(err, &status) && status.StatusCode == http.StatusNotFound && isModelNotFound(status.ErrorMessage):
		return &Error{Kind: KindNoModel, Model: model, Msg: fmt.Sprintf("model %s is not installed in %s at %s", model, words.name, host),
			Advice: fmt.Sprintf("run 'ollama pull %s', or choose an installed model with 'oterminus config set model NAME'", model)}
	case errors.As(err, &status) && status.StatusCode == http.StatusNotFound:
		return &Error{Kind: KindSetup, Model: model, Msg: fmt.Sprintf("%s does not answer like an Ollama server (404: %s)", host, oneLine(status.ErrorMessage)),
			Advice: "check OLLAMA_HOST: it should be the server's address without a path, e.g. 127.0.0.1:11434"}
	case errors.As(err, &auth):
		return &Error{Kind: KindSetup, Model: model, Msg: fmt.Sprintf("Ollama at %s refused the request (%d unauthorized)", host, auth.StatusCode),
			Advice: "this server needs authentication; point OLLAMA_HOST at your own server"}
	case errors.As(err, &status) && status.StatusCode == http.StatusServiceUnavailable:
		return &Error{Kind: KindServer, Model: model, Server: words.reported, Msg: "busy: " + oneLine(status.ErrorMessage), Advice: "try again in a moment"}
	case errors.As(err, &status) && words.keyAdvice != "" && (status.StatusCode == http.StatusUnauthorized || status.StatusCode == http.StatusForbidden):
		return &Error{Kind: KindSetup, Model: model, Msg: fmt.Sprintf("%s at %s refused the request (%d: %s)", words.name, host, status.StatusCode, oneLine(status.ErrorMessage)),
			Advice: words.keyAdvice}
	case errors.As(err, &status):
		return &Error{Kind: KindServer, Model: model, Server: words.reported, Msg: fmt.Sprintf("status %d: %s", status.StatusCode, oneLine(status.ErrorMessage)),
			Advice: serverLogAdvice(status.ErrorMessage)}
	case errors.As(err, &length):
		return &Error{Kind: KindReply, Model: model, Msg: fmt.Sprintf("the model %s ran out of tokens (num_predict=%d): its reply was cut off after %d tokens", model, length.cap, length.tokens),
			Advice: fmt.Sprintf("raise the cap with 'oterminus config set num_predict %d' (or OTERMINUS_NUM_PREDICT), or choose a model that follows the JSON contract better", min(2*length.cap, maxNumPredict))}
	case errors.Is(err, errIncomplete) || errors.Is(err, io.ErrUnexpectedEOF):
		return &Error{Kind: KindReply, Model: model, Msg: "the connection to Ollama ended before the reply was complete",
			Advice: "check that the Ollama server is still running ('ollama ps')"}
	case err.Error() == "empty reply":
		return &Error{Kind: KindReply, Model: model, Msg: fmt.Sprintf("model %s returned an empty reply", model),
			Advice: "try again, or choose another model with 'oterminus config set model NAME'"}
	}
	// What remains is an {"error": ...} line sent mid-stream (the runner
	// failed while answering), which the client returns as a plain error.
	return &Error{Kind: KindServer, Model: model, Server: words.reported, Msg: "failed while answering: " + oneLine(err.Error()), Advice: serverLogAdvice(err.Error())}
}

// serverLogAdvice points at the server's log, and mentions memory only
// when the failure says the runner was killed or ran out of it.
func serverLogAdvice(msg string) string {
	lower := strings.ToLower(msg)
	if strings.Contains(lower, "memory") || strings.Contains(lower, "signal: killed") || strings.Contains(lower, "oom") {
		return "check the Ollama server's log; the model may have run out of memory: try a smaller model"
	}
	return "check the Ollama server's log ('journalctl -u ollama' or the terminal running 'ollama serve')"
}

// notOllama recognises an answer that did not come from an Ollama server
// at all: a web page, a server that implements no such route, or the
// wrong scheme for the port. It returns nil for anything else.
func notOllama(host, what, hintHost string, err error) *Error {
	var (
		status api.StatusError
		syntax *json.SyntaxError
	)
	text := err.Error()
	switch {
	case strings.Contains(text, "HTTP request to an HTTPS server") || strings.Contains(text, "malformed HTTP response") ||
		(errors.As(err, &status) && strings.Contains(status.ErrorMessage, "HTTP request to an HTTPS server")):
		return &Error{Kind: KindSetup, Msg: fmt.Sprintf("%s speaks HTTPS, but oterminus used plain HTTP", host),
			Advice: "write the address with https://, e.g. https://" + strings.TrimPrefix(host, "http://")}
	case strings.Contains(text, "server gave HTTP response to HTTPS client") || strings.Contains(text, "first record does not look like a TLS handshake"):
		return &Error{Kind: KindSetup, Msg: fmt.Sprintf("%s speaks plain HTTP, but oterminus used HTTPS", host),
			Advice: "write the address with http://, e.g. http://" + strings.TrimPrefix(host, "https://")}
	case errors.As(err, &status) && looksHTML(status.ErrorMessage):
		return &Error{Kind: KindSetup, Msg: fmt.Sprintf("%s answered %d with a web page%s, not like %s", host, status.StatusCode, pageTitle(status.ErrorMessage), what),
			Advice: hintHost}
	case errors.As(err, &status) && status.StatusCode == http.StatusNotImplemented:
		return &Error{Kind: KindSetup, Msg: fmt.Sprintf("%s answered 501 Not Implemented: it is not %s (%s)", host, what, oneLine(status.ErrorMessage)),
			Advice: hintHost}
	case looksHTML(text) || strings.Contains(text, "invalid character '<' looking for beginning of value"):
		return &Error{Kind: KindSetup, Msg: fmt.Sprintf("%s answered with a web page, not like %s", host, what),
			Advice: hintHost}
	case errors.As(err, &syntax):
		return &Error{Kind: KindSetup, Msg: fmt.Sprintf("%s answered with something that is not JSON (%s), not like %s", host, oneLine(text), what),
			Advice: hintHost}
	}
	return nil
}

// looksHTML reports a body that is a web page.
func looksHTML(body string) bool {
	t := strings.ToLower(strings.TrimSpace(body))
	return strings.HasPrefix(t, "<!doctype") || strings.HasPrefix(t, "<html") || strings.HasPrefix(t, "<?xml") || strings.Contains(t, "<body") || strings.Contains(t, "</html>")
}

// pageTitle is ` ("Title")` of a web page, bounded, or "".
func pageTitle(page string) string {
	lower := strings.ToLower(page)
	i := strings.Index(lower, "<title>")
	j := strings.Index(lower, "</title>")
	if i < 0 || j < i {
		return ""
	}
	return fmt.Sprintf(" (%q)", clip(oneLine(page[i+len("<title>"):j]), 80))
}

// oneLine makes a server's text fit one line of an error message: runs
// of white space become one space, and the rest is escaped and bounded.
func oneLine(s string) string {
	return serverText(strings.Join(strings.Fields(s), " "))
}

func seconds(d time.Duration) string {
	if n := int(d.Seconds()); n != 1 {
		return fmt.Sprintf("%d seconds", n)
	}
	return "1 second"
}

func isModelNotFound(msg string) bool {
	return strings.HasPrefix(msg, "model ") && strings.Contains(msg, "not found")
}

// ServerVersion asks the server for its version.
func (p *Planner) ServerVersion(ctx context.Context) (string, error) {
	v, err := p.prov.version(ctx)
	if err != nil {
		return "", p.classify(ctx, "", err)
	}
	return v, nil
}

// InstalledModels lists the chat and embedding models the server has.
func (p *Planner) InstalledModels(ctx context.Context) ([]string, error) {
	all, _, err := p.prov.models(ctx)
	if err != nil {
		return nil, p.classify(ctx, "", err)
	}
	return all, nil
}

// SameModel compares model names as the server does: case-insensitively,
// with ":latest" implied.
func SameModel(a, b string) bool {
	tag := func(s string) string {
		if strings.Contains(s, ":") {
			return strings.ToLower(s)
		}
		return strings.ToLower(s) + ":latest"
	}
	return tag(a) == tag(b)
}

// OnThisMachine reports whether the server is on this machine, so that
// nothing sent to it leaves the machine: localhost, a loopback or
// unspecified address, an address of one of this machine's interfaces,
// or a name every address of which is one of those. A name that does not
// resolve within a second counts as elsewhere.
func (p *Planner) OnThisMachine(ctx context.Context) bool {
	return onThisMachine(ctx, p.base.Hostname())
}

func onThisMachine(ctx context.Context, host string) bool {
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true
	}
	var ips []net.IP
	if ip := net.ParseIP(host); ip != nil {
		ips = []net.IP{ip}
	} else {
		ctx, cancel := context.WithTimeout(ctx, time.Second)
		defer cancel()
		addrs, err := net.DefaultResolver.LookupIPAddr(ctx, host)
		if err != nil || len(addrs) == 0 {
			return false
		}
		for _, a := range addrs {
			ips = append(ips, a.IP)
		}
	}
	own, _ := net.InterfaceAddrs()
	for _, ip := range ips {
		if ip.IsLoopback() || ip.IsUnspecified() {
			continue
		}
		if !slices.ContainsFunc(own, func(a net.Addr) bool {
			n, ok := a.(*net.IPNet)
			return ok && n.IP.Equal(ip)
		}) {
			return false
		}
	}
	return true
}

// NotOnThisMachine is the one line that says the server is elsewhere.
func (p *Planner) NotOnThisMachine() string {
	return fmt.Sprintf("the model server %s is not on this machine: what is sent to it leaves this machine", p.Host())
}
