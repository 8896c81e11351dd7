package planner

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
)

// The planner's own work per request, next to a bare api.Client.Chat
// sending the same request (built once) to the same fake, in-process:
// what the planner adds is the difference. Run with
// go test -run - -bench Overhead -benchmem ./internal/planner.
func BenchmarkOverhead(b *testing.B) {
	fake := ollamatest.New("qwen2.5-coder:1.5b")
	srv := httptest.NewServer(fake)
	defer srv.Close()
	script := func() {
		b.StopTimer()
		fake.Script(ollamatest.Reply{Content: lsReply})
		b.StartTimer()
	}
	req := request.Task{Text: "list files in detail", Scope: registry.Scope{Platform: "linux"}, Route: request.Route{Families: []string{"ls"}}}
	p, err := New(Config{Host: srv.URL, Model: "qwen2.5-coder:1.5b", Timeout: 10 * time.Second, KeepAlive: 5 * time.Minute, Registry: registry.Default()})
	if err != nil {
		b.Fatal(err)
	}
	b.Run("Plan", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			script()
			if _, err := p.Plan(context.Background(), req); err != nil {
				b.Fatal(err)
			}
		}
	})
	families := registry.Default().Enabled(req.Scope)
	base, _ := url.Parse(srv.URL)
	client := api.NewClient(base, http.DefaultClient)
	stream := false
	chat := &api.ChatRequest{
		Model:     "qwen2.5-coder:1.5b",
		Messages:  []api.Message{{Role: "system", Content: SystemPrompt(families)}, {Role: "user", Content: UserPrompt(req)}},
		Stream:    &stream,
		Format:    schemaFor(families),
		Think:     &api.ThinkValue{Value: false},
		KeepAlive: &api.Duration{Duration: 5 * time.Minute},
		Options:   map[string]any{"temperature": 0, "num_predict": DefaultNumPredict},
	}
	b.Run("BareChat", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			script()
			if err := client.Chat(context.Background(), chat, func(api.ChatResponse) error { return nil }); err != nil {
				b.Fatal(err)
			}
		}
	})
	// The floor under the library: the same body posted and read whole.
	body, err := json.Marshal(chat)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("RawPost", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			script()
			resp, err := http.Post(srv.URL+"/api/chat", "application/json", bytes.NewReader(body))
			if err != nil {
				b.Fatal(err)
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
	})
	// Encoding the request, which both pay: the library marshals it, and
	// encoding/json compacts the schema (a RawMessage) as it copies it.
	b.Run("Marshal", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := json.Marshal(chat); err != nil {
				b.Fatal(err)
			}
		}
	})
	// The steps of Plan that a bare client does not do.
	b.Run("Enabled", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			registry.Default().Enabled(req.Scope)
		}
	})
	b.Run("SystemPrompt", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			SystemPrompt(families)
		}
	})
	b.Run("UserPrompt", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			UserPrompt(req)
		}
	})
	b.Run("schemaFor", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			schemaFor(families)
		}
	})
	b.Run("parseReply", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := parseReply([]byte(lsReply), p.cfg.Registry, ""); err != nil {
				b.Fatal(err)
			}
		}
	})
}
