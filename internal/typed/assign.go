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
// typed. A name that changes which program runs, what it loads, or the
// options and config it reads (LD_PRELOAD, PATH, GIT_*, PAGER, EDITOR,
// TAR_OPTIONS, HOME) is flagged with why: the command checked is then no
// longer the command that runs.

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
	for _, name := range names {
		if why := changesWhatRuns(name); why != "" && p.Unreadable == "" {
			// Flagged: the command is kept as text, refused with why.
			p.Mode, p.Command = proposal.Experimental, rest // its words stay, for its risk
			p.Unreadable = fmt.Sprintf("The assignment %s= before the command %s, so the command checked is not the one that would run.", name, why)
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

// changesWhatRuns says why a variable set for one command changes what
// that command runs or reads, or "": by the shape of its name, as the
// dynamic loader, the shells, git and the GNU tools read them.
func changesWhatRuns(name string) string {
	upper := strings.ToUpper(name)
	switch {
	case strings.HasPrefix(upper, "LD_") || strings.HasPrefix(upper, "DYLD_"):
		return "makes every program load code of its choosing"
	case upper == "PATH" || upper == "SHELL" || upper == "BASH_ENV" || upper == "ENV" || upper == "IFS" || upper == "PS4":
		return "changes which programs the shell and the command run"
	case strings.HasPrefix(upper, "GIT_"):
		return "changes the repository, config or programs git uses"
	case strings.HasSuffix(upper, "PAGER") || strings.HasSuffix(upper, "EDITOR") || upper == "VISUAL" ||
		strings.HasSuffix(upper, "ASKPASS") || strings.HasPrefix(upper, "LESS"):
		return "names a program the command runs"
	case upper == "HOME" || strings.HasPrefix(upper, "XDG_") || strings.HasSuffix(upper, "_HOME") || strings.HasSuffix(upper, "RC"):
		return "changes where the command reads its config, which can name programs"
	case strings.HasSuffix(upper, "OPTIONS") || strings.HasSuffix(upper, "_OPT") || strings.HasSuffix(upper, "OPTS") ||
		upper == "GZIP" || upper == "ZIPOPT" || upper == "UNZIP" || strings.HasPrefix(upper, "PYTHON") ||
		strings.HasPrefix(upper, "PERL") || strings.HasPrefix(upper, "RUBY") || strings.HasPrefix(upper, "NODE_"):
		return "adds options or code the command reads from its environment"
	}
	return ""
}
