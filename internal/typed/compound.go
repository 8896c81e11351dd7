package typed

import (
	"fmt"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
)

// detectCompound reads text that the shell reads as more than one simple
// command, or as a command with redirections: pipelines, lists (&&, ||,
// ;) and '<', '>', '>>', '2>', '&>', '2>&1'. handled is false for a simple
// command and for text the reader refuses, which Detect reads as before.
// A compound is a typed command when its first program is a family that
// may be typed directly and no stage's words read as a sentence; every
// stage is then checked by validation, stage by stage.
func detectCompound(text string, line *reader.Line, err error, in Input) (p *proposal.Proposal, isDirect, handled bool) {
	if strings.ContainsAny(text, "\x00\r\n") || err != nil || isSimple(line) {
		return nil, false, false
	}
	first := line.Pipelines[0].Stages[0].Argv
	for _, argv := range line.Argvs() {
		// "ls | sort them by size" is a request; the words of a program
		// oterminus does not know are its own (biff time in system).
		f := in.Registry.ForProgram(argv[0])
		if (f != nil || opensRequest(argv[0])) && (readsAsSentence(argv[1:]) || readsAsProse(argv[1:])) {
			return nil, false, true
		}
	}
	programs := undeclaredPrograms(line, in)
	if slices.Contains(programs, first[0]) && !typedLine(first, true, in) {
		return nil, false, true
	}
	c := &proposal.Compound{}
	unreadable := ""
	for _, lp := range line.Pipelines {
		pipe := &proposal.Pipeline{Op: lp.Op}
		for _, lc := range lp.Stages {
			stage := &proposal.Stage{Argv: lc.Argv}
			for _, r := range lc.Redirs {
				red, why := redirect(r)
				if why != "" && unreadable == "" {
					unreadable = why
				}
				stage.Redirects = append(stage.Redirects, red)
			}
			pipe.Stages = append(pipe.Stages, stage)
		}
		c.Pipelines = append(c.Pipelines, pipe)
	}
	notes := []string{proposal.DirectNote}
	// With a program no family declares ("cat package.json | jq .name",
	// "docker ps | grep web") the line is still the person's: kept as
	// typed and not checked, though its stages are validated as before.
	return &proposal.Proposal{
		Mode: proposal.Structured, Compound: c, Unreadable: unreadable,
		Summary: "Run direct command: " + c.Programs(), Explanation: explanation,
		Notes: notes, Origin: proposal.OriginDirect, Undeclared: programs,
	}, true, true
}

// isSimple reports a line that is one command without redirections.
func isSimple(line *reader.Line) bool {
	return len(line.Pipelines) == 1 && len(line.Pipelines[0].Stages) == 1 && len(line.Pipelines[0].Stages[0].Redirs) == 0
}

// redirect converts a redirection the reader read, or says why it is
// refused. The reader has already refused here-documents, here-strings
// and descriptors other than 0, 1 and 2.
func redirect(r *reader.Redirect) (proposal.Redirect, string) {
	red := proposal.Redirect{Fd: r.Fd, Op: r.Op, Target: r.File()}
	refused := func(why string) (proposal.Redirect, string) {
		return red, fmt.Sprintf("The redirection `%s` %s.", r.Src, why)
	}
	switch {
	case r.Src == "|&" || r.Src == "&|":
		return refused("(standard error into the pipe) is not supported; write 2>&1 | instead")
	case r.Op == ">&" && r.Target.Fields[0] == "-", r.Op == "<&" && r.Target.Fields[0] == "-":
		return refused("closes a descriptor, which is not supported")
	case r.Op == ">&" && (r.Fd == 1 || r.Fd == 2) && (r.File() == "1" || r.File() == "2"):
		return red, ""
	case r.Op == "<" && r.Fd == 0, (r.Op == ">" || r.Op == ">>") && (r.Fd == 1 || r.Fd == 2):
		return red, ""
	case (r.Op == "&>" || r.Op == "&>>") && r.Fd == -1:
		return red, ""
	}
	return refused("is not supported (supported: < > >> 2> 2>> &> &>> 2>&1 1>&2)")
}
