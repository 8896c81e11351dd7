package execute

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
)

// A compound (a pipeline, a list, redirections) is run here without a
// shell: each stage is its validated argv, pipes and redirected files
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

// RunCompound runs a checked compound in opts.Dir and captures what
// reaches its standard output and error (redirected output goes to its
// files). cd and clear cannot be stages: they would change nothing but a
// child.
func RunCompound(ctx context.Context, pipes []Pipeline, opts Options) Result {
	start := time.Now()
	runCtx, cancel := withTimeout(ctx, opts.Timeout)
	defer cancel()
	stdout, stderr := newCapture(opts.MaxOutputChars), newCapture(opts.MaxOutputChars)
	status := 0
	var err error
	for i, p := range pipes {
		if i > 0 && ((p.Op == "&&" && status != 0) || (p.Op == "||" && status == 0)) {
			continue
		}
		if status, err = runPipeline(runCtx, p, opts, stdout, stderr); err != nil || runCtx.Err() != nil {
			break
		}
	}
	res := Result{ExitCode: status, Stdout: stdout.stream(opts.MaxOutputChars), Stderr: stderr.stream(opts.MaxOutputChars)}
	finish(ctx, runCtx, err, &res)
	res.Duration = time.Since(start)
	return res
}

// runPipeline starts every stage, connected by pipes, and waits for all;
// it returns the last stage's exit status.
func runPipeline(ctx context.Context, p Pipeline, opts Options, stdout, stderr io.Writer) (int, error) {
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
		cmd := command(ctx, s.Argv, family, opts)
		cmd.Stdin, cmd.Stdout, cmd.Stderr = next, stdout, stderr
		if i < len(p.Stages)-1 {
			r, w, err := os.Pipe()
			if err != nil {
				return 0, err
			}
			opened = append(opened, r, w)
			cmd.Stdout, next = w, r
		}
		if err := redirect(cmd, s.Redirects, opts.Dir, &opened); err != nil {
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
