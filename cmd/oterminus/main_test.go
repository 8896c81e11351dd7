package main

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/oterminus/oterminus/internal/ollamatest"
)

var update = flag.Bool("u", false, "update testscript output files")

func TestMain(m *testing.M) {
	testscript.Main(removeBuildAfter{m}, map[string]func(){"oterminus": main})
}

// removeBuildAfter runs the tests, then removes the oterminus that
// binary built for them, if it did.
type removeBuildAfter struct{ m *testing.M }

func (r removeBuildAfter) Run() int {
	code := r.m.Run()
	if dir := buildDir.Load(); dir != nil {
		os.RemoveAll(*dir)
	}
	return code
}

// TestScript runs testdata/script/*.txtar against the real binary: this
// test binary re-executed as "oterminus", or, when OTERMINUS_BIN is set,
// the built artifact.
func TestScript(t *testing.T) {
	testscript.Run(t, Params(t, filepath.Join("..", "..", "testdata", "script")))
}

// Params are the shared testscript parameters for the scripts in dir.
// The scripts' work directories are in t's TempDir: testscript removes
// its own root only when every script in dir ran, not under -run.
func Params(t *testing.T, dir string) testscript.Params {
	return testscript.Params{
		Dir:                 dir,
		WorkdirRoot:         t.TempDir(),
		UpdateScripts:       *update,
		RequireExplicitExec: true,
		RequireUniqueNames:  true,
		Cmds:                commands(),
		Setup: func(e *testscript.Env) error {
			home := filepath.Join(e.WorkDir, "home")
			e.Setenv("HOME", home)
			e.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
			e.Setenv("XDG_STATE_HOME", filepath.Join(home, ".local", "state"))
			e.Setenv("OLLAMA_HOST", "127.0.0.1:1") // never a real daemon by accident
			e.Setenv("NO_COLOR", "1")
			e.Setenv("TERM", "dumb")
			if bin := os.Getenv("OTERMINUS_BIN"); bin != "" {
				e.Setenv("PATH", filepath.Dir(bin)+string(filepath.ListSeparator)+e.Getenv("PATH"))
			}
			return os.MkdirAll(home, 0o755)
		},
	}
}

// commands are the scripts' own commands: the fake Ollama's, and envfile.
func commands() map[string]func(ts *testscript.TestScript, neg bool, args []string) {
	cmds := ollamatest.Commands()
	cmds["envfile"] = cmdEnvFile
	return cmds
}

// cmdEnvFile sets a variable to a file's content, for values too long or
// too odd to write on an env line: envfile NAME FILE.
func cmdEnvFile(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: envfile NAME FILE")
	}
	data, err := os.ReadFile(ts.MkAbs(args[1]))
	ts.Check(err)
	ts.Setenv(args[0], string(data))
}
