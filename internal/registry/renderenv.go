package registry

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// Env is what rendering may depend on besides the arguments: the working
// directory, whose project markers decide how project_health runs tests.
// Detection reads a few files and starts no process; it happens only when a
// project_health command is rendered.
type Env struct {
	Dir string

	once    sync.Once
	project Project
}

// NewEnv returns a rendering environment for dir.
func NewEnv(dir string) *Env { return &Env{Dir: dir} }

// Project describes the tool that runs a project's checks.
type Project struct {
	// Tool names the detected project kind ("go", "make", "npm", ...), or
	// "poetry" when the directory has no marker (the original's forms).
	Tool string
	// Marker is the file that decided Tool, "" for the default.
	Marker string
	// Commands maps a project_health operation to its argv. An operation
	// missing here is not available for this project.
	Commands map[string][]string
}

// Project detects the project tool of the environment's directory.
func (e *Env) Project() Project {
	e.once.Do(func() { e.project = detectProject(e.Dir) })
	return e.project
}

// Project-health operations.
const (
	OpRunTests    = "run_tests"
	OpLintCheck   = "lint_check"
	OpFormatCheck = "format_check"
	OpBuildDocs   = "build_docs"
	OpRunEvals    = "run_evals"
)

// ProjectOperations lists the curated operations in their schema order.
var ProjectOperations = []string{OpRunTests, OpLintCheck, OpFormatCheck, OpBuildDocs, OpRunEvals}

// poetryCommands are the original's forms, used for poetry projects and
// for directories with no marker at all.
var poetryCommands = map[string][]string{
	OpRunTests:    {"poetry", "run", "pytest"},
	OpLintCheck:   {"poetry", "run", "ruff", "check", "."},
	OpFormatCheck: {"poetry", "run", "ruff", "format", "--check", "."},
	OpBuildDocs:   {"poetry", "run", "mkdocs", "build", "--strict"},
	OpRunEvals:    {"poetry", "run", "oterminus-evals"},
}

// detectProject tries each marker in order; the first that offers any
// command wins. A Makefile comes first because its targets are the
// project's own statement of how to run its checks.
func detectProject(dir string) Project {
	for _, detect := range []func(string) Project{makeProject, goProject, cargoProject, nodeProject, pythonProject} {
		if p := detect(dir); len(p.Commands) > 0 {
			return p
		}
	}
	return Project{Tool: "poetry", Commands: poetryCommands}
}

func readFile(dir, name string) ([]byte, bool) {
	if dir == "" {
		return nil, false
	}
	data, err := os.ReadFile(filepath.Join(dir, name))
	return data, err == nil
}

func exists(dir, name string) bool {
	_, ok := readFile(dir, name)
	return ok
}

// makeTargets maps each operation to the Makefile targets that serve it.
var makeTargets = map[string][]string{
	OpRunTests:    {"test", "check"},
	OpLintCheck:   {"lint", "vet"},
	OpFormatCheck: {"fmt-check", "format-check", "check-format", "fmtcheck"},
	OpBuildDocs:   {"docs", "doc"},
	OpRunEvals:    {"evals", "eval"},
}

func makeProject(dir string) Project {
	for _, name := range []string{"GNUmakefile", "makefile", "Makefile"} {
		data, ok := readFile(dir, name)
		if !ok {
			continue
		}
		targets := makefileTargets(data)
		cmds := map[string][]string{}
		for op, candidates := range makeTargets {
			for _, t := range candidates {
				if targets[t] {
					cmds[op] = []string{"make", t}
					break
				}
			}
		}
		return Project{Tool: "make", Marker: name, Commands: cmds}
	}
	return Project{}
}

// makefileTargets finds explicit rule names ("test:" but not "X := y").
func makefileTargets(data []byte) map[string]bool {
	targets := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '\t' || line[0] == '#' || line[0] == '.' {
			continue
		}
		colon := strings.IndexByte(line, ':')
		if colon <= 0 || strings.HasPrefix(line[colon:], ":=") || strings.HasPrefix(line[colon:], "::=") {
			continue
		}
		for _, name := range strings.Fields(line[:colon]) {
			if !strings.ContainsAny(name, "$%=") {
				targets[name] = true
			}
		}
	}
	return targets
}

func goProject(dir string) Project {
	if !exists(dir, "go.mod") {
		return Project{}
	}
	return Project{Tool: "go", Marker: "go.mod", Commands: map[string][]string{
		OpRunTests:    {"go", "test", "./..."},
		OpLintCheck:   {"go", "vet", "./..."},
		OpFormatCheck: {"gofmt", "-l", "."},
	}}
}

func cargoProject(dir string) Project {
	if !exists(dir, "Cargo.toml") {
		return Project{}
	}
	return Project{Tool: "cargo", Marker: "Cargo.toml", Commands: map[string][]string{
		OpRunTests:    {"cargo", "test"},
		OpLintCheck:   {"cargo", "clippy"},
		OpFormatCheck: {"cargo", "fmt", "--check"},
		OpBuildDocs:   {"cargo", "doc"},
	}}
}

// nodeScripts maps each operation to the package.json scripts serving it.
var nodeScripts = map[string][]string{
	OpRunTests:    {"test"},
	OpLintCheck:   {"lint"},
	OpFormatCheck: {"format:check", "fmt:check", "check-format", "prettier:check"},
	OpBuildDocs:   {"docs", "build:docs", "docs:build"},
	OpRunEvals:    {"evals", "eval"},
}

func nodeProject(dir string) Project {
	data, ok := readFile(dir, "package.json")
	if !ok {
		return Project{}
	}
	var pkg struct {
		Scripts map[string]string `json:"scripts"`
	}
	if json.Unmarshal(data, &pkg) != nil {
		return Project{}
	}
	runner := "npm"
	switch {
	case exists(dir, "pnpm-lock.yaml"):
		runner = "pnpm"
	case exists(dir, "yarn.lock"):
		runner = "yarn"
	}
	cmds := map[string][]string{}
	for op, candidates := range nodeScripts {
		for _, script := range candidates {
			if _, ok := pkg.Scripts[script]; ok {
				cmds[op] = []string{runner, "run", script}
				break
			}
		}
	}
	return Project{Tool: runner, Marker: "package.json", Commands: cmds}
}

func pythonProject(dir string) Project {
	data, ok := readFile(dir, "pyproject.toml")
	if !ok {
		return Project{}
	}
	if exists(dir, "poetry.lock") || bytes.Contains(data, []byte("[tool.poetry]")) {
		return Project{Tool: "poetry", Marker: "pyproject.toml", Commands: poetryCommands}
	}
	run := []string{"python3", "-m"}
	tool := "python"
	if exists(dir, "uv.lock") {
		run, tool = []string{"uv", "run"}, "uv"
	}
	with := func(args ...string) []string { return append(append([]string(nil), run...), args...) }
	cmds := map[string][]string{
		OpRunTests:    with("pytest"),
		OpLintCheck:   with("ruff", "check", "."),
		OpFormatCheck: with("ruff", "format", "--check", "."),
	}
	if exists(dir, "mkdocs.yml") {
		cmds[OpBuildDocs] = with("mkdocs", "build", "--strict")
	}
	return Project{Tool: tool, Marker: "pyproject.toml", Commands: cmds}
}
