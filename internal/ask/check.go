package ask

import (
	"context"
	"runtime"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/execute"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/validate"
)

// NewChecker reads a step's text through the typed-command path, as
// `oterminus --dry-run` reads typed text: direct detection with the
// reader, then validation and policy. Text that is not a command
// oterminus reads is refused; the planner is never asked to turn it into
// one. d is the shell the text is read as and rendered for: bash, as the
// model writes for bash. (The last line of an answer, put in the
// person's line, is the model's proposal: lifecycle.ModelLine reads it.)
// getenv is the person's environment, of which a step may read only
// Variables.
func NewChecker(p policy.Config, d *dialect.Dialect, getenv func(string) string) Checker {
	home := getenv("HOME")
	return func(text, dir string) Checked {
		req := &request.Input{
			Text: text, Platform: runtime.GOOS, Dir: dir, Home: home, Dialect: d,
			Policy: p, Registry: registry.Default(), Reader: readerEnv(getenv, dir),
		}
		o := lifecycle.Run(context.Background(), req)
		switch {
		case o.Stage == request.StageInvalid:
			return Checked{Refusal: o.InputErr.Error()}
		case !o.Direct || o.Validation == nil:
			return Checked{Refusal: "this is not a command oterminus reads: write programs it knows with their arguments " +
				"(see 'oterminus capabilities'), joined by at most pipes, redirections, '&&', '||' or ';'"}
		}
		v := o.Validation
		c := Checked{
			Command: v.Rendered(), Argv: v.Argv, Family: o.Proposal.Family, Risk: v.Risk,
			Level: preview.Confirmation(o), Preview: preview.Proposal(o, false, preview.Style{}),
		}
		if o.Family != nil {
			c.Family = o.Family.Name
		}
		if len(v.Stages) > 0 {
			c.Family = "pipeline"
			if o.Proposal.Compound != nil {
				c.Compound = compound(o.Proposal.Compound, v.Stages)
			}
		}
		if o.Accepted() {
			c.Network, c.Secrets = reach(v, o.Family, dir, home)
			c.WriteSet, c.CannotUndo = preview.WriteSet(o)
		}
		if len(c.Argv) == 0 && len(c.Compound) == 0 && o.Accepted() {
			c.Refusal = "oterminus has no command to run for this text"
		}
		if !o.Accepted() {
			c.Refusal = strings.Join(v.Reasons, " ")
		}
		return c
	}
}

// reach is what a step reaches beyond the machine's own files: whether
// any of its commands contacts the network (its family, subcommand or an
// option says so, or its words name a host it looks up, per stage), and
// the secrets it reads: secret-bearing files (its read paths and '<'
// files; a directory whose files it reads as a tree; files named only
// when it runs; a repository's files git prints), and what its
// declaration says holds secrets (the environment, a secret variable).
func reach(v *validate.Result, family *registry.Family, dir, home string) (network bool, secrets []string) {
	type command struct {
		family *registry.Family
		typed  *registry.Command
		argv   []string
	}
	var commands []command
	if len(v.Stages) > 0 {
		for _, st := range v.Stages {
			commands = append(commands, command{st.Family, st.Typed, st.Argv})
		}
	} else {
		commands = append(commands, command{family, v.Typed, v.Argv})
	}
	add := func(s string) {
		if !slices.Contains(secrets, s) {
			secrets = append(secrets, s)
		}
	}
	for _, p := range v.Reads {
		if SecretFile(p, dir, home) {
			add(p)
		}
	}
	for _, c := range commands {
		if c.family == nil {
			continue
		}
		if c.typed == nil {
			network = network || c.family.NetworkTouching
			for _, p := range c.family.PathOperands(c.argv[min(1, len(c.argv)):]) {
				if SecretFile(p, dir, home) {
					add(p)
				}
			}
			continue
		}
		network = network || c.typed.Network()
		nested, fromInput := nestedReach(c.typed)
		if fromInput {
			add("(files named on its input)")
		}
		for _, s := range c.typed.Secrets() {
			add(s) // the environment, $GITHUB_TOKEN
		}
		if read, ok := c.typed.Contents(); ok {
			for _, s := range repositorySecrets(read, dir, home) {
				add(s) // git show :.env, git log -p
			}
		}
		if !nested && slices.Contains(namesOnly, c.family.Name) {
			continue // ls -la ~/.ssh shows names, not what the files hold
		}
		for _, p := range c.typed.Paths(registry.ReadPath) {
			if SecretFile(p, dir, home) {
				add(p)
			} else if found := SecretInTree(p, dir, home); found != "" {
				add(found) // grep -r, find -exec cat: the files below
			}
		}
	}
	return network, secrets
}

// namesOnly are families that read names and metadata, never what a
// file holds (unless a nested command does: find -exec cat).
var namesOnly = []string{"cd", "ls", "tree", "du", "stat", "file", "find", "lsof", "realpath", "readlink", "dirname", "basename", "df"}

// nestedReach reports whether a command holds a nested command (find
// -exec cat {} + reads the files below its start paths), and whether one
// takes its operands from input (xargs cat), so the files it reads are
// named only when it runs.
func nestedReach(c *registry.Command) (nested, fromInput bool) {
	for _, it := range c.Items {
		if it.Nested == nil {
			continue
		}
		nested = true
		if it.Option != nil && it.Option.Nested != nil && it.Option.Nested.FromInput ||
			it.Operand != nil && it.Operand.Nested != nil && it.Operand.Nested.FromInput {
			fromInput = true
		}
		if _, in := nestedReach(it.Nested); in {
			fromInput = true
		}
	}
	return nested, fromInput
}

// compound pairs the validated stages, in order, with the pipelines
// and operators of the compound they were read from.
func compound(c *proposal.Compound, stages []*validate.Stage) []execute.Pipeline {
	var out []execute.Pipeline
	n := 0
	for _, p := range c.Pipelines {
		pipe := execute.Pipeline{Op: p.Op}
		for range p.Stages {
			if n == len(stages) {
				return nil
			}
			pipe.Stages = append(pipe.Stages, execute.Stage{Argv: stages[n].Argv, Redirects: stages[n].Redirects})
			n++
		}
		out = append(out, pipe)
	}
	return out
}

// Variables are the variables a step's text may read: where things
// are, never what is secret. Model text must not be able to copy a token
// from the environment into a command.
var Variables = []string{"HOME", "USER", "LOGNAME", "SHELL", "TMPDIR", "LANG"}

// readerEnv is what the reader of a step's text sees: the files under
// dir, and of the environment only Variables.
func readerEnv(getenv func(string) string, dir string) reader.Env {
	env := reader.SystemEnv(dir)
	env.Dir = dir
	env.Home = getenv("HOME")
	env.Getenv = func(name string) (string, bool) {
		if name == "PWD" {
			return dir, true
		}
		for _, allowed := range Variables {
			if name == allowed {
				v := getenv(name)
				return v, v != ""
			}
		}
		return "", false
	}
	return env
}
