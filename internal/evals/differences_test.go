package evals

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
)

// difference is one row of docs/differences.md.
type difference struct {
	line               int
	name, outcome, why string
	inputs, pinnedBy   []string
	original           string
}

var codeSpan = regexp.MustCompile("`((?:[^`\\\\]|\\\\.)+)`")

// readDifferences parses the table: cells split on '|' that no backslash
// escapes, code spans as the inputs and the tests.
func readDifferences(t *testing.T) []difference {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "docs", "differences.md"))
	if err != nil {
		t.Fatal(err)
	}
	var rows []difference
	for n, line := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(line, "| ") || strings.HasPrefix(line, "| Difference ") {
			continue
		}
		cells := splitCells(strings.Trim(line, "| "))
		if len(cells) != 6 {
			t.Fatalf("docs/differences.md:%d: %d cells, want 6", n+1, len(cells))
		}
		d := difference{line: n + 1, name: cells[0], outcome: cells[2], original: cells[3], why: cells[4]}
		for _, m := range codeSpan.FindAllStringSubmatch(cells[1], -1) {
			d.inputs = append(d.inputs, strings.ReplaceAll(m[1], `\|`, "|"))
		}
		for _, m := range codeSpan.FindAllStringSubmatch(cells[5], -1) {
			d.pinnedBy = append(d.pinnedBy, m[1])
		}
		rows = append(rows, d)
	}
	if len(rows) < 10 {
		t.Fatalf("docs/differences.md has %d rows", len(rows))
	}
	return rows
}

func splitCells(s string) []string {
	var cells []string
	var cur strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\\' && i+1 < len(s) && s[i+1] == '|':
			cur.WriteString(`\|`)
			i++
		case s[i] == '|':
			cells = append(cells, strings.TrimSpace(cur.String()))
			cur.Reset()
		default:
			cur.WriteByte(s[i])
		}
	}
	return append(cells, strings.TrimSpace(cur.String()))
}

// TestDifferencesTable holds docs/differences.md and the behaviour
// together: every row has a reason and names tests that exist, every
// input has the row's outcome through the lifecycle, and every upstream
// eval case this project superseded has a row.
func TestDifferencesTable(t *testing.T) {
	rows := readDifferences(t)
	known := knownPins(t)
	pinned := map[string]bool{}
	for _, d := range rows {
		if d.why == "" || d.original == "" || d.name == "" {
			t.Errorf("line %d: a row needs a difference, what the original did and why", d.line)
		}
		if len(d.pinnedBy) == 0 {
			t.Errorf("line %d (%s): no test pins it", d.line, d.name)
		}
		for _, p := range d.pinnedBy {
			pinned[p] = true
			if !known(p) {
				t.Errorf("line %d (%s): %s is no test, script or eval case", d.line, d.name, p)
			}
		}
		for _, in := range d.inputs {
			if got := outcomeOf(t, in); !matches(d.outcome, got) {
				t.Errorf("line %d (%s): %q is %s; the table says %s", d.line, d.name, in, got, d.outcome)
			}
		}
	}
	for _, s := range superseded {
		if !pinned[s.Key] {
			t.Errorf("upstream case %s is superseded (%s) but no row of docs/differences.md names it", s.Key, s.Value.Why)
		}
	}
}

// matches reports whether got ("accepted write structured") has every
// word of the table's outcome ("accepted structured").
func matches(want, got string) bool {
	if want == got {
		return true
	}
	words := strings.Fields(got)
	for _, w := range strings.Fields(want) {
		if !slices.Contains(words, w) {
			return false
		}
	}
	return strings.Fields(want)[0] == words[0]
}

// outcomeOf takes an input through the lifecycle, as typed or (with
// "model: ") as a model's experimental reply, and says what came out in
// the table's words.
func outcomeOf(t *testing.T, in string) string {
	req := &request.Input{
		Text: in, Platform: runtime.GOOS, Dir: t.TempDir(), Home: "/home/u", Dialect: dialect.Default,
		Policy: policy.Config{Mode: policy.ModeWrite}, Registry: registry.Default(), Shortcuts: true,
		LookPath: installedForTable,
	}
	var out *request.Outcome
	if text, ok := strings.CutPrefix(in, "model: "); ok {
		family, _, _ := strings.Cut(text, " ")
		reply, _ := json.Marshal(map[string]any{"action_type": "shell_command", "mode": "experimental", "command_family": family,
			"arguments": nil, "command": text, "summary": "s", "explanation": "e", "risk_level": nil, "needs_confirmation": true, "notes": []string{}})
		p, err := proposal.Parse(reply, req.Registry, req.Home)
		if err != nil {
			return "contract error: " + err.Error()
		}
		req.Text = "a request"
		out = lifecycle.Check(req, p)
	} else {
		out = lifecycle.Run(context.Background(), req)
	}
	switch out.Stage {
	case request.StageUnchecked:
		return "not checked"
	case request.StagePlannerError:
		return "to the model"
	case request.StageAccepted, request.StageRejected:
	default:
		return string(out.Stage)
	}
	r := audit.NewReport(out, audit.After{})
	verdict := "refused"
	if out.Accepted() {
		verdict = "accepted"
	}
	return strings.Join([]string{verdict, deref(r.RiskLevel), deref(r.ProposalMode)}, " ")
}

// installedForTable is the PATH the table's rows assume: the programs
// its typed lines name that no family declares, installed as they are on
// most machines, so a row does not depend on the machine the test runs on.
func installedForTable(name string) bool {
	return slices.Contains([]string{"docker", "npm", "poetry", "ssh", "install"}, name)
}

func deref(s *string) string {
	if s == nil {
		return "null"
	}
	return *s
}

// knownPins reports whether a name is a Go test function, a test script
// or an eval case id of this repository.
func knownPins(t *testing.T) func(string) bool {
	root := filepath.Join("..", "..")
	tests := map[string]bool{}
	testFunc := regexp.MustCompile(`(?m)^func (Test[A-Za-z0-9_]+)\(`)
	ids := map[string]bool{}
	err := filepath.WalkDir(root, func(path string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		switch {
		case strings.HasSuffix(path, "_test.go"):
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, m := range testFunc.FindAllStringSubmatch(string(data), -1) {
				tests[m[1]] = true
			}
		case strings.HasSuffix(path, ".txtar"):
			tests[filepath.Base(path)] = true
		case strings.Contains(path, filepath.Join("testdata", "evals")) && strings.HasSuffix(path, ".json"):
			cases, err := Load([]string{path})
			if err != nil {
				return err
			}
			for _, c := range cases {
				ids[c.ID] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return func(name string) bool { return tests[name] || ids[name] }
}
