package typed_test

import (
	"testing"
	"unicode/utf8"

	"github.com/oterminus/oterminus/internal/corpus"
	"github.com/oterminus/oterminus/internal/evals"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/typed"
)

func FuzzDetect(f *testing.F) {
	requests, _ := evals.Seeds()
	hostile, _ := corpus.Seeds()
	for _, r := range append(requests, hostile...) {
		f.Add(r)
	}
	f.Add("ls \x00 '$(x)' \xff")
	reg := registry.Default()
	f.Fuzz(func(t *testing.T, text string) {
		p, ok := typed.Detect(text, typed.Input{Registry: reg, Scope: registry.Scope{Platform: "linux"}, Shell: "bash"})
		if !ok {
			return
		}
		if len(p.Undeclared) > 0 {
			// A typed line with a program no family declares: kept as
			// typed, with its text and nothing else.
			if p.Origin != proposal.OriginDirect || p.Argv != nil || p.Compound == nil && p.Command == "" {
				t.Fatalf("%q: unchecked proposal %+v", text, p)
			}
			return
		}
		if p.Compound != nil {
			if p.Origin != proposal.OriginDirect || p.Family != "" || p.Mode != proposal.Structured || len(p.Compound.Stages()) == 0 {
				t.Fatalf("%q: compound proposal %+v", text, p)
			}
			for _, s := range p.Compound.Stages() {
				if len(s.Argv) == 0 {
					t.Fatalf("%q: compound stage without argv", text)
				}
			}
			return
		}
		if p.Origin != proposal.OriginDirect || reg.Family(p.Family) == nil {
			t.Fatalf("%q: proposal %+v", text, p)
		}
		switch p.Mode {
		case proposal.Structured:
			if len(p.Argv) == 0 {
				t.Fatalf("%q: structured without arguments", text)
			}
		case proposal.Experimental:
			if p.Command == "" {
				t.Fatalf("%q: experimental without command", text)
			}
		default:
			t.Fatalf("%q: mode %q", text, p.Mode)
		}
		_ = utf8.ValidString(text)
	})
}
