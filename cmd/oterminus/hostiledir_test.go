package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/shelltest"
)

// TestWidgetInHostileDirectory presses Ctrl-O in real zsh, bash and fish
// in a directory someone else prepared: .git/HEAD and go.mod are FIFOs,
// the Makefile and .git/index point at /dev/zero (the red team's FIFO at
// .git/HEAD froze the bash widget). The request is answered and inserted,
// the model was told nothing read from those files, and a typed command
// is answered and kept as typed.
func TestWidgetInHostileDirectory(t *testing.T) {
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			fake := ollamatest.New("qwen2.5-coder:1.5b")
			fake.Script(findBigFiles)
			s := startSession(t, sh, fake)
			git := filepath.Join(s.work, ".git")
			if err := os.Mkdir(git, 0o755); err != nil {
				t.Fatal(err)
			}
			for _, fifo := range []string{filepath.Join(git, "HEAD"), filepath.Join(s.work, "go.mod")} {
				if err := syscall.Mkfifo(fifo, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			for _, link := range []string{filepath.Join(git, "index"), filepath.Join(s.work, "Makefile")} {
				if err := os.Symlink("/dev/zero", link); err != nil {
					t.Fatal(err)
				}
			}
			got := s.ask("find files bigger than 100MB here", "C-o", `oterminus: find \(structured, risk safe, qwen2.5-coder:1.5b\)`)
			s.wantBuffer("planned request in a hostile directory", got, "find . -type f -size +100M")
			// A typed command there is answered too, and kept as typed.
			s.fresh()
			s.x.Type("ls -la")
			s.mark()
			s.x.Keys("C-o")
			s.x.WaitFor(`(?m)^oterminus: checked ls \(safe\)$`)
			s.keptTyped("ls -la")
			prompt := lastUserPrompt(t, fake)
			for _, want := range []string{"Git: unknown branch\n", "Project files: go.mod, Makefile\n"} {
				if !strings.Contains(prompt, want) {
					t.Errorf("%s: the model was not told %q:\n%s", sh, want, prompt)
				}
			}
		})
	}
}
