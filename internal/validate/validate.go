// Package validate turns a proposal into a command and checks it against
// the allowlist: family, operators, exact shapes, flags and risk
// (upstream-spec §12). It decides nothing about configuration; package
// policy adds the reasons that depend on it.
package validate

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/project"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Result is a validated (or refused) command.
type Result struct {
	Risk     registry.Risk
	Reasons  []string // why the command is refused; none means accepted so far
	Warnings []string
	// Argv is the command as it will run.
	Argv []string
	// Command is the original's rendered_command: the POSIX rendering of a
	// structured proposal, or the experimental text as proposed.
	Command string
	// Text is Argv rendered for the target shell and proven to parse back
	// to Argv; "" when Argv cannot be rendered literally.
	Text string
	// Typed is Argv read by its family's declaration; nil when the family
	// has none or the declaration refused the command.
	Typed *registry.Command
	// Stages are the commands of a pipeline or list in order (Argv is
	// then empty); Writes are the files its redirections write and Reads
	// the files '<' reads.
	Stages        []*Stage
	Writes, Reads []string
}

// Accepted reports whether nothing refused the command.
func (r *Result) Accepted() bool { return len(r.Reasons) == 0 }

// Rendered is the command text to show and insert: the shell rendering
// when the command is accepted (or structured), the proposed text when a
// refused experimental command has no faithful rendering.
func (r *Result) Rendered() string {
	if r.Text != "" && (r.Accepted() || r.Command == dialect.Default.Join(r.Argv)) {
		return r.Text
	}
	if r.Command != "" {
		return r.Command
	}
	return r.Text
}

func (r *Result) refuse(format string, args ...any) {
	reason := fmt.Sprintf(format, args...)
	if !slices.Contains(r.Reasons, reason) {
		r.Reasons = append(r.Reasons, reason)
	}
}

func (r *Result) warn(warning string) {
	if !slices.Contains(r.Warnings, warning) {
		r.Warnings = append(r.Warnings, warning)
	}
}

// project is the working directory's project, detected once.
func (in Input) project() project.Project {
	if in.Project == nil {
		return project.Detect("")
	}
	return in.Project.Project()
}

// Input is everything validation reads besides the proposal.
type Input struct {
	Registry *registry.Registry
	Platform string
	Project  *project.Lazy    // the working directory's project (project_health)
	Dialect  *dialect.Dialect // the shell the command is rendered for
	// Home is the home directory a '~' left in a path stands for (the
	// reader has expanded a typed one already).
	Home string
}

// Fixed reason and warning texts.
const (
	RecursiveDeletion  = "Recursive deletion detected."
	BroadPermission    = "Broad permission change target detected."
	ProjectCodeWarning = "Project health commands run the project's own tooling, which executes project code."
	deprecatedLegacy   = "The deprecated command text is ignored in structured mode."
	legacyDiffers      = "The legacy command text differs from the structured rendering and was ignored."
)

// Check validates a proposal (§12.1). Text that would start a command
// the check never sees (a background job, a command or process
// substitution) is refused, and its risk is dangerous whatever the
// command's own risk: the original's rule for the refused constructs.
func Check(p *proposal.Proposal, in Input) *Result {
	var r *Result
	if p.Compound != nil {
		r = checkCompound(p, in)
	} else {
		r = check(p, in)
	}
	if !r.Accepted() && HiddenCommand(p.Command) != "" {
		r.Risk = registry.Dangerous
	}
	lookalikeReasons(r, p)
	if len(p.Assignments) > 0 {
		// TZ=UTC date: the command is what was checked; its renderings
		// keep the assignments as typed, so they mean what the line does.
		prefix := strings.Join(p.Assignments, " ") + " "
		for _, a := range p.Assignments {
			// TMPDIR=/etc mktemp writes into /etc, as mktemp -p /etc
			// does: the directory is checked as a written path.
			if _, dir := proposal.CheckAssignment(a); dir != "" {
				r.Writes = append(r.Writes, dir)
				r.Risk = max(r.Risk, registry.Write)
			}
		}
		for _, text := range []*string{&r.Text, &r.Command} {
			if *text != "" {
				*text = prefix + *text
			}
		}
	}
	return r
}

// HiddenCommand names the construct in a command's text that starts
// another command than the one checked: a background job ('&', zsh's
// '&|' and '&!'), a command substitution ($(...) or backquotes, even
// inside double quotes) or a process substitution (<(...), >(...)); ""
// when there is none. Text in single quotes is a word.
func HiddenCommand(text string) string {
	if strings.Contains(text, "`") || strings.Contains(text, "$(") {
		if outsideSingleQuotes(text, "$(") || outsideSingleQuotes(text, "`") {
			return "command substitution"
		}
	}
	if outsideSingleQuotes(text, "<(") || outsideSingleQuotes(text, ">(") {
		return "process substitution"
	}
	if reader.Background(text) {
		return "background job"
	}
	return ""
}

// outsideSingleQuotes reports whether sub occurs in text outside single
// quotes.
func outsideSingleQuotes(text, sub string) bool {
	inSingle, escaped := false, false
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case escaped:
			escaped = false
		case inSingle:
			inSingle = c != '\''
		case c == '\\':
			escaped = true
		case c == '\'':
			inSingle = true
		case strings.HasPrefix(text[i:], sub):
			return true
		}
	}
	return false
}

func check(p *proposal.Proposal, in Input) *Result {
	r := &Result{Risk: registry.Dangerous}
	if p.Risk != nil {
		r.Risk = *p.Risk
	}
	if p.Family != "" {
		f := in.Registry.Family(p.Family)
		if f == nil {
			r.refuse("Command family '%s' is not in the v1 allowlist.", p.Family)
			r.Risk = registry.Dangerous
		} else {
			r.Risk = f.Risk
			familyReasons(r, f, in.Platform, p.Origin)
		}
	}
	if !produceCommand(r, p, in) {
		return r
	}

	base := r.Argv[0]
	named := in.Registry.Family(p.Family)
	structuredProject := p.Mode == proposal.Structured && named != nil && named.ProjectTooling
	if !structuredProject && projectToolReasons(r, r.Argv) {
		r.Risk = registry.Dangerous
	}
	if f := in.Registry.Family(base); p.Mode != proposal.Structured && f != nil && f.ProjectTooling {
		r.refuse("%s is only valid as a structured proposal.", f.Name)
		r.Risk = registry.Dangerous
		return r
	}
	if structuredProject {
		checkProject(r, p, in)
		return r
	}

	family := in.Registry.ForProgram(base)
	// An unknown program is said once, below; a known one of another
	// family than the proposal named is a mismatch.
	if p.Family != "" && family != nil && family.Name != p.Family {
		r.refuse("Command base '%s' is not a program of the proposed family '%s'.", base, p.Family)
	}
	if family == nil {
		r.refuse("Base command '%s' is not in the v1 allowlist.", base)
		r.Risk = registry.Dangerous
		return r
	}
	r.Risk = family.Risk
	familyReasons(r, family, in.Platform, p.Origin)
	checkDeclared(r, family, in)
	return r
}

// refusedRisk is the risk of a command line its declaration refused:
// what its declared words would do, and, for an option word it does not
// read, the most the program's options can do (sort --compress-program
// runs a program, so sort is no longer safe).
func refusedRisk(f *registry.Family, argv []string) registry.Risk {
	_, reach := f.Unread(argv)
	return max(f.WordsRisk(argv), reach)
}

// checkDeclared reads the command with its family's declaration: the
// declaration alone decides what is accepted, the risk and the warnings.
func checkDeclared(r *Result, f *registry.Family, in Input) {
	cmd, err := f.ReadArgv(r.Argv)
	if err != nil {
		r.refuse("%s", err.Error())
		r.Risk = max(r.Risk, refusedRisk(f, r.Argv))
		return
	}
	r.Typed = cmd
	r.Risk = max(r.Risk, cmd.Risk())
	reads, writes := stageFiles(&Stage{Typed: cmd}, nil, 0)
	sameFileReasons(r, reads, writes, "command", in)
	// Every word was read by the declaration, so the experimental
	// warning ("did not come from the typed renderer") no longer holds.
	r.Warnings = slices.DeleteFunc(r.Warnings, func(w string) bool { return w == proposal.ExperimentalWarning })
	for _, w := range cmd.Warnings() {
		r.warn(w)
	}
	if contacts := cmd.Contacts(); contacts != "" {
		r.warn(contacts)
	}
}

// familyReasons adds the platform and maturity reasons of a family.
// Pack-disabled reasons depend on configuration and come from policy.
func familyReasons(r *Result, f *registry.Family, platform string, origin proposal.Origin) {
	if f.Maturity == registry.TypedOnly && origin != proposal.OriginDirect {
		r.refuse("Command family '%s' is read only when the person types it; a model may not propose it.", f.Name)
	}
	if !f.SupportsPlatform(platform) {
		r.refuse("Command family '%s' is unavailable on platform '%s' (supported: %s).",
			f.Name, registry.NormalizePlatform(platform), strings.Join(f.Platforms, ", "))
	}
	if f.Maturity == registry.Blocked {
		r.refuse("Command family '%s' is blocked by curated command maturity policy.", f.Name)
	}
}

// produceCommand renders a structured proposal or tokenises experimental
// text, filling Argv, Command and Text. It reports false when there is no
// command to check further.
func produceCommand(r *Result, p *proposal.Proposal, in Input) bool {
	switch p.Mode {
	case proposal.Structured:
		if len(p.Argv) == 0 && p.Operation == "" {
			r.refuse("Structured proposal has no arguments to render.")
			return false
		}
		r.Argv = slices.Clone(p.Argv)
		if p.Operation != "" {
			r.Argv = slices.Clone(in.project().Commands[p.Operation])
		}
		if len(r.Argv) == 0 {
			r.refuse("Project health operation '%s' is not available for this %s project.", p.Operation, in.project().Tool)
			r.Risk = registry.Write
			return false
		}
		r.Command = dialect.Default.Join(r.Argv)
		if legacy := strings.TrimSpace(p.Command); legacy != "" {
			fragmentReasons(r, legacy)
			r.warn(deprecatedLegacy)
			if legacy != r.Command {
				r.warn(legacyDiffers)
			}
		}
	default:
		r.Command = strings.TrimSpace(p.Command)
		if r.Command == "" {
			r.refuse("Proposal has no executable command.")
			return false
		}
		if p.Unreadable != "" {
			// Text the reader refused says why by name (a command
			// substitution, a here-document).
			r.refuse("%s", p.Unreadable)
		}
		r.Argv = p.Argv
		if r.Argv == nil {
			r.Argv = readText(r, p, in)
		}
		r.warn(proposal.ExperimentalWarning)
		if len(r.Argv) == 0 {
			r.refuse("No executable command found.")
			r.Risk = registry.Dangerous
			return false
		}
	}
	text, err := in.Dialect.Render(r.Argv)
	if err != nil {
		r.refuse("Command cannot be rendered for %s: %v.", in.Dialect.Name(), err)
	}
	r.Text = text
	return true
}

// readText reads a proposal's command text (a typed line comes with its
// words) as a shell would: the words it passes to the program. A model
// writes POSIX shell whatever the person's shell is, so its text is read
// as bash reads it, with no variable to expand and no brace expansion (a
// model that means several words writes them), and its words are then
// rendered for the person's shell like any structured proposal's. Text
// that is more than one simple command is refused by what it holds (a
// model's free text may not chain or pipe: a pipeline is proposed as
// structured stages), and text the reader cannot read by the reader's
// reason; the words are then the first command's, or the text's words as
// typed, so its risk is still known.
func readText(r *Result, p *proposal.Proposal, in Input) []string {
	model := p.Origin == proposal.OriginPlanner
	env := reader.Env{Home: in.Home, NoVariables: model}
	if in.Project != nil {
		env.Dir = in.Project.Dir
	}
	who, shell := "The command", in.Dialect.Name()
	if model {
		who, shell = "The model's command", "bash"
	}
	line, err := reader.Read(r.Command, shell, env)
	if err != nil {
		var rerr *reader.Error
		if errors.As(err, &rerr) {
			r.refuse("%s cannot be read as %s would read it: %s.", who, shell, strings.TrimSuffix(rerr.Reason, "."))
		} else {
			r.refuse("%s could not be parsed safely: %v.", who, err)
		}
		words, _ := reader.Fields(r.Command)
		return words
	}
	for i, pipe := range line.Pipelines {
		if i > 0 {
			r.refuse("Command contains blocked command chaining.")
		}
		if len(pipe.Stages) > 1 {
			r.refuse("Command contains blocked pipelines.")
		}
		for _, st := range pipe.Stages {
			if len(st.Redirs) > 0 {
				r.refuse("Command contains blocked redirection.")
			}
			for _, w := range st.Words {
				if model && w.Kind&reader.Brace != 0 {
					r.refuse("%s has brace expansion `%s`, which a model may not use: it writes the words.", who, termtext.Escape(w.Src))
				}
			}
		}
	}
	if reader.Background(r.Command) {
		r.refuse("Command contains blocked background execution.")
	}
	return line.Pipelines[0].Stages[0].Argv
}

// fragmentReasons refuses substitution and line breaks anywhere in text,
// even inside quotes.
func fragmentReasons(r *Result, text string) {
	if strings.Contains(text, "$(") || strings.Contains(text, "`") {
		r.refuse("Command contains blocked command substitution.")
	}
	if strings.ContainsAny(text, "\r\n") {
		r.refuse("Command contains blocked multiline command text.")
	}
	if strings.Contains(text, "\x00") {
		r.refuse("Command contains blocked null bytes.")
	}
}

// projectToolReasons refuses package managers and project tools outside
// the curated project_health operations; it reports whether any applied.
func projectToolReasons(r *Result, argv []string) bool {
	before := len(r.Reasons)
	deploy := "Deploying or publishing is unsupported in curated project health."
	sub := func(i int) string {
		if i < len(argv) {
			return argv[i]
		}
		return ""
	}
	switch base := argv[0]; {
	case base == "poetry" && sub(1) == "run":
		r.refuse("Direct 'poetry run' is unsupported; use a structured project_health proposal with one of its five operations.")
		if slices.Equal(argv, []string{"poetry", "run", "ruff", "format", "."}) {
			r.refuse("Writing formatting changes is unsupported in curated project health.")
		}
		if sub(2) == "deploy" || sub(2) == "publish" {
			r.refuse("%s", deploy)
		}
	case base == "poetry" && slices.Contains([]string{"add", "update", "install"}, sub(1)):
		r.refuse("'poetry %s' is unsupported in curated project health.", sub(1))
	case base == "poetry" && (sub(1) == "publish" || sub(1) == "deploy"):
		r.refuse("%s", deploy)
	case slices.Contains([]string{"pip", "npm", "brew"}, base) && sub(1) == "install":
		r.refuse("'%s install' is unsupported in curated project health.", base)
	case base == "deploy" || base == "publish":
		r.refuse("%s", deploy)
	}
	return len(r.Reasons) > before
}

// checkProject validates a structured project_health proposal (§12.1
// step 8): the argv must be the curated command for this project.
func checkProject(r *Result, p *proposal.Proposal, in Input) {
	if want := in.project().Commands[p.Operation]; p.Operation == "" || !slices.Equal(r.Argv, want) {
		r.refuse("Project health command is not one of the curated operations for this project.")
	}
	r.warn(ProjectCodeWarning)
	r.Risk = registry.Write
}

// lookalikeReasons finds the words of a proposal that look like other
// text (termtext.Lookalikes: a Cyrillic о in "nоtes.txt", a
// right-to-left override, a zero-width space) and names their characters
// first among the reasons: a model's such word is refused, since the
// person would read one command and run another; a person's own line is
// theirs, so it is flagged, first among the warnings, and never refused
// for it.
func lookalikeReasons(r *Result, p *proposal.Proposal) {
	var found []string
	note := func(word string) {
		if d := termtext.DescribeLookalikes(word); d != "" && !slices.Contains(found, d) {
			found = append(found, d)
		}
	}
	words := slices.Clone(p.Argv)
	if p.Compound != nil {
		for _, st := range p.Compound.Stages() {
			words = append(words, st.Argv...)
			for _, red := range st.Redirects {
				words = append(words, red.Target)
			}
		}
	}
	if p.Command != "" {
		words = append(words, strings.Fields(p.Command)...)
	}
	words = append(words, r.Argv...)
	for _, w := range words {
		note(w)
	}
	if len(found) == 0 {
		return
	}
	const max = 3
	if len(found) > max {
		found = append(found[:max:max], fmt.Sprintf("and %d more", len(found)-max))
	}
	what := "Text that looks like other text: " + strings.Join(found, "; ") + "."
	if p.Origin == proposal.OriginDirect {
		r.Warnings = append([]string{what}, r.Warnings...)
		return
	}
	r.Reasons = append([]string{what + " A model's command may not hold such characters."}, r.Reasons...)
}
