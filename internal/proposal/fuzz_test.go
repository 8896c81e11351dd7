package proposal_test

import (
	"testing"

	"github.com/oterminus/oterminus/internal/corpus"
	"github.com/oterminus/oterminus/internal/evals"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
)

func FuzzParse(f *testing.F) {
	_, replies := evals.Seeds()
	_, hostile := corpus.Seeds()
	for _, r := range append(replies, hostile...) {
		f.Add(r)
	}
	f.Add([]byte(`{"mode":"raw"}`))
	reg := registry.Default()
	f.Fuzz(func(t *testing.T, reply []byte) {
		p, err := proposal.Parse(reply, reg, "")
		if err != nil {
			if p != nil {
				t.Fatal("a proposal and an error")
			}
			return
		}
		switch p.Mode {
		case proposal.Structured:
			if reg.Family(p.Family) == nil || len(p.Argv) == 0 && p.Operation == "" || p.Command != "" && p.Origin != proposal.OriginPlanner {
				t.Fatalf("bad structured proposal %+v", p)
			}
		case proposal.Experimental:
			if p.Command == "" || p.Argv != nil {
				t.Fatalf("bad experimental proposal %+v", p)
			}
		default:
			t.Fatalf("mode %q", p.Mode)
		}
		if p.Summary == "" || p.Explanation == "" {
			t.Fatalf("blank summary or explanation accepted: %+v", p)
		}
	})
}
