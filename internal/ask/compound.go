package ask

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/oterminus/oterminus/internal/execute"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
)

// A compound step (a pipeline, a list, redirections) is run here without
// a shell: each stage is its validated argv, pipes and redirected files
// are opened by oterminus, and "&&", "||" and ";" are applied to the
// exit statuses as the shell would. A pipeline's status is its last
// stage's.

// Pipeline is one pipeline of a checked compound: how it joins the one
// before ("", "&&", "||" or ";") and its stages.
type Pipeline struct {
	Op     string
	Stages []Stage
}

// Stage is one validated command of a pipeline and its redirections.
type Stage struct {
	Argv      []string
	Redirects []proposal.Redirect
}

// runCompound runs a compound in dir and captures what reaches its
// standard output and error (redirected output goes to its files).
func runCompound(ctx context.Context, pipes []Pipeline, dir string, timeout time.Duration) execute.Result {
	start := time.Now()
	runCtx := ctx
	if timeout > 0 {
		var cancel context.CancelFunc
		runCtx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	stdout, stderr := &bounded{max: 4 * maxCapture}, &bounded{max: 4 * maxCapture}
	status := 0
	var err error
	for i, p := range pipes {
		if i > 0 && ((p.Op == "&&" && status != 0) || (p.Op == "||" && status == 0)) {
			continue
		}
		if status, err = runPipeline(runCtx, p, dir, stdout, stderr); err != nil || runCtx.Err() != nil {
			break
		}
	}
	res := execute.Result{ExitCode: status, Stdout: stdout.stream(), Stderr: stderr.stream(), Duration: time.Since(start)}
	switch {
	case errors.Is(runCtx.Err(), context.DeadlineExceeded) && ctx.Err() == nil:
		res.TimedOut, res.ExitCode = true, execute.ExitTimeout
	case ctx.Err() != nil:
		res.Interrupted, res.ExitCode = true, execute.ExitInterrupted
	case err != nil:
		res.Err, res.ExitCode = err, execute.ExitFailed
	}
	return res
}

// runPipeline starts every stage, connected by pipes, and waits for all;
// it returns the last stage's exit status.
func runPipeline(ctx context.Context, p Pipeline, dir string, stdout, stderr io.Writer) (int, error) {
	var (
		cmds     []*exec.Cmd
		opened   []*os.File // every file and pipe end the parent must close
		closeAll = func() {
			for _, f := range opened {
				f.Close()
			}
		}
	)
	defer closeAll()
	var next io.Reader // the previous stage's pipe
	for i, s := range p.Stages {
		family := registry.Default().ForProgram(s.Argv[0])
		if family != nil && family.Execution != registry.RunProgram {
			return 0, fmt.Errorf("%s cannot run inside a pipeline or list", s.Argv[0])
		}
		cmd := exec.CommandContext(ctx, s.Argv[0], s.Argv[1:]...)
		cmd.Dir = dir
		if family != nil && len(family.RunEnv) > 0 {
			cmd.Env = append(os.Environ(), family.RunEnv...)
		}
		cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGTERM) }
		cmd.WaitDelay = 2 * time.Second
		cmd.Stdin, cmd.Stdout, cmd.Stderr = next, stdout, stderr
		if i < len(p.Stages)-1 {
			r, w, err := os.Pipe()
			if err != nil {
				return 0, err
			}
			opened = append(opened, r, w)
			cmd.Stdout, next = w, r
		}
		if err := redirect(cmd, s.Redirects, dir, &opened); err != nil {
			return 0, err
		}
		cmds = append(cmds, cmd)
	}
	for i, cmd := range cmds {
		if err := cmd.Start(); err != nil {
			for _, started := range cmds[:i] {
				started.Process.Kill()
				started.Wait()
			}
			return 0, err
		}
	}
	closeAll() // the children hold their ends now; a reader sees EOF when its writer exits
	opened = nil
	status := 0
	for _, cmd := range cmds {
		status = exitStatus(cmd.Wait())
	}
	return status, nil
}

// redirect applies a stage's redirections in order, as the shell does:
// each replaces the descriptor it names.
func redirect(cmd *exec.Cmd, redirects []proposal.Redirect, dir string, opened *[]*os.File) error {
	open := func(target string, flag int) (*os.File, error) {
		if !filepath.IsAbs(target) {
			target = filepath.Join(dir, target)
		}
		f, err := os.OpenFile(target, flag, 0o666)
		if err == nil {
			*opened = append(*opened, f)
		}
		return f, err
	}
	for _, r := range redirects {
		flag := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
		if strings.HasSuffix(r.Op, ">>") {
			flag = os.O_WRONLY | os.O_CREATE | os.O_APPEND
		}
		switch r.Op {
		case "<":
			f, err := open(r.Target, os.O_RDONLY)
			if err != nil {
				return err
			}
			cmd.Stdin = f
		case ">", ">>", "&>", "&>>":
			f, err := open(r.Target, flag)
			if err != nil {
				return err
			}
			if r.Fd == 2 {
				cmd.Stderr = f
			} else {
				cmd.Stdout = f
			}
			if r.Fd == -1 {
				cmd.Stderr = f
			}
		case ">&":
			switch n, _ := strconv.Atoi(r.Target); {
			case r.Fd == 2 && n == 1:
				cmd.Stderr = cmd.Stdout
			case r.Fd == 1 && n == 2:
				cmd.Stdout = cmd.Stderr
			default:
				return fmt.Errorf("the redirection %d>&%s is not supported", r.Fd, r.Target)
			}
		default:
			return fmt.Errorf("the redirection %q is not supported", r.Op)
		}
	}
	return nil
}

func exitStatus(err error) int {
	var exitErr *exec.ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &exitErr):
		if code := exitErr.ExitCode(); code >= 0 {
			return code
		}
		return 128 + int(exitErr.Sys().(syscall.WaitStatus).Signal())
	}
	return execute.ExitFailed
}

// bounded keeps the first max bytes written and notes whether there was
// more. The stages of a pipeline write to it at once.
type bounded struct {
	mu      sync.Mutex
	max     int
	kept    []byte
	dropped bool
}

func (b *bounded) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	room := min(len(p), b.max-len(b.kept))
	b.kept = append(b.kept, p[:room]...)
	b.dropped = b.dropped || room < len(p)
	return len(p), nil
}

func (b *bounded) stream() execute.Stream {
	text := strings.ToValidUTF8(string(b.kept), "\uFFFD")
	return execute.Stream{Text: text, Truncated: b.dropped, OriginalChars: utf8.RuneCountInString(text)}
}
