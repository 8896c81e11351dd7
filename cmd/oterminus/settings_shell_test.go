package main

import (
	"testing"

	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/shelltest"
)

// TestBadSettingKeepsCtrlO sets a bad value in the environment of real
// zsh, bash and fish: Ctrl-O still answers about a typed command, which
// stays as typed, and still translates a request, and the warning is
// shown under the prompt.
func TestBadSettingKeepsCtrlO(t *testing.T) {
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			s := startSession(t, sh, ollamatest.New("qwen2.5-coder:1.5b"), "OTERMINUS_POLICY_MODE=bogus")
			s.fresh()
			s.x.Type("ls -lah")
			s.mark()
			s.x.Keys("C-o")
			s.x.WaitFor(`OTERMINUS_POLICY_MODE="bogus" is not one of`)
			s.x.WaitFor(`(?m)^oterminus: checked ls \(safe\)$`)
			s.x.WaitFor(`using default write`)
			s.keptTyped("ls -lah")

			s.fresh()
			s.fake.Script(*lsLongReply)
			s.x.Type("list everything here in detail")
			s.x.Keys("C-o")
			s.x.WaitFor(`OTERMINUS_POLICY_MODE="bogus" is not one of`)
			s.x.WaitFor(`oterminus: ls \(structured, risk safe, qwen`)
			s.wantBuffer("a request with a bad setting", s.x.Dump(), "ls -l -a .")
			s.x.WaitFor(`using default write`)
		})
	}
}
