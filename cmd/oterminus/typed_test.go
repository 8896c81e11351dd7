package main

import (
	"regexp"
	"testing"

	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/shelltest"
)

// TestTypedLinesStayAsTyped presses Ctrl-O, in real zsh, bash and fish,
// on every line the typed-line issue quotes: each is answered in one of
// the three forms (checked, not checked, beyond what oterminus runs),
// stays byte for byte on screen and in the buffer, is audited kept_typed
// and never reaches the fake model, and the answer speaks no refusal.
// Prose that a grammar happens to accept goes to the model; a typo of a
// declared word is the one change made.
func TestTypedLinesStayAsTyped(t *testing.T) {
	const kept = `; your line is unchanged, and Enter runs it as typed`
	loop := map[string]string{
		"zsh":  "for f in a b; do echo $f; done",
		"bash": "for f in a b; do echo $f; done",
		"fish": "for f in a b; echo $f; end",
	}
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			s := startSession(t, sh, ollamatest.New("qwen2.5-coder:1.5b"))
			s.files("a.log", "b.log", "notes.txt", "package.json", "build/out.o", "old", "in", "out")
			for _, c := range []struct{ line, answer string }{
				// No declaration: not checked, never the model.
				{"docker ps", `oterminus: not checked: oterminus has no declaration for docker` + kept},
				{"npm test", `no declaration for npm` + kept},
				{"make", `no declaration for make` + kept},
				{"vim notes.txt", `no declaration for vim` + kept},
				{"ssh host", `no declaration for ssh` + kept},
				{"python3 -m venv .venv", `no declaration for python3` + kept},
				{"export X=1", `no declaration for export` + kept},
				{loop[sh], `no declaration for for` + kept},
				// Declared: checked, as typed (no expansion, no respelling).
				{"echo $PATH", `oterminus: checked echo \(safe\)`},
				{"ls ~", `oterminus: checked ls \(safe\)`},
				{"cat ~/.bashrc", `oterminus: checked cat \(safe\)`},
				{"du -sh * | sort -h", `oterminus: checked du \| sort \(safe\)`},
				{"ls -la", `oterminus: checked ls \(safe\)`},
				{"ps -ef", `oterminus: checked ps \(safe\)`},
				{`git log --since="2 days ago"`, `oterminus: checked git \(safe\)`},
				{"cat package.json | jq .name", `oterminus: checked cat \| jq \(safe\)`},
				{"ls -la | less", `oterminus: checked ls \| less \(safe\)`},
				// English-looking operands after a program the shell knows,
				// with files here or an option word: commands, never the
				// model (issue 34 class 6).
				{"cp old new", `oterminus: checked cp \(write\)`},
				{"mv old new", `oterminus: checked mv \(write\)`},
				{"ls -d in out", `oterminus: checked ls \(safe\)`},
				{"diff -r in out", `oterminus: checked diff \(safe\)`},
				// Beyond what oterminus runs itself, with the setting.
				{"rm notes.txt", `oterminus: rm \(dangerous\) is beyond what oterminus runs under policy_mode write` + kept +
					`hint: oterminus would accept it with policy_mode = dangerous and OTERMINUS_ALLOW_DANGEROUS=1`},
				{"kill -9 1234", `oterminus: kill \(dangerous\) is beyond what oterminus runs under policy_mode write` + kept},
				{"rm -rf build", `oterminus: rm \(dangerous\) is beyond what oterminus runs under policy_mode write: Recursive deletion detected` + kept},
				{"git commit -m wip", `oterminus: git \(dangerous\) is beyond what oterminus runs under policy_mode write` + kept},
				{"sudo systemctl restart nginx", `oterminus: sudo \(dangerous\) is beyond what oterminus runs under policy_mode write` + kept},
			} {
				s.fresh()
				s.mark()
				s.x.Type(c.line)
				s.x.Keys("C-o")
				s.waitAnswer(c.answer)
				s.waitAnswered()
				s.waitPromptShows(c.line)
				s.keptTyped(c.line)
				s.notPolicyWords()
			}
			if n := s.modelAsked(); n != 0 {
				t.Errorf("%s: typed lines sent %d requests to the model", sh, n)
			}

			// A typo of a declared word: the one change, shown as one.
			s.fresh()
			s.mark()
			s.x.Type("git stauts")
			s.x.Keys("C-o")
			s.waitAnswer(`oterminus: corrected stauts -> status: checked git \(safe\)`)
			s.waitBuffer("git status")

			// Prose that a grammar happens to accept is a request: it
			// goes to the model, or is stopped as vague before it, but is
			// never a typed line.
			asked := s.modelAsked()
			for _, prose := range []string{"find big log files", "find docker containers",
				"make a backup of src as src.tar.gz", "kill the node server"} {
				s.fake.Script(findBigFiles)
				s.fresh()
				s.mark()
				s.x.Type(prose)
				s.x.Keys("C-o")
				s.waitAnswered()
				evs := s.requests()
				last := evs[len(evs)-1]
				if last["direct_command_detected"] != false || last["confirmation_result"] == "kept_typed" {
					t.Errorf("%s: %q was read as a typed line: %v", sh, prose, last)
				}
				if last["confirmation_result"] == "inserted" {
					asked++
					s.waitBuffer("find . -type f -size +100M")
				}
				if n := s.modelAsked(); n != asked {
					t.Errorf("%s: %q: the model was asked %d times, want %d", sh, prose, n, asked)
				}
			}
			if asked < 3 {
				t.Errorf("%s: only %d of the prose requests reached the model", sh, asked)
			}
		})
	}
}

// waitPromptShows waits until the prompt line shows line after the
// answer was printed: bash prints the answer above the prompt and then
// draws the prompt again.
func (s *session) waitPromptShows(line string) {
	s.t.Helper()
	prompt := map[string]string{"zsh": "% ", "bash": `\$ `, "fish": `(\[I\] )?> `}[s.sh]
	after := ""
	if s.sh == "bash" {
		after = `(?s)^oterminus: .*` // the prompt drawn again below the answer
	}
	s.x.WaitFor(after + `(?m)^` + prompt + regexp.QuoteMeta(line))
}
