// Package hostiletest prepares what a red team would: a working directory
// whose every file gathering might read is planted, and servers that
// answer without end. The memory test and `make bench` both run whole
// requests against them, so the bound the test enforces is the one the
// benchmark reports.
package hostiletest

import (
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"time"

	"github.com/oterminus/oterminus/internal/ollamatest"
)

// MemoryBudget is the most a request may hold resident, whatever the
// files and servers around it.
const MemoryBudget = 50 << 20

// Case is one whole request against one hostile server.
type Case struct {
	Name   string
	Server *ollamatest.Huge
	Env    []string // added to the environment, after OLLAMA_HOST
	Args   []string // oterminus's arguments
}

// Cases are the requests that once grew the helper without bound: a
// model list, an error and an answer that never end, in the CLI and in
// the widget. Each call returns fresh servers.
func Cases() []Case {
	const request = "find files bigger than 100MB here"
	model := []string{"OTERMINUS_MODEL=qwen2.5-coder:1.5b"}
	return []Case{
		{"512 MiB /api/tags, no model configured", &ollamatest.Huge{Status: http.StatusOK, Size: 512 << 20}, nil,
			[]string{"--dry-run", request}},
		{"512 MiB /api/tags, the widget", &ollamatest.Huge{Status: http.StatusOK, Size: 512 << 20}, nil,
			[]string{"widget", "translate", "--shell", "bash", "--", request}},
		{"64 MiB error answer to a chat", &ollamatest.Huge{Status: http.StatusInternalServerError, Size: 64 << 20},
			model, []string{"--dry-run", request}},
		{"64 MiB answer to a chat, one line", &ollamatest.Huge{Status: http.StatusOK, Size: 64 << 20},
			model, []string{"--dry-run", request}},
	}
}

// Dir makes, under scratch, a project directory with a Makefile and
// .git/index and .git/config pointing at /dev/zero, and FIFOs at
// .git/HEAD and go.mod.
func Dir(scratch string) (string, error) {
	dir := filepath.Join(scratch, "hostile")
	git := filepath.Join(dir, ".git")
	if err := os.MkdirAll(git, 0o755); err != nil {
		return "", err
	}
	for _, link := range [][2]string{{"/dev/zero", "Makefile"}, {"/dev/zero", ".git/index"}, {"/dev/zero", ".git/config"}} {
		if err := os.Symlink(link[0], filepath.Join(dir, link[1])); err != nil {
			return "", err
		}
	}
	for _, fifo := range []string{".git/HEAD", "go.mod"} {
		if err := syscall.Mkfifo(filepath.Join(dir, fifo), 0o644); err != nil {
			return "", err
		}
	}
	return dir, nil
}

// PeakRSS runs argv in dir and returns its maximum resident set size and
// how long it took. The process runs under a 2 GiB address-space limit so
// that a regression fails instead of taking the machine down, and is
// killed after limit. The exit status is not checked: every case ends in
// a planner error.
func PeakRSS(env []string, dir string, argv []string, limit time.Duration) (int64, time.Duration, error) {
	cmd := exec.Command("sh", append([]string{"-c", `ulimit -v 2097152; exec "$@"`, "sh"}, argv...)...)
	cmd.Dir, cmd.Env = dir, env
	cmd.WaitDelay = time.Second
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return 0, 0, err
	}
	timer := time.AfterFunc(limit, func() { cmd.Process.Kill() })
	err := cmd.Wait()
	took := time.Since(start)
	if !timer.Stop() {
		return 0, took, fmt.Errorf("still running after %s: killed", limit)
	}
	if _, exited := err.(*exec.ExitError); err != nil && !exited {
		return 0, took, err
	}
	usage, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0, took, fmt.Errorf("no rusage on this system")
	}
	return usage.Maxrss * 1024, took, nil // Linux reports KiB
}
