package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/oterminus/oterminus/internal/ollamatest"
)

// memoryBudget is the acceptance bound of issue 14: the peak RSS of any
// request with hostile files and servers.
const memoryBudget = 50 << 20

// hostileMemory runs whole requests in a working directory someone else
// prepared (a Makefile and .git/index pointing at /dev/zero, FIFOs at
// .git/HEAD and go.mod) against servers that answer without end, and
// prints each process's peak RSS and wall time. The helper runs under a
// 2 GiB address-space limit so a regression cannot take the machine down.
func hostileMemory(b *bench) error {
	dir, err := hostileDir(b.dir)
	if err != nil {
		return err
	}
	fmt.Println("Hostile files and servers, whole process (peak RSS from rusage)")
	for _, c := range []struct {
		name   string
		server *ollamatest.Huge
		env    []string
		argv   []string
	}{
		{"512 MiB /api/tags, no model configured", &ollamatest.Huge{Status: http.StatusOK, Size: 512 << 20}, nil,
			[]string{"--dry-run", "find files bigger than 100MB here"}},
		{"512 MiB /api/tags, the widget", &ollamatest.Huge{Status: http.StatusOK, Size: 512 << 20}, nil,
			[]string{"widget", "translate", "--shell", "bash", "--", "find files bigger than 100MB here"}},
		{"64 MiB error answer to a chat", &ollamatest.Huge{Status: http.StatusInternalServerError, Size: 64 << 20},
			[]string{"OTERMINUS_MODEL=qwen2.5-coder:1.5b"}, []string{"--dry-run", "find files bigger than 100MB here"}},
	} {
		srv := httptest.NewServer(c.server)
		env := append(slices.Clone(b.env), "OLLAMA_HOST="+strings.TrimPrefix(srv.URL, "http://"))
		env = append(env, c.env...)
		rss, took, err := peakRSS(env, dir, append([]string{b.oterminus}, c.argv...))
		srv.Close()
		if err != nil {
			return fmt.Errorf("%s: %v", c.name, err)
		}
		verdict := "within"
		if rss >= memoryBudget {
			verdict = "OVER"
		}
		fmt.Printf("  %-42s peak RSS %5.1f MiB, %s (%s the 50 MiB budget); server sent %d MiB\n",
			c.name, float64(rss)/(1<<20), ms(took), verdict, c.server.Sent.Load()>>20)
	}
	fmt.Println()
	return nil
}

// hostileDir is a project directory with every file gathering might read
// planted.
func hostileDir(scratch string) (string, error) {
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

// peakRSS runs argv in dir and returns its maximum resident set size.
// The exit status is not checked: every case ends in a planner error.
func peakRSS(env []string, dir string, argv []string) (int64, time.Duration, error) {
	cmd := exec.Command("sh", append([]string{"-c", `ulimit -v 2097152; exec "$@"`, "sh"}, argv...)...)
	cmd.Dir, cmd.Env = dir, env
	start := time.Now()
	if err := cmd.Run(); err != nil {
		if _, exited := err.(*exec.ExitError); !exited {
			return 0, 0, err
		}
	}
	took := time.Since(start)
	usage, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0, 0, fmt.Errorf("no rusage on this system")
	}
	return usage.Maxrss * 1024, took, nil // Linux reports KiB
}
