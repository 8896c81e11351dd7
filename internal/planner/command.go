package planner

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/ollama/ollama/api"

	"github.com/oterminus/oterminus/internal/advice"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/typed"
)

// Reply contracts: what the model is asked to write.
const (
	// ContractStructured asks for a JSON object (the family and its
	// arguments, or a command), constrained by the schema's grammar.
	ContractStructured = "structured"
	// ContractCommand asks for the command line itself and a one-line
	// explanation, as plain text, and reads the line exactly as typed
	// text is read: the user's shell's reader, then the family's
	// declaration. Small models write a command line more reliably than
	// a JSON object; nothing is trusted more for it, because whatever the
	// typed path refuses is refused here too.
	ContractCommand = "command"
)

// Contracts lists the reply contracts, the default first.
var Contracts = []string{ContractStructured, ContractCommand}

// ContractsNamed is the contract named, or all of them for "".
func ContractsNamed(name string) ([]string, error) {
	switch {
	case name == "":
		return Contracts, nil
	case !slices.Contains(Contracts, name):
		return nil, fmt.Errorf("reply contract %q is not one of %s", name, strings.Join(Contracts, ", "))
	}
	return []string{name}, nil
}

// errNoSchema is an OpenAI-compatible server refusing a JSON-schema
// response format: the request is asked again under the command
// contract, which needs none.
var errNoSchema error = advice.Const("the server does not support a JSON-schema response format")

// contract is the reply contract a request is asked under.
func (p *Planner) contract() string {
	if p.prov.refusesSchema() {
		return ContractCommand
	}
	if p.cfg.Contract == ContractCommand {
		return ContractCommand
	}
	return ContractStructured
}

// Contract is the reply contract requests are asked under now.
func (p *Planner) Contract() string { return p.contract() }

// planCommand asks for a command line and reads it as typed text, with
// one repair round for a reply that is not one readable command.
func (p *Planner) planCommand(ctx context.Context, req request.Task, plan *request.Plan) (*request.Plan, error) {
	model := plan.Model
	families := p.cfg.Registry.Enabled(req.Scope)
	messages := []api.Message{
		{Role: "system", Content: CommandSystemPrompt(families)},
		{Role: "user", Content: CommandUserPrompt(req, p.cfg.Registry)},
	}
	reply, err := p.ask(ctx, model, messages, nil)
	if err != nil {
		return plan, p.classify(ctx, model, err)
	}
	return p.repair(ctx, plan, messages, reply, p.commandReading(req))
}

// readCommand reads a command-contract reply into a proposal with
// typed.ModelLine: the typed-command path, as if the person had typed
// the line in their shell, with what only a person may do taken away.
// The proposal is the planner's, so validation and confirmation treat it
// as model output, not as something the person typed.
func (p *Planner) readCommand(reply string, req request.Task) (*proposal.Proposal, error) {
	line, explanation, err := splitCommandReply(reply)
	if err != nil {
		return nil, err
	}
	env := p.cfg.Reader
	if env.Dir == "" {
		env.Dir = req.Dir
	}
	prop, err := typed.ModelLine(line, typed.Input{Registry: p.cfg.Registry, Scope: req.Scope, Shell: req.Shell, Reader: env})
	if err != nil {
		return nil, err
	}
	if explanation == "" {
		explanation = "The model wrote this command; it was read like a typed command."
	}
	prop.Explanation = explanation
	prop.Summary = clip(strings.TrimSuffix(explanation, "."), maxSummaryLen)
	return prop, nil
}

// splitCommandReply takes the command line and the explanation out of a
// reply: the one line that is not a comment is the command (a code fence
// or a "$ " prompt around it is dropped, as small models add them), and
// the first "# " comment is the explanation. A reply with no command, or
// with two, is refused: it is not one command.
func splitCommandReply(reply string) (line, explanation string, err error) {
	for _, l := range strings.Split(reply, "\n") {
		l = strings.TrimSpace(l)
		switch {
		case l == "" || strings.HasPrefix(l, "```"):
		case strings.HasPrefix(l, "#"):
			if explanation == "" {
				explanation = clip(strings.TrimSpace(strings.TrimLeft(l, "#")), maxExplanationLen)
			}
		case line != "":
			return "", "", errors.New("the reply has more than one command line; write exactly one")
		default:
			line = strings.TrimSpace(strings.TrimPrefix(l, "$ "))
		}
	}
	switch {
	case line == "":
		return "", "", errors.New("the reply has no command line")
	case len(line) > maxCommandLen:
		return "", "", fmt.Errorf("the command line is longer than %d bytes", maxCommandLen)
	}
	return line, explanation, nil
}

// CommandSystemPrompt is the stable prefix of the command contract for a
// set of enabled families: the programs come from the families that can
// be typed, the only ones the typed path reads.
func CommandSystemPrompt(families []*registry.Family) string {
	var b strings.Builder
	b.WriteString(`You are oterminus-planner. You turn one request typed at a terminal prompt into exactly one shell command.

Reply with exactly two lines and nothing else:
the command line
# what it does, in one short sentence

Rules:
- One command of one listed program, or a pipeline of listed programs joined by | when the request needs one (counting, sorting or filtering what a command prints).
- Redirect output to a file (>) only when the request asks to save it. Never chain with ; && ||, and never use substitution, subshells or background jobs.
- Use only options the program's usage shows when the request gives one.
- Paths are relative to the current directory unless the request names one.
- When the request is unclear or unsupported, write the closest read-only command.
- For a manual page use man with the topic; never run the topic itself.

Programs: `)
	b.WriteString(strings.Join(typedPrograms(families), ", "))
	b.WriteString("\n")
	b.WriteString(networkRules(families))
	b.WriteString(`
Examples:
Request: show disk usage of this folder
du -sh .
# Prints the total size of the current folder.
Request: list files sorted by modification time
ls -lt
# Lists files, newest first.
Request: how many files are in this folder
ls | wc -l
# Counts the names ls lists.
`)
	return b.String()
}

// typedPrograms are the programs of the families a person may type.
func typedPrograms(families []*registry.Family) []string {
	var names []string
	for _, f := range families {
		if !f.Direct {
			continue
		}
		for _, name := range append([]string{f.Program()}, f.Programs...) {
			if f.Refused.Get(name) == "" && !slices.Contains(names, name) {
				names = append(names, name)
			}
		}
	}
	return names
}

// CommandUserPrompt is the variable part under the command contract: the
// request as UserPrompt writes it, then a usage line from the
// declaration of each family the router suggests (at most three), so the
// model sees the options those programs accept without the system prompt
// listing every option of every program.
func CommandUserPrompt(req request.Task, reg *registry.Registry) string {
	var b strings.Builder
	b.WriteString(UserPrompt(req))
	shown := 0
	for _, name := range req.Route.Families {
		f := reg.Family(name)
		if f == nil || !f.Direct || f.Spec == nil || !req.Scope.Enabled(f) || shown == maxUsageFamilies {
			continue
		}
		if shown == 0 {
			b.WriteString("Usage:\n")
		}
		for _, line := range usageLines(f) {
			fmt.Fprintf(&b, "  %s\n", line)
		}
		shown++
	}
	return b.String()
}

// Bounds on the usage lines in a prompt.
const (
	maxUsageFamilies = 3
	maxUsageLine     = 320
	maxUsageSubs     = 8
)

// usageLines are a family's command lines as its declaration reads them:
// the program, or each subcommand that is not refused, with every option
// by its canonical spelling and value, then the operands. A line longer
// than maxUsageLine ends in "..." (the declaration lists common options
// first).
func usageLines(f *registry.Family) []string {
	var lines []string
	for _, u := range f.Usages() {
		if len(lines) < maxUsageSubs {
			lines = append(lines, usage(u.Name, u.Spec))
		}
	}
	return lines
}

func usage(name string, spec *registry.Spec) string {
	tail := spec.Usage()
	line := name
	options := spec.OptionList()
	if spec.Parsing == registry.WordOptions {
		// find: the leading options, then the paths, then the expression.
		for _, o := range options {
			if o.Leading {
				line += " [" + optionUsage(o, spec) + "]"
			}
		}
		if tail != "" {
			line += " " + tail
		}
		tail = ""
		options = slices.DeleteFunc(slices.Clone(options), func(o registry.Option) bool { return o.Leading })
	}
	for _, o := range options {
		word := " [" + optionUsage(o, spec) + "]"
		if len(line)+len(word)+len(tail)+5 > maxUsageLine {
			line += " ..."
			break
		}
		line += word
	}
	if tail != "" {
		line += " " + tail
	}
	return line
}

// optionUsage is an option's canonical spelling with its value: "-n N",
// "--color=always|auto|never" (a value that can only be attached, as
// every value of nslookup's -type=A|MX... is).
func optionUsage(o registry.Option, spec *registry.Spec) string {
	if o.Value == registry.NoValue {
		return o.Names[0]
	}
	value := o.Value.Placeholder()
	if o.Value == registry.Enum {
		value = strings.Join(o.Enum, "|")
	}
	if o.InlineOnly || spec.Parsing == registry.SingleDashLong {
		return o.Names[0] + "=" + value
	}
	if o.Then != registry.NoValue {
		value += " " + o.Then.Placeholder()
	}
	return o.Names[0] + " " + value
}

// commandRepairPrompt asks once more after a reply that is not one
// readable command.
func commandRepairPrompt(problem string) string {
	return "Your reply is not one command oterminus can read: " + clip(problem, 600) + `
Reply again with exactly two lines: the command line of one listed program, then "# " and one short sentence saying what it does. No code fences, no prose.`
}
