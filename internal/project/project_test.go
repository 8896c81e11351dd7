package project

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
)

// TestDetectFromASubdirectory: the project of a subdirectory is its
// nearest marked parent's, and make is pointed at that parent.
func TestDetectFromASubdirectory(t *testing.T) {
	root := t.TempDir()
	sub := filepath.Join(root, "cmd", "tool")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "Makefile"), []byte("test:\n\tgo test ./...\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, found := Root(sub); got != root || !slices.Equal(found, []string{"Makefile"}) {
		t.Errorf("Root = %q %q, want %q [Makefile]", got, found, root)
	}
	p := Detect(sub)
	if got := strings.Join(p.Commands[OpRunTests], " "); got != "make -C ../.. test" {
		t.Errorf("run_tests from a subdirectory = %q, want %q", got, "make -C ../.. test")
	}
	if got := strings.Join(Detect(root).Commands[OpRunTests], " "); got != "make test" {
		t.Errorf("run_tests at the root = %q, want %q", got, "make test")
	}
}

// TestDetectSurvivesPlantedMarkers: a Makefile that is a FIFO or a link
// to /dev/zero neither blocks nor floods detection.
func TestDetectSurvivesPlantedMarkers(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "Makefile"), 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	if err := os.Symlink("/dev/zero", filepath.Join(dir, "package.json")); err != nil {
		t.Fatal(err)
	}
	p := Detect(dir)
	if len(p.Commands) != 0 && p.Tool != "poetry" {
		t.Errorf("planted markers gave %s with %v", p.Tool, p.Commands)
	}
}

func TestProjectDetection(t *testing.T) {
	write := func(dir, name, content string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		files map[string]string
		op    string
		want  string
	}{
		{nil, OpRunTests, "poetry run pytest"},
		{nil, OpRunEvals, "poetry run oterminus-evals"},
		{map[string]string{"go.mod": "module x\n"}, OpRunTests, "go test ./..."},
		{map[string]string{"go.mod": "module x\n"}, OpLintCheck, "go vet ./..."},
		{map[string]string{"go.mod": "module x\n"}, OpBuildDocs, ""},
		{map[string]string{"go.mod": "", "Makefile": "X := 1\ntest: build\n\tgo test\nlint:\n"}, OpRunTests, "make test"},
		{map[string]string{"go.mod": "", "Makefile": "test:\n"}, OpLintCheck, ""},
		{map[string]string{"package.json": `{"scripts": {"test": "jest", "lint": "eslint ."}}`}, OpLintCheck, "npm run lint"},
		{map[string]string{"package.json": `{"scripts": {"test": "x"}}`, "pnpm-lock.yaml": ""}, OpRunTests, "pnpm run test"},
		{map[string]string{"Cargo.toml": ""}, OpFormatCheck, "cargo fmt --check"},
		{map[string]string{"pyproject.toml": "[tool.poetry]\n"}, OpRunTests, "poetry run pytest"},
		{map[string]string{"pyproject.toml": "[project]\n", "uv.lock": ""}, OpRunTests, "uv run pytest"},
		{map[string]string{"pyproject.toml": "[project]\n"}, OpLintCheck, "python3 -m ruff check ."},
	} {
		dir := t.TempDir()
		for name, content := range c.files {
			write(dir, name, content)
		}
		if got := strings.Join((&Lazy{Dir: dir}).Project().Commands[c.op], " "); got != c.want {
			t.Errorf("%v %s = %q, want %q", c.files, c.op, got, c.want)
		}
	}
}
