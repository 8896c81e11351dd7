package preview

import (
	"fmt"
	"io"
	"strings"

	"github.com/oterminus/oterminus/internal/execute"
	"github.com/oterminus/oterminus/internal/policy"
)

// Prompt is the question a confirmation level asks before a command
// runs, and the answer it needs typed ("" for y or yes): the original's
// confirmation questions and answers. A switch, not a map: nothing built
// at start-up.
func Prompt(level policy.Level) (question, answer string) {
	switch level {
	case policy.Standard:
		return "Run command? [y/N]: ", ""
	case policy.Strong:
		return "Type EXECUTE to proceed: ", "EXECUTE"
	case policy.VeryStrong:
		return "Type EXECUTE EXPERIMENTAL to proceed: ", "EXECUTE EXPERIMENTAL"
	}
	return "", ""
}

// Execution writes what a command that ran left: each stream as it came,
// with a note where it was cut to maxChars characters, then the
// interruption or the exit status.
func Execution(w io.Writer, res execute.Result, maxChars int, st Style) {
	fmt.Fprintln(w, "\n"+st.Heading("--- execution output ---"))
	for name, s := range res.Streams() {
		if s.Text == "" {
			continue
		}
		fmt.Fprint(w, s.Text)
		if !strings.HasSuffix(s.Text, "\n") {
			fmt.Fprintln(w)
		}
		if s.Truncated {
			fmt.Fprintf(w, "[oterminus] %s truncated to %d characters.\n", name, maxChars)
		}
	}
	if res.Interrupted {
		fmt.Fprintln(w, st.Error("Interrupted."))
		return
	}
	status := fmt.Sprintf("Exit code: %d", res.ExitCode)
	if res.ExitCode == 0 {
		fmt.Fprintln(w, st.Success(status))
	} else {
		fmt.Fprintln(w, st.Error(status))
	}
}
