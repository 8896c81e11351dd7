package planner

import (
	"context"
	"net"
	"testing"
)

// TestOnThisMachine: loopback, unspecified and this machine's own
// addresses are here; a documentation address and a name that does not
// resolve are elsewhere.
func TestOnThisMachine(t *testing.T) {
	here := []string{"127.0.0.1", "127.1.2.3", "::1", "localhost", "LOCALHOST.", "ollama.localhost", "0.0.0.0", "::"}
	if addrs, _ := net.InterfaceAddrs(); len(addrs) > 0 {
		if n, ok := addrs[len(addrs)-1].(*net.IPNet); ok {
			here = append(here, n.IP.String())
		}
	}
	for _, h := range here {
		if !onThisMachine(context.Background(), h) {
			t.Errorf("%s is not on this machine?", h)
		}
	}
	for _, h := range []string{"192.0.2.1", "2001:db8::1", "gpu-box.invalid"} {
		if onThisMachine(context.Background(), h) {
			t.Errorf("%s is on this machine?", h)
		}
	}
	for raw, here := range map[string]bool{"": true, "127.0.0.1:11434": true, "http://192.0.2.7:11434": false} {
		p, err := New(Config{Host: raw})
		if err != nil {
			t.Fatal(err)
		}
		if got := p.OnThisMachine(context.Background()); got != here {
			t.Errorf("ollama_host %q: on this machine %v, want %v", raw, got, here)
		}
	}
	p, err := New(Config{Provider: ProviderOpenAI, BaseURL: "https://api.example.invalid/v1"})
	if err != nil {
		t.Fatal(err)
	}
	if p.OnThisMachine(context.Background()) {
		t.Errorf("a hosted OpenAI-compatible server is on this machine?")
	}
}
