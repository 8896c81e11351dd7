package planner

// The real-server suite: these tests run only when OTERMINUS_TEST_OLLAMA
// names a reachable Ollama server and a model, as host:port/model (e.g.
// 127.0.0.1:11434/qwen2.5-coder:1.5b; ../shared/tools/real-ollama.sh
// serves tiny random-weight models). Otherwise they are skipped, with
// the reason, never passed. Everything is checked on the wire, through a
// recording proxy between the planner and the server: the fake server
// applies no grammar, so only a real one shows what the schema does.
//
// OTERMINUS_TEST_OLLAMA_MEASURE=N also runs N planner requests and logs
// parse failures, mean reply tokens (eval_count) and planner latency.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/router"
	"github.com/oterminus/oterminus/internal/validate"
)

// exchange is one chat request and its answer, as seen on the wire.
type exchange struct {
	request map[string]any
	status  int
	answer  api.ChatResponse
}

// recorder is a reverse proxy that records chat exchanges.
type recorder struct {
	mu        sync.Mutex
	exchanges []exchange
}

func (r *recorder) chats() []exchange {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]exchange(nil), r.exchanges...)
}

// realServer returns a planner talking to the real server through a
// recording proxy, or skips the test.
func realServer(t *testing.T) (*Planner, *recorder) {
	t.Helper()
	spec := os.Getenv("OTERMINUS_TEST_OLLAMA")
	if spec == "" {
		t.Skip("OTERMINUS_TEST_OLLAMA is not set (host:port/model of a real Ollama server)")
	}
	rest := spec
	scheme := "http"
	if s, r, ok := strings.Cut(spec, "://"); ok {
		scheme, rest = s, r
	}
	host, model, ok := strings.Cut(rest, "/")
	if !ok || model == "" {
		t.Fatalf("OTERMINUS_TEST_OLLAMA=%q: want host:port/model", spec)
	}
	target := scheme + "://" + host
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", target+"/api/version", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Skipf("OTERMINUS_TEST_OLLAMA=%s is not reachable: %v", spec, err)
	}
	resp.Body.Close()

	rec := &recorder{}
	u, _ := ParseHost(target)
	proxy := httputil.NewSingleHostReverseProxy(u)
	proxy.FlushInterval = -1
	proxy.ModifyResponse = func(resp *http.Response) error {
		if resp.Request.URL.Path != "/api/chat" {
			return nil
		}
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			return err
		}
		resp.Body = io.NopCloser(bytes.NewReader(body))
		ex := exchange{status: resp.StatusCode}
		if sent, ok := resp.Request.Context().Value(sentKey{}).([]byte); ok {
			json.Unmarshal(sent, &ex.request)
		}
		json.Unmarshal(body, &ex.answer)
		rec.mu.Lock()
		rec.exchanges = append(rec.exchanges, ex)
		rec.mu.Unlock()
		return nil
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		proxy.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), sentKey{}, body)))
	}))
	t.Cleanup(srv.Close)
	p, err := New(Config{Host: srv.URL, Model: model, Timeout: 120 * time.Second, KeepAlive: 10 * time.Minute, Registry: registry.Default(),
		Reader: reader.Env{Home: realHome}})
	if err != nil {
		t.Fatal(err)
	}
	return p, rec
}

type sentKey struct{}

// realHome is the home directory a reply's '~' names, as the planner's
// configuration gives it in use.
const realHome = "/home/u"

var realRequests = []string{
	"list files in detail", "show disk usage of this folder", "find files bigger than 100MB here",
	"show the last 20 lines of app.log", "which branch am I on", "count lines in README.md",
	"search for TODO in src", "show running python processes", "make a folder called logs",
	"what is my user name",
}

func realRequest(i int) request.Task {
	text, scope := realRequests[i%len(realRequests)], registry.Scope{Platform: "linux"}
	return request.Task{Text: text, Scope: scope, Shell: "bash", Route: router.Classify(text, registry.Default(), scope)}
}

// keyOrder lists the top-level keys of a JSON object in the order written.
func keyOrder(reply string) ([]string, error) {
	dec := json.NewDecoder(strings.NewReader(reply))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, errors.New("not an object")
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		keys = append(keys, tok.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return nil, err
		}
	}
	return keys, nil
}

// The server accepts the schema (it turns it into a grammar; a schema it
// cannot is a 500), and replies come back with their keys in contract
// order, every required key present.
func TestRealSchemaAndOrder(t *testing.T) {
	p, rec := realServer(t)
	families := registry.Default().Enabled(registry.Scope{Platform: "linux"})
	contract := map[string]int{"command_family": 0, "parts": 1, "arguments": 1, "command": 1, "summary": 2, "explanation": 3, "risk_level": 4, "notes": 5}
	for i := 0; i < 3; i++ {
		req := realRequest(i)
		reply, err := p.ask(context.Background(), p.cfg.Model, []api.Message{
			{Role: "system", Content: SystemPrompt(families)}, {Role: "user", Content: UserPrompt(req)},
		}, Schema(families))
		var length lengthError
		if errors.As(err, &length) {
			t.Logf("request %d ran out of tokens: %v", i, err)
			continue
		}
		if err != nil {
			t.Fatalf("request %d: %v", i, err)
		}
		keys, err := keyOrder(reply)
		if err != nil {
			t.Fatalf("reply %d is not a JSON object (%v): %s", i, err, reply)
		}
		last := -1
		for _, k := range keys {
			at, ok := contract[k]
			if !ok || at < last {
				t.Errorf("reply %d: key %q out of contract order: %v", i, k, keys)
			}
			last = at
		}
		if len(keys) < 4 || keys[0] != "command_family" || (keys[1] != "parts" && keys[1] != "arguments" && keys[1] != "command") || keys[2] != "summary" || keys[3] != "explanation" {
			t.Errorf("reply %d lacks a required key: %v", i, keys)
		}
	}
	for _, ex := range rec.chats() {
		if ex.status != http.StatusOK {
			t.Errorf("the server answered %d", ex.status)
		}
		if _, ok := ex.request["format"].(map[string]any)["anyOf"]; !ok {
			t.Errorf("format sent without the contract: %v", ex.request["format"])
		}
	}
}

// parseClass sorts a grammar-constrained reply by how far it gets.
func parseClass(reply string) string {
	p, err := proposal.Parse(fillContract([]byte(reply)), registry.Default(), realHome)
	var pe *proposal.Error
	switch {
	case err == nil && p.Mode == proposal.Experimental:
		// Free text: read by the shell reader and the declaration in
		// validation, as bash reads it.
		v := validate.Check(p, validate.Input{Registry: registry.Default(), Platform: "linux", Dialect: dialect.Default, Home: "/home/u"})
		if v.Typed == nil {
			return "parsed, text the reader refuses"
		}
		return "parsed, text"
	case err == nil:
		return "parsed, parts"
	case errors.As(err, &pe) && pe.InvalidJSON:
		return "invalid-json"
	case strings.Contains(err.Error(), "field `parts`"):
		return "reader" // the parts, placed in argv, were refused by the declaration
	case strings.Contains(err.Error(), "field `arguments`") || strings.Contains(err.Error(), "field `command`"):
		return "arguments"
	}
	return "contract"
}

// Every grammar-constrained reply is JSON in the contract's shape: it
// parses, or fails only on a family's own arguments (which the grammar
// cannot check until each family has its argument schema in it).
func TestRealRepliesParse(t *testing.T) {
	p, rec := realServer(t)
	for i := 0; i < 6; i++ {
		_, err := p.Plan(context.Background(), realRequest(i))
		var pe *Error
		if errors.As(err, &pe) && pe.Kind != KindContract && pe.Kind != KindReply {
			t.Fatalf("request %d: %v", i, err)
		}
	}
	classes := map[string]int{}
	for _, ex := range rec.chats() {
		if ex.answer.DoneReason == "length" {
			classes["length"]++
			continue
		}
		c := parseClass(ex.answer.Message.Content)
		classes[c]++
		if c == "invalid-json" || c == "contract" || c == "reader" {
			_, err := proposal.Parse(fillContract([]byte(ex.answer.Message.Content)), registry.Default(), realHome)
			t.Errorf("a grammar-constrained reply broke the contract: %v\n%s", err, ex.answer.Message.Content)
		}
	}
	t.Logf("replies: %v", classes)
}

// A reply cut off at num_predict is asked for once more with twice the
// cap, and then fails as running out of tokens, not as a parse error.
func TestRealTruncation(t *testing.T) {
	p, rec := realServer(t)
	p.cfg.NumPredict = 4
	_, err := p.Plan(context.Background(), realRequest(0))
	var pe *Error
	if !errors.As(err, &pe) || pe.Kind != KindReply || !strings.Contains(err.Error(), "ran out of tokens (num_predict=8)") {
		t.Fatalf("error %v", err)
	}
	chats := rec.chats()
	if len(chats) != 2 {
		t.Fatalf("%d chat requests, want 2", len(chats))
	}
	for i, want := range []float64{4, 8} {
		if got := chats[i].request["options"].(map[string]any)["num_predict"]; got != want || chats[i].answer.DoneReason != "length" {
			t.Errorf("request %d: num_predict %v, done_reason %q", i, got, chats[i].answer.DoneReason)
		}
	}
}

// Cancelling a request stops it, and the server stops generating: the
// next request is not kept waiting behind a 65536-token reply, which on
// any machine takes many minutes. The deadlines are hang detectors a
// minute long, not timings (those belong in make bench).
func TestRealCancellation(t *testing.T) {
	p, _ := realServer(t)
	msgs := []api.Message{{Role: "user", Content: "Write a very long story."}}
	if _, err := p.chat(context.Background(), p.cfg.Model, msgs, nil, 4); err != nil && !errors.As(err, new(lengthError)) {
		t.Fatal(err) // loads the model
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	returned := make(chan error, 1)
	go func() {
		_, err := p.chat(ctx, p.cfg.Model, msgs, nil, 64*1024)
		returned <- err
	}()
	select {
	case err := <-returned:
		if cerr := p.classify(ctx, p.cfg.Model, err); !errors.Is(cerr, context.Canceled) {
			t.Errorf("cancelled request: %v", cerr)
		}
	case <-time.After(time.Minute):
		t.Fatal("the cancelled request had not returned a minute later")
	}
	next, cancelNext := context.WithTimeout(context.Background(), time.Minute)
	defer cancelNext()
	if _, err := p.chat(next, p.cfg.Model, msgs, nil, 64); err != nil && !errors.As(err, new(lengthError)) {
		t.Fatalf("the request after a cancelled one: %v (generation went on?)", err)
	}
}

// Under the command contract the request goes without a format (no
// grammar), and whatever the model writes either reads as a command of a
// listed program or fails as a reply that broke the contract (or ran out
// of tokens), never as anything else.
func TestRealCommandContract(t *testing.T) {
	p, rec := realServer(t)
	p.cfg.Contract = ContractCommand
	p.cfg.NumPredict = 64
	for i := 0; i < 2; i++ {
		plan, err := p.Plan(context.Background(), realRequest(i))
		var pe *Error
		switch {
		case err == nil:
			t.Logf("request %d: %s %q", i, plan.Proposal.Family, plan.Proposal.Command)
		case errors.As(err, &pe) && (pe.Kind == KindContract || pe.Kind == KindReply):
			t.Logf("request %d: %v", i, err)
		default:
			t.Fatalf("request %d: %v", i, err)
		}
	}
	for _, ex := range rec.chats() {
		if ex.status != http.StatusOK || ex.request["format"] != nil {
			t.Errorf("status %d, format %v", ex.status, ex.request["format"])
		}
		if !strings.Contains(ex.request["messages"].([]any)[0].(map[string]any)["content"].(string), "Reply with exactly two lines") {
			t.Errorf("not the command contract's prompt: %v", ex.request["messages"])
		}
	}
}

// TestRealMeasure runs OTERMINUS_TEST_OLLAMA_MEASURE planner requests,
// under OTERMINUS_TEST_OLLAMA_CONTRACT (default: the default contract).
func TestRealMeasure(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("OTERMINUS_TEST_OLLAMA_MEASURE"))
	if n <= 0 {
		t.Skip("OTERMINUS_TEST_OLLAMA_MEASURE is not set (number of requests)")
	}
	p, rec := realServer(t)
	p.cfg.Contract = os.Getenv("OTERMINUS_TEST_OLLAMA_CONTRACT")
	kinds := map[Kind]int{}
	var total time.Duration
	for i := 0; i < n; i++ {
		start := time.Now()
		_, err := p.Plan(context.Background(), realRequest(i))
		total += time.Since(start)
		sofar, evals := rec.chats(), 0
		for _, ex := range sofar {
			evals += ex.answer.EvalCount
		}
		t.Logf("request %d: %s, %d chats, %d reply tokens so far: %v", i, time.Since(start).Round(time.Millisecond), len(sofar), evals, err)
		var pe *Error
		switch {
		case err == nil:
			kinds["ok"]++
		case errors.As(err, &pe):
			kinds[pe.Kind]++
		default:
			kinds["other"]++
		}
	}
	classes := map[string]int{}
	tokens := 0
	chats := rec.chats()
	for _, ex := range chats {
		tokens += ex.answer.EvalCount
		switch {
		case ex.answer.DoneReason == "length":
			classes["length"]++
		case p.contract() == ContractCommand:
			if _, err := p.readCommand(ex.answer.Message.Content, realRequest(0)); err != nil {
				classes["unreadable"]++
			} else {
				classes["read"]++
			}
		default:
			classes[parseClass(ex.answer.Message.Content)]++
		}
	}
	t.Logf("%s contract, %d planner requests: outcomes %v; %d chat replies: %v; mean eval_count %.1f; mean planner latency %s",
		p.contract(), n, kinds, len(chats), classes, float64(tokens)/float64(max(len(chats), 1)), total/time.Duration(n))
}

// A random model under the whole contract may always take the command
// branch (tiny-q does: its bias favours the key "command"), which leaves
// the structured shapes unexercised. This sends the schema without that
// branch, so every reply is a family's parts or a pipeline, and counts
// how many the declarations read: the grammar should allow only what
// they read. OTERMINUS_TEST_OLLAMA_MEASURE sets the number of requests.
func TestRealStructuredShapes(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("OTERMINUS_TEST_OLLAMA_MEASURE"))
	if n <= 0 {
		t.Skip("OTERMINUS_TEST_OLLAMA_MEASURE is not set (number of requests)")
	}
	p, rec := realServer(t)
	families := registry.Default().Enabled(registry.Scope{Platform: "linux"})
	var schema map[string]json.RawMessage
	json.Unmarshal(Schema(families), &schema)
	var shapes []json.RawMessage
	json.Unmarshal(schema["anyOf"], &shapes)
	schema["anyOf"], _ = json.Marshal(shapes[:len(shapes)-1]) // the command branch is last
	structured, _ := json.Marshal(schema)
	for i := 0; i < n; i++ {
		req := realRequest(i)
		_, err := p.ask(context.Background(), p.cfg.Model, []api.Message{
			{Role: "system", Content: SystemPrompt(families)}, {Role: "user", Content: UserPrompt(req)},
		}, structured)
		var length lengthError
		if err != nil && !errors.As(err, &length) {
			t.Fatalf("request %d: %v", i, err)
		}
	}
	classes, tokens := map[string]int{}, 0
	chats := rec.chats()
	for _, ex := range chats {
		tokens += ex.answer.EvalCount
		if ex.answer.DoneReason == "length" {
			classes["length"]++
			continue
		}
		c := parseClass(ex.answer.Message.Content)
		classes[c]++
		if c != "parsed, parts" {
			_, err := proposal.Parse(fillContract([]byte(ex.answer.Message.Content)), registry.Default(), realHome)
			t.Logf("not read: %v\n%s", err, ex.answer.Message.Content)
		}
	}
	t.Logf("structured shapes only, %d replies: %v; mean eval_count %.1f", len(chats), classes, float64(tokens)/float64(max(len(chats), 1)))
}
