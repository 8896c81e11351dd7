package typed

import (
	"errors"
	"fmt"
	"strings"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
)

// NAME=value before a command (TZ=UTC date, LC_ALL=C sort notes.txt)
// sets a variable for that command alone. A typed line is read as its
// command, at the command's risk; the assignments stay in the line as
// typed. Only the names known to be harmless pass
// (proposal.HarmlessAssignments); any other is flagged with why: the
// command checked may then not be the command that runs.

// withAssignments reads a line whose reading stopped at a leading
// assignment: the command after the assignments, flagged when one of
// their names changes what runs.
func withAssignments(text string, err error, in Input) (*proposal.Proposal, bool) {
	var names, srcs []string
	rest := strings.TrimSpace(text)
	for {
		var rerr *reader.Error
		if !errors.As(err, &rerr) || rerr.Construct != "variable assignment" {
			break
		}
		src := rerr.Text
		if cut, ok := strings.CutSuffix(src, "…"); ok && strings.HasPrefix(rest, cut) {
			// The reader cuts a long word for its message; the word
			// the line holds is whole up to the first blank, when it
			// is a literal one.
			src, _, _ = strings.Cut(rest, " ")
			src, _, _ = strings.Cut(src, "\t")
		}
		if strings.HasSuffix(src, "…") || !strings.HasPrefix(rest, src) || !literalAssignment(src) {
			// Cut for the message, or a value the shell expands ($(...),
			// $X): the assignment cannot be taken off and kept exactly.
			return nil, false
		}
		name, _, _ := strings.Cut(src, "=")
		names, srcs = append(names, name), append(srcs, src)
		rest = strings.TrimSpace(rest[len(src):])
		_, err = reader.Read(rest, in.Shell, in.Reader)
	}
	if len(names) == 0 || rest == "" {
		return nil, false
	}
	p, ok := Detect(rest, in)
	if !ok || p.Compound != nil {
		return nil, false // a pipeline after assignments: not read yet
	}
	p.Assignments = srcs
	for i, name := range names {
		if why, _ := proposal.CheckAssignment(srcs[i]); why != "" && p.Unreadable == "" {
			// Flagged: the command is kept as text, refused with why.
			p.Mode, p.Command = proposal.Experimental, rest // its words stay, for its risk
			p.Unreadable = fmt.Sprintf("The assignment %s= before the command %s: it may change what the command runs, loads or reads.", name, why)
		}
	}
	return p, true
}

// literalAssignment reports NAME=value whose value the shell takes as it
// is: plain characters, or one single-quoted string. Only such an
// assignment is kept in a rendering.
func literalAssignment(src string) bool {
	name, value, ok := strings.Cut(src, "=")
	if !ok || !isAssignment(src) || name == "" {
		return false
	}
	if len(value) >= 2 && value[0] == '\'' && value[len(value)-1] == '\'' {
		return !strings.ContainsAny(value[1:len(value)-1], "'\n")
	}
	return strings.Trim(value, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.,:/@%+=-") == ""
}
