package planner

import (
	"context"
	"errors"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/registry"
)

// ask's conversation goes through the same provider as the planner's
// requests, Ollama or OpenAI-compatible: a tool call comes back as one
// ToolCall, the text of the next answer reaches onText, and a model
// without tool calls is ErrNoTools.
func TestConverseBothProviders(t *testing.T) {
	tools := []Tool{{Name: "run_command", Description: "Run a command.", Params: []ToolParam{{Name: "command", Type: "string", Required: true}}}}
	for _, provider := range []string{ProviderOllama, ProviderOpenAI} {
		t.Run(provider, func(t *testing.T) {
			fake := ollamatest.New("m")
			fake.Models[0].Tools = true
			fake.Script(
				ollamatest.Reply{ToolCalls: []ollamatest.ToolCall{{Name: "run_command", Arguments: []byte(`{"command":"ls"}`)}}},
				ollamatest.Reply{Content: "Two files."})
			srv := httptest.NewServer(fake)
			defer srv.Close()
			cfg := Config{Host: srv.URL, Model: "m", Timeout: 5 * time.Second, Registry: registry.Default()}
			if provider == ProviderOpenAI {
				cfg = Config{Provider: ProviderOpenAI, BaseURL: srv.URL + "/v1", Model: "m", Timeout: 5 * time.Second, Registry: registry.Default()}
			}
			p, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			if p.Provider() != provider {
				t.Errorf("provider %q", p.Provider())
			}
			turn := Turn{Messages: []ChatMessage{{Role: "user", Content: "what is here?"}}, Tools: tools}
			answer, err := p.Converse(context.Background(), turn, nil)
			if err != nil || len(answer.ToolCalls) != 1 || answer.ToolCalls[0].Name != "run_command" || answer.ToolCalls[0].Arguments["command"] != "ls" {
				t.Fatalf("answer %+v, %v", answer, err)
			}
			turn.Messages = append(turn.Messages,
				ChatMessage{Role: "assistant", ToolCalls: answer.ToolCalls},
				ChatMessage{Role: "tool", ToolName: "run_command", ToolCallID: answer.ToolCalls[0].ID, Content: "a\nb\n"})
			var shown strings.Builder
			answer, err = p.Converse(context.Background(), turn, func(s string) { shown.WriteString(s) })
			if err != nil || answer.Text != "Two files." || shown.String() != "Two files." || answer.Model != "m" {
				t.Fatalf("answer %+v (shown %q), %v", answer, shown.String(), err)
			}

			fake.Models[0].Tools = false
			fake.Script(ollamatest.Reply{Content: "unused"})
			if _, err := p.Converse(context.Background(), turn, nil); !errors.Is(err, ErrNoTools) {
				t.Errorf("a model without tools: %v", err)
			}
		})
	}
}
