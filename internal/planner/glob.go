package planner

import (
	"strings"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
)

// globProblem says, for the model, why its proposal would be refused for
// a pattern the shell would expand before the program sees it (find .
// -name *.log); "" when it has none. The person did not write the
// pattern, so it is the model that is asked to quote it, in the repair
// round, and the person reads only that the proposal was refused.
func globProblem(prop *proposal.Proposal) string {
	if prop == nil {
		return ""
	}
	why := ""
	switch {
	case strings.Contains(prop.Unreadable, "glob `"):
		// The command contract's line, read as typed: the glob matched
		// nothing, or too much to check.
		_, why, _ = strings.Cut(prop.Unreadable, ": ")
		why = strings.TrimSuffix(why, ".")
	case prop.Mode == proposal.Experimental && prop.Command != "" && prop.Unreadable == "":
		if word := reader.UnquotedGlob(prop.Command); word != "" {
			why = "it has a glob `" + word + "`"
		}
	}
	if why == "" {
		return ""
	}
	return "your command was refused because the shell would expand an unquoted pattern (" + why + ")"
}

// globRepairPrompt asks once more after a proposal with an unquoted
// pattern.
func globRepairPrompt(problem string) string {
	return clip(problem, 600) + `.
Reply again in the same form: quote a pattern the program matches itself (find . -name '*.log'), or name the files.`
}
