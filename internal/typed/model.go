package typed

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/termtext"
)

// ErrNotACommand says a model's line is no command line of a declared
// program, or reads as a sentence: prose, not a proposal.
var ErrNotACommand = errors.New("not a command line of a listed program")

// ModelLine reads a command line a model wrote (the planner's command
// contract, the last line of an ask's answer) the way Detect reads a
// typed one, with what only a person may do taken away. Only the words
// come from the model; the family, arguments and rendering come from the
// declaration. No variable is expanded ($HOME neither) and no ~user, so a
// model cannot put an environment variable's value (a token, a key) into
// a command where it would be shown, audited or sent over the network
// (ping $KEY.host): "$X" is refused as unset; ~ and globs are read as
// typed. A NAME=value before the command is refused (GCONV_PATH=. git log
// loads a library the checks never saw). And the proposal is the
// planner's: validation refuses what is read only when typed (sudo), and
// the widget's two-press rule applies to it. Reading it asks nothing of
// the person's shell (in's FirstWord and LookPath are not used).
func ModelLine(line string, in Input) (*proposal.Proposal, error) {
	in.Reader.Getenv, in.Reader.LookupUser, in.Reader.NoVariables = nil, nil, true
	in.FirstWord, in.LookPath = WordUnknown, nil
	prop, ok := Detect(line, in)
	switch {
	case ok && len(prop.Assignments) > 0:
		return nil, fmt.Errorf("%q sets %s before its command; a model's command may not set variables", termtext.Clip(line, 200),
			strings.Join(prop.Assignments, " "))
	case !ok || len(prop.Undeclared) > 0 && prop.Compound == nil:
		return nil, fmt.Errorf("%q is %w (or it reads as a sentence)", termtext.Clip(line, 200), ErrNotACommand)
	}
	// A model's pipeline with a program no family declares is no
	// person's line: validation refuses that stage by name.
	prop.Undeclared = nil
	prop.Origin = proposal.OriginPlanner
	// The model wrote the line, not the person.
	prop.Unreadable = strings.Replace(prop.Unreadable, "The line cannot be read", "The model's command cannot be read", 1)
	prop.Notes = slices.DeleteFunc(prop.Notes, func(n string) bool { return n == proposal.DirectNote })
	return prop, nil
}
