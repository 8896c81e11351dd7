package main

import (
	"testing"

	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/shelltest"
)

// TestBadSettingKeepsCtrlO sets a bad value in the environment of real
// zsh, bash and fish: Ctrl-O still translates the line, and the warning
// is shown under the prompt.
func TestBadSettingKeepsCtrlO(t *testing.T) {
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			s := startSession(t, sh, ollamatest.New("qwen2.5-coder:1.5b"), "OTERMINUS_POLICY_MODE=bogus")
			got := s.ask("ls -lah", "C-o", `OTERMINUS_POLICY_MODE="bogus" is not one of`)
			s.wantBuffer("a typed command with a bad setting", got, "ls -l -h -a .")
			s.x.WaitFor(`using default write`)
		})
	}
}
