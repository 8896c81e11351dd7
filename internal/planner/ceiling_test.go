package planner

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/corpus/tldr"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
)

// isVariable reports a reading refused for a variable.
func isVariable(err error) bool {
	var rerr *reader.Error
	return errors.As(err, &rerr) && rerr.Construct == "variable"
}

// perfectReply is what a perfect model answers under the structured
// contract for a line the person could type: the parts of its command,
// or the stages of its pipeline; false when the contract cannot say it.
func perfectReply(p *proposal.Proposal, argv []string, reg *registry.Registry) (map[string]any, bool) {
	if len(p.Assignments) > 0 {
		return nil, false // TZ=UTC date: a model may not set variables
	}
	stage := func(argv []string, piped bool) (map[string]any, bool) {
		if len(argv) == 0 {
			return nil, false
		}
		f := reg.ForProgram(argv[0])
		if f == nil || f.Spec == nil {
			return nil, false
		}
		read := f.ReadArgv
		if piped {
			read = f.ReadPipedArgv
		}
		cmd, err := read(argv)
		if err != nil {
			return nil, false
		}
		parts, ok := cmd.ContractParts(argv[0])
		if !ok {
			return nil, false
		}
		return map[string]any{"command_family": f.Name, "parts": partsJSON(f, parts)}, true
	}
	reply := map[string]any{"summary": "s", "explanation": "e"}
	if p.Compound == nil {
		s, ok := stage(argv, false)
		if !ok {
			return nil, false
		}
		reply["command_family"], reply["parts"] = s["command_family"], s["parts"]
		return reply, true
	}
	var items []any
	for i, pipe := range p.Compound.Pipelines {
		for j, st := range pipe.Stages {
			switch {
			case j > 0:
				items = append(items, "|")
			case i > 0:
				items = append(items, pipe.Op)
			}
			reads := false
			var redirects []any
			for _, r := range st.Redirects {
				switch {
				case r.Op == ">&" && r.Fd == 2 && r.Target == "1":
					redirects = append(redirects, "2>&1")
				case r.Op == ">&":
					return nil, false // 1>&2: not in the contract
				default:
					op := map[[2]any]string{{1, ">"}: ">", {1, ">>"}: ">>", {0, "<"}: "<", {2, ">"}: "2>", {2, ">>"}: "2>>", {-1, "&>"}: "&>"}[[2]any{r.Fd, r.Op}]
					if op == "" {
						return nil, false
					}
					reads = reads || r.Reads()
					redirects = append(redirects, []any{op, r.Target})
				}
			}
			s, ok := stage(st.Argv, j > 0 || reads)
			if !ok {
				return nil, false
			}
			if len(redirects) > 0 {
				s["redirects"] = redirects
			}
			items = append(items, s)
		}
	}
	if len(items) > 2*maxStages-1 {
		return nil, false
	}
	reply["pipeline"] = items
	return reply, true
}

// The contract is chosen by numbers: a fake model that answers each
// description of the tldr pages with exactly the page's command, in the
// contract's shape, gets accepted what the person typing the command
// gets accepted. Under the command contract it writes the line, read as
// a typed line is: all of it. Under the structured contract it writes the
// parts (or the pipeline's stages) of the line: at least 95% of it, each
// reply fitting the schema the server's grammar is built from.
func TestPerfectModelCeiling(t *testing.T) {
	if testing.Short() {
		t.Skip("the whole tldr corpus; -short skips it")
	}
	rows, err := tldr.Rows()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, d := range []string{"src", "docs", "build"} {
		os.Mkdir(filepath.Join(dir, d), 0o755)
	}
	for _, f := range []string{"notes.txt", "todo.txt", "readme.md"} {
		os.WriteFile(filepath.Join(dir, f), nil, 0o644)
	}
	reg := registry.Default()
	families := reg.Enabled(registry.Scope{Platform: "linux"})
	var schema map[string]any
	if err := json.Unmarshal(Schema(families), &schema); err != nil {
		t.Fatal(err)
	}
	defs := schema["$defs"].(map[string]any)
	input := func(text string) *request.Input {
		return &request.Input{Text: text, Platform: "linux", Dir: dir, Home: "/home/u", Dialect: dialect.Default,
			Policy: policy.Config{Mode: policy.ModeWrite}, Registry: reg}
	}
	p := &Planner{cfg: Config{Registry: reg, Reader: reader.Env{Home: "/home/u", Dir: dir}}}
	typed, structured, command, variables := 0, 0, 0, 0
	var unsaid, refused, lost []string
	structuredLost := map[string]bool{} // the typed lines the structured contract does not get accepted
	for _, r := range rows {
		out := lifecycle.Run(context.Background(), input(r.Command))
		if !out.Direct || !out.Accepted() || out.Proposal == nil || len(out.Proposal.Undeclared) > 0 {
			continue
		}
		typed++
		if _, err := reader.Read(r.Command, "bash", reader.Env{Home: "/home/u", Dir: dir, NoVariables: true}); len(out.Proposal.Assignments) > 0 || isVariable(err) {
			// DISPLAY=:2 ls, echo $HOME: a model may not set or expand a
			// variable (SECURITY.md), in either contract.
			variables++
			continue
		}
		// The command contract: the line, read as the model's.
		if prop, err := p.readCommand(r.Command, request.Task{Text: r.Request, Shell: "bash", Dir: dir, Scope: registry.Scope{Platform: "linux"}}); err == nil {
			if lifecycle.Check(input(r.Request), prop).Accepted() {
				command++
			} else {
				lost = append(lost, "command: "+r.Command)
			}
		} else {
			lost = append(lost, "command: "+r.Command+": "+err.Error())
		}
		// The structured contract: the parts of the line.
		structuredLost[r.Command] = true
		reply, ok := perfectReply(out.Proposal, out.Validation.Argv, reg)
		if !ok {
			unsaid = append(unsaid, r.Command)
			continue
		}
		if err := admits(schema, defs, reply); err != nil {
			refused = append(refused, r.Command+": "+err.Error())
			continue
		}
		data, _ := json.Marshal(reply)
		prop, err := parseReply(data, reg, "/home/u")
		if err != nil {
			lost = append(lost, "structured: "+r.Command+": "+err.Error())
			continue
		}
		if lifecycle.Check(input(r.Request), prop).Accepted() {
			structured++
			delete(structuredLost, r.Command)
		} else {
			lost = append(lost, "structured: "+r.Command)
		}
	}
	t.Logf("%d tldr commands accepted when typed (%d of them set or expand a variable, which a model may not); the command contract accepts %d (%.1f%%), the structured contract %d (%.1f%%); %d the contract cannot say, %d the grammar refuses",
		typed, variables, command, 100*float64(command)/float64(typed), structured, 100*float64(structured)/float64(typed), len(unsaid), len(refused))
	for i, s := range refused {
		if i < 10 {
			t.Logf("grammar refuses: %s", s)
		}
	}
	for i, s := range lost {
		if i < 10 {
			t.Logf("lost: %s", s)
		}
	}
	for i, s := range unsaid {
		if i < 10 {
			t.Logf("cannot say: %s", s)
		}
	}
	if typed < 1000 || command != typed-variables || structured*100 < typed*95 {
		t.Errorf("a perfect model is accepted %d (command) and %d (structured) times of %d typed; want all, and at least 95%%", command, structured, typed)
	}
	// A contract change that costs a good model anything fails: the lines
	// the structured contract loses are known, one by one.
	known := knownStructuredLosses(t)
	for c := range structuredLost {
		if !known[c] {
			t.Errorf("the structured contract no longer gets a perfect model's %q accepted (not in %s)", c, structuredLossesFile)
		}
	}
	for c := range known {
		if !structuredLost[c] {
			t.Errorf("the structured contract now gets %q accepted: remove it from %s", c, structuredLossesFile)
		}
	}
}

// structuredLossesFile lists, one per line, the tldr commands the
// structured contract cannot express or its schema refuses, with why.
const structuredLossesFile = "testdata/structured-losses.txt"

func knownStructuredLosses(t *testing.T) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(structuredLossesFile)
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for line := range strings.Lines(string(data)) {
		line = strings.TrimSuffix(line, "\n")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		known[line] = true
	}
	return known
}
