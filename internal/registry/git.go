package registry

import (
	"slices"
	"strings"
)

// git offers five read-only inspections. Its shape check refuses every
// other subcommand, and Assess marks mutating subcommands dangerous so a
// refused "git commit" is also reported at its true risk.
var gitFamily = &Family{
	Name: "git", Pack: "git", Capability: "git_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectShape,
	MinOperands: 2, MaxOperands: 4,
	DirectShape: gitShape, Shape: gitShape,
	ShapeHelp: "Command 'git' supports only these read-only operations: status --short, branch --show-current, log --oneline -n N (1-100), diff --stat, diff --name-only.",
	Assess:    assessGit,
	Aliases: []string{"git status", "short git status", "what branch am i on", "show current git branch",
		"show recent git commits", "show git diff summary", "show changed files", "inspect git repo"},
	Examples: []string{"git status --short", "git branch --show-current"},
	Notes:    []string{"Only read-only git inspections are supported; commits, pushes, resets and checkouts are refused."},
	Schema: &Schema{
		Decode: decodeGit,
		Parse: func(ops []string) (map[string]any, error) {
			op, count, ok := gitOperation(ops)
			if !ok {
				return nil, ErrNotParseable
			}
			obj := map[string]any{"operation": op}
			if op == "log_oneline" {
				obj["count"] = count
			}
			return obj, nil
		},
		Prompt: `{"operation": "status_short"|"branch_current"|"log_oneline"|"diff_stat"|"diff_name_only", "count": 10}`,
	},
}

var gitOperations = map[string][]string{
	"status_short":   {"status", "--short"},
	"branch_current": {"branch", "--show-current"},
	"diff_stat":      {"diff", "--stat"},
	"diff_name_only": {"diff", "--name-only"},
}

type gitArgs struct {
	Count     int    `json:"count"`
	Operation string `json:"operation"`
}

func decodeGit(o *Object) Args {
	a := gitArgs{
		Operation: o.Enum("operation", "", "status_short", "branch_current", "log_oneline", "diff_stat", "diff_name_only"),
		Count:     o.Int("count", 10, 1, 100),
	}
	if a.Operation != "log_oneline" && a.Count != 10 && a.Operation != "" {
		o.Fail("count applies only to log_oneline")
	}
	return a
}

func (a gitArgs) Argv(*Env) []string {
	if a.Operation == "log_oneline" {
		return []string{"git", "log", "--oneline", "-n", itoa(a.Count)}
	}
	return append([]string{"git"}, gitOperations[a.Operation]...)
}

// gitOperation recognises the five supported operand shapes.
func gitOperation(ops []string) (op string, count int, ok bool) {
	for name, shape := range gitOperations {
		if slices.Equal(ops, shape) {
			return name, 10, true
		}
	}
	if len(ops) == 4 && ops[0] == "log" && ops[1] == "--oneline" && ops[2] == "-n" {
		if n, isInt := PyInt(ops[3]); isInt && n >= 1 && n <= 100 {
			return "log_oneline", n, true
		}
	}
	return "", 0, false
}

func gitShape(ops []string) bool {
	_, _, ok := gitOperation(ops)
	return ok
}

var gitMutating = []string{"add", "am", "apply", "bisect", "checkout", "cherry-pick", "clean", "commit", "fetch",
	"merge", "mv", "pull", "push", "rebase", "reset", "restore", "revert", "rm", "stash", "switch", "tag"}

var (
	gitGlobalBare = []string{"--bare", "--glob-pathspecs", "--help", "--html-path", "--icase-pathspecs",
		"--literal-pathspecs", "--man-path", "--no-optional-locks", "--no-pager", "--no-replace-objects",
		"--noglob-pathspecs", "--paginate", "--version", "-p"}
	gitGlobalValued = []string{"--config-env", "--exec-path", "--git-dir", "--namespace", "--super-prefix",
		"--work-tree", "-C", "-c"}
)

// gitSubcommand skips git's global options and returns the subcommand.
func gitSubcommand(ops []string) string {
	for i := 0; i < len(ops); i++ {
		op := ops[i]
		switch {
		case op == "--":
			return ""
		case slices.Contains(gitGlobalBare, op):
		case slices.Contains(gitGlobalValued, op):
			i++
		case strings.HasPrefix(op, "--") && strings.Contains(op, "=") &&
			slices.Contains(gitGlobalValued, op[:strings.IndexByte(op, '=')]):
		case strings.HasPrefix(op, "-"):
			return ""
		default:
			return op
		}
	}
	return ""
}

func assessGit(args []string) (Risk, []string) {
	if slices.Contains(gitMutating, gitSubcommand(args[1:])) {
		return Dangerous, nil
	}
	return Safe, nil
}
