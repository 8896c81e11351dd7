// Package project is the one place that decides what project a working
// directory belongs to: the nearest directory (the working directory or a
// parent, a few levels up) with a marker file, and the tool that runs its
// checks. Context gathering lists the markers; project_health renders the
// project's own commands. Marker files can be planted, so every read is
// bounded and never blocks.
package project

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/oterminus/oterminus/internal/safefile"
)

// Markers are files that say what kind of project a directory holds and
// which tools build it.
var Markers = []string{
	"go.mod", "go.work", "package.json", "pnpm-lock.yaml", "yarn.lock", "bun.lockb", "deno.json",
	"Cargo.toml", "pyproject.toml", "uv.lock", "poetry.lock", "requirements.txt", "setup.py", "Pipfile",
	"Gemfile", "pom.xml", "build.gradle", "build.gradle.kts", "CMakeLists.txt", "meson.build",
	"Makefile", "GNUmakefile", "makefile", "justfile", "Taskfile.yml", "Dockerfile", "compose.yaml",
	"docker-compose.yml", "composer.json", "mix.exs", "flake.nix", "shell.nix",
}

// MaxLevels bounds the walk up from a subdirectory of a project.
const MaxLevels = 4

// Root returns the nearest directory at or above dir, at most MaxLevels
// up, that holds a marker, and the markers it holds; "" when none does.
func Root(dir string) (root string, found []string) {
	if dir == "" {
		return "", nil
	}
	for level := 0; level <= MaxLevels; level++ {
		for _, name := range Markers {
			if exists(dir, name) {
				found = append(found, name)
			}
		}
		if len(found) > 0 {
			return dir, found
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return "", nil
}

// Project describes the tool that runs a project's checks.
type Project struct {
	// Tool names the detected project kind ("go", "make", "npm", ...), or
	// "poetry" when the directory has no marker (the original's forms).
	Tool string
	// Marker is the file that decided Tool, "" for the default.
	Marker string
	// Root is the directory holding the marker, "" for the default.
	Root string
	// Commands maps a project_health operation to its argv. An operation
	// missing here is not available for this project.
	Commands map[string][]string
}

// Detect finds the project of dir: the nearest marked directory's tool
// and commands, or the original's poetry forms when there is none. The
// commands run in dir; make, which does not look upward, is pointed at
// the project's root with -C.
func Detect(dir string) Project {
	root, _ := Root(dir)
	if root == "" {
		return Project{Tool: "poetry", Commands: poetryCommands()}
	}
	p := detect(root)
	p.Root = root
	if p.Tool == "make" && root != dir {
		rel, err := filepath.Rel(dir, root)
		if err != nil {
			rel = root
		}
		for op, argv := range p.Commands {
			p.Commands[op] = append([]string{"make", "-C", rel}, argv[1:]...)
		}
	}
	return p
}

// Operations of project_health.
const (
	OpRunTests    = "run_tests"
	OpLintCheck   = "lint_check"
	OpFormatCheck = "format_check"
	OpBuildDocs   = "build_docs"
	OpRunEvals    = "run_evals"
)

// Operations lists the curated operations in their schema order.
var Operations = []string{OpRunTests, OpLintCheck, OpFormatCheck, OpBuildDocs, OpRunEvals}

// poetryCommands are the original's forms, used for poetry projects and
// for directories with no marker at all. A function, not a map variable:
// built when a project is detected, not at every start-up.
func poetryCommands() map[string][]string {
	return map[string][]string{
		OpRunTests:    {"poetry", "run", "pytest"},
		OpLintCheck:   {"poetry", "run", "ruff", "check", "."},
		OpFormatCheck: {"poetry", "run", "ruff", "format", "--check", "."},
		OpBuildDocs:   {"poetry", "run", "mkdocs", "build", "--strict"},
		OpRunEvals:    {"poetry", "run", "oterminus-evals"},
	}
}

// detect tries each marker in order; the first that offers any
// command wins. A Makefile comes first because its targets are the
// project's own statement of how to run its checks.
func detect(dir string) Project {
	for _, detect := range []func(string) Project{makeProject, goProject, cargoProject, nodeProject, pythonProject} {
		if p := detect(dir); len(p.Commands) > 0 {
			return p
		}
	}
	return Project{Tool: "poetry", Commands: poetryCommands()}
}

// maxMarkerBytes bounds what is read of one marker file: a Makefile or a
// package.json that big is not one a person keeps, and a planted link to
// /dev/zero must not grow the helper.
const maxMarkerBytes = 1 << 20

// readFile reads a marker file of dir without blocking on a FIFO or
// reading a device, and at most maxMarkerBytes.
func readFile(dir, name string) ([]byte, bool) {
	if dir == "" {
		return nil, false
	}
	data, err := safefile.Read(filepath.Join(dir, name), maxMarkerBytes, safefile.FollowLinks)
	return data, err == nil
}

// exists reports a marker that is there, without reading it.
func exists(dir, name string) bool {
	if dir == "" {
		return false
	}
	_, err := os.Lstat(filepath.Join(dir, name))
	return err == nil
}

// candidates are the names (Makefile targets, package.json scripts) that
// may serve an operation, the first one present winning. A slice, not a
// map: static data, nothing built at start-up.
type candidates []struct {
	op    string
	names []string
}

// makeTargets are the Makefile targets that may serve each operation.
var makeTargets = candidates{
	{OpRunTests, []string{"test", "check"}},
	{OpLintCheck, []string{"lint", "vet"}},
	{OpFormatCheck, []string{"fmt-check", "format-check", "check-format", "fmtcheck"}},
	{OpBuildDocs, []string{"docs", "doc"}},
	{OpRunEvals, []string{"evals", "eval"}},
}

func makeProject(dir string) Project {
	for _, name := range []string{"GNUmakefile", "makefile", "Makefile"} {
		data, ok := readFile(dir, name)
		if !ok {
			continue
		}
		targets := makefileTargets(data)
		cmds := map[string][]string{}
		for _, c := range makeTargets {
			for _, t := range c.names {
				if targets[t] {
					cmds[c.op] = []string{"make", t}
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

// nodeScripts are the package.json scripts that may serve each operation.
var nodeScripts = candidates{
	{OpRunTests, []string{"test"}},
	{OpLintCheck, []string{"lint"}},
	{OpFormatCheck, []string{"format:check", "fmt:check", "check-format", "prettier:check"}},
	{OpBuildDocs, []string{"docs", "build:docs", "docs:build"}},
	{OpRunEvals, []string{"evals", "eval"}},
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
	for _, c := range nodeScripts {
		for _, script := range c.names {
			if _, ok := pkg.Scripts[script]; ok {
				cmds[c.op] = []string{runner, "run", script}
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
		return Project{Tool: "poetry", Marker: "pyproject.toml", Commands: poetryCommands()}
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

// Lazy detects a directory's project the first time it is asked, so a
// command that is no project_health command reads no project file.
type Lazy struct {
	Dir string

	once    sync.Once
	project Project
}

// Project detects the project of the directory, once.
func (l *Lazy) Project() Project {
	l.once.Do(func() { l.project = Detect(l.Dir) })
	return l.project
}
