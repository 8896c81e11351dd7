package proposal

import (
	"strconv"
	"strings"
)

// Compound is typed text that is more than one simple command: pipelines
// joined by &&, || and ;, each stage a command with its redirections. The
// argvs are what the shell passes to execve (every expansion done);
// validation reads each stage with its family's declaration, exactly as
// it reads a single command. A single command with no redirection is
// never a Compound: it stays a plain proposal.
type Compound struct {
	Pipelines []*Pipeline
}

// Pipeline is one or more stages joined by '|'.
type Pipeline struct {
	// Op joins the pipeline to the one before: "" for the first, then
	// "&&", "||" or ";".
	Op     string
	Stages []*Stage
}

// Stage is one command of a pipeline.
type Stage struct {
	Argv      []string
	Redirects []Redirect
}

// Redirect is one redirection of a stage.
type Redirect struct {
	// Fd is the descriptor redirected: 0 ('<'), 1 ('>'), 2 ('2>'), or
	// -1 for both 1 and 2 ('&>').
	Fd int
	// Op is "<", ">", ">>", "&>", "&>>" or ">&" (Fd becomes a copy of the
	// descriptor named by Target: 2>&1).
	Op string
	// Target is the file, or the descriptor number for ">&".
	Target string
}

// DevNull is the one write target that changes nothing: output sent there
// is discarded, so it is neither a write nor a path policy checks.
const DevNull = "/dev/null"

// Writes reports whether the redirection writes (creates, truncates or
// appends to) its target file.
func (r Redirect) Writes() bool {
	return (r.Op == ">" || r.Op == ">>" || r.Op == "&>" || r.Op == "&>>") && r.Target != DevNull
}

// Reads reports whether the redirection reads its target file.
func (r Redirect) Reads() bool { return r.Op == "<" }

// Stages lists every stage in order.
func (c *Compound) Stages() []*Stage {
	var out []*Stage
	for _, p := range c.Pipelines {
		out = append(out, p.Stages...)
	}
	return out
}

// Programs names the stages' programs joined as typed ("du | sort && ls"),
// for summaries.
func (c *Compound) Programs() string {
	var b strings.Builder
	for _, p := range c.Pipelines {
		if p.Op != "" {
			b.WriteString(" " + p.Op + " ")
		}
		for i, s := range p.Stages {
			if i > 0 {
				b.WriteString(" | ")
			}
			if len(s.Argv) > 0 {
				b.WriteString(s.Argv[0])
			}
		}
	}
	return b.String()
}

// String is the redirection as plain text, unquoted ("2>&1", "> out.txt"),
// for records; the shell text comes from the dialect.
func (r Redirect) String() string {
	fd := ""
	if r.Fd == 2 || r.Op == ">&" {
		fd = strconv.Itoa(r.Fd)
	}
	if r.Op == ">&" {
		return fd + ">&" + r.Target
	}
	return fd + r.Op + " " + r.Target
}
