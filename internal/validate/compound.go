package validate

import (
	"fmt"
	"slices"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
)

// Stage is one checked command of a compound: its argv as it will run
// (its family's canonical rendering), what its declaration read, and its
// own risk. Redirects are the stage's redirections as typed.
type Stage struct {
	Argv      []string
	Family    *registry.Family
	Typed     *registry.Command
	Risk      registry.Risk
	Redirects []proposal.Redirect
}

// checkCompound validates a pipeline or list: every stage as a command of
// its family (a stage fed by a pipe or '<' may leave its input files
// out), every redirection by kind, and the whole rendered for the target
// shell and read back. The risk is the highest of the stages', and a
// redirection that writes a file makes it at least a write.
func checkCompound(p *proposal.Proposal, in Input) *Result {
	r := &Result{Risk: registry.Safe}
	if p.Unreadable != "" {
		r.refuse("%s", p.Unreadable)
	}
	rendered := &proposal.Compound{}
	n := 0
	for _, pipe := range p.Compound.Pipelines {
		out := &proposal.Pipeline{Op: pipe.Op}
		var reads, writes []fileUse
		for i, s := range pipe.Stages {
			n++
			st := checkStage(r, s, n, i > 0, i == len(pipe.Stages)-1, in, p.Origin)
			r.Stages = append(r.Stages, st)
			r.Risk = max(r.Risk, st.Risk)
			out.Stages = append(out.Stages, &proposal.Stage{Argv: st.Argv, Redirects: s.Redirects})
			for _, red := range s.Redirects {
				switch {
				case red.Writes():
					r.Risk = max(r.Risk, registry.Write)
				case red.Reads():
					r.Reads = append(r.Reads, red.Target)
				}
			}
			rd, wr := stageFiles(st, s.Redirects, i)
			reads, writes = append(reads, rd...), append(writes, wr...)
			for _, w := range wr {
				r.Writes = append(r.Writes, w.path)
			}
		}
		sameFileReasons(r, reads, writes, "pipeline", in)
		rendered.Pipelines = append(rendered.Pipelines, out)
	}
	if len(r.Reasons) > 0 && len(r.Stages) == 0 {
		return r
	}
	if text, err := dialect.Default.RenderCompound(rendered); err == nil {
		r.Command = text
	}
	text, err := in.Dialect.RenderCompound(rendered)
	if err != nil {
		r.refuse("Command cannot be rendered for %s: %v.", in.Dialect.Name(), err)
		return r
	}
	if why := readsBack(text, in.Dialect.Name(), rendered); why != "" {
		r.refuse("Command cannot be rendered for %s: %s.", in.Dialect.Name(), why)
		return r
	}
	r.Text = text
	return r
}

// checkStage checks one stage; n counts stages from 1 across the line.
func checkStage(r *Result, s *proposal.Stage, n int, piped, last bool, in Input, origin proposal.Origin) *Stage {
	st := &Stage{Argv: s.Argv, Risk: registry.Safe, Redirects: s.Redirects}
	if len(s.Argv) == 0 {
		r.refuse("Stage %d has no command.", n)
		st.Risk = registry.Dangerous
		return st
	}
	prog := s.Argv[0]
	label := fmt.Sprintf("Stage %d (%s)", n, prog)
	redirectReasons(r, s, label, piped, last)
	f := in.Registry.ForProgram(prog)
	switch {
	case f == nil:
		r.refuse("%s: base command '%s' is not in the v1 allowlist.", label, prog)
		st.Risk = registry.Dangerous
		return st
	case f.ProjectTooling || !f.Direct:
		r.refuse("%s: command family '%s' cannot be typed directly.", label, f.Name)
		st.Risk = registry.Dangerous
		return st
	case f.Name == "cd":
		r.refuse("%s: cd in a pipeline or list changes what the other commands' paths mean; run it on its own.", label)
		return st
	}
	st.Family, st.Risk = f, f.Risk
	before := len(r.Reasons)
	familyReasons(r, f, in.Platform, origin)
	for i := before; i < len(r.Reasons); i++ {
		r.Reasons[i] = label + ": " + r.Reasons[i]
	}
	hasInput := piped || slices.ContainsFunc(s.Redirects, func(red proposal.Redirect) bool { return red.Reads() })
	read := f.ReadArgv
	if hasInput {
		read = f.ReadPipedArgv
	}
	cmd, err := read(s.Argv)
	if err != nil {
		r.refuse("%s: %s", label, err.Error())
		st.Risk = max(st.Risk, refusedRisk(f, s.Argv))
		return st
	}
	st.Typed, st.Argv = cmd, cmd.Argv()
	st.Risk = max(st.Risk, cmd.Risk())
	for _, w := range cmd.Warnings() {
		r.warn(w)
	}
	if contacts := cmd.Contacts(); contacts != "" {
		r.warn(contacts)
	}
	return st
}

// redirectReasons refuses redirections whose meaning differs between
// the shells: zsh (MULTIOS) sends output redirected twice, or redirected
// in a stage that also feeds a pipe, to every target, and reads a file
// given by '<' after the pipe's input; bash keeps only the last.
func redirectReasons(r *Result, s *proposal.Stage, label string, piped, last bool) {
	seen := map[int]bool{}
	for _, red := range s.Redirects {
		fds := []int{red.Fd}
		if red.Fd == -1 {
			fds = []int{1, 2}
		}
		for _, fd := range fds {
			if seen[fd] {
				r.refuse("%s: descriptor %d is redirected twice, which zsh and bash read differently.", label, fd)
			}
			seen[fd] = true
		}
		switch {
		case red.Reads() && piped:
			r.refuse("%s: '< %s' and the pipe both feed standard input, which zsh and bash read differently.", label, red.Target)
		case !last && red.Op != "<" && slices.Contains(fds, 1):
			r.refuse("%s: standard output goes both to the pipe and '%s', which zsh and bash read differently.", label, red.Target)
		}
	}
}

// readsBack reads the rendered text as the shell will and reports how it
// differs from what was validated; "" when it is the same.
func readsBack(text, shell string, want *proposal.Compound) string {
	line, err := reader.Read(text, shell, reader.Env{})
	if err != nil {
		return "the rendering does not read back: " + err.Error()
	}
	if len(line.Pipelines) != len(want.Pipelines) {
		return "the rendering reads as other commands"
	}
	for i, p := range line.Pipelines {
		w := want.Pipelines[i]
		if p.Op != w.Op || len(p.Stages) != len(w.Stages) {
			return "the rendering reads as other commands"
		}
		for j, c := range p.Stages {
			ws := w.Stages[j]
			if !slices.Equal(c.Argv, ws.Argv) || len(c.Redirs) != len(ws.Redirects) {
				return "the rendering reads as other commands"
			}
			for k, red := range c.Redirs {
				wr := ws.Redirects[k]
				if red.Fd != wr.Fd || red.Op != wr.Op || red.File() != wr.Target {
					return "the rendering reads as other redirections"
				}
			}
		}
	}
	return ""
}
