// Package execute runs a confirmed argv, or a checked compound of them,
// for one-shot mode (upstream-spec §15) and ask's steps: directly, never
// through a shell, with a timeout, capturing output up to a limit. In the
// shell widget the person's own shell runs the command instead, and this
// package is not involved.
package execute

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"iter"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/oterminus/oterminus/internal/registry"
)

// Options configure a run.
type Options struct {
	Timeout        time.Duration
	MaxOutputChars int
	Dir            string
	Env            []string // the child's environment; nil inherits
	Home           string
}

// Result is what happened.
type Result struct {
	ExitCode int
	Stdout   Stream
	Stderr   Stream
	// Raw is set for commands whose output must reach the terminal as is
	// (clear's escape sequence).
	Raw         bool
	TimedOut    bool
	Interrupted bool
	Err         error // the command could not be started, or cd failed
	// Duration is how long the command ran, for the audit and --verbose.
	Duration time.Duration
}

// Streams are the result's output streams by name, stdout first.
func (r Result) Streams() iter.Seq2[string, Stream] {
	return func(yield func(string, Stream) bool) {
		_ = yield("stdout", r.Stdout) && yield("stderr", r.Stderr)
	}
}

// Stream is one captured output stream.
type Stream struct {
	Text          string // at most MaxOutputChars characters, valid UTF-8
	Truncated     bool
	OriginalChars int
}

// Exit codes of runs that did not finish normally.
const (
	ExitFailed      = 1
	ExitTimeout     = 124
	ExitInterrupted = 130
)

// Run executes argv. ctx cancellation (Ctrl-C) interrupts the child.
func Run(ctx context.Context, argv []string, opts Options) (res Result) {
	start := time.Now()
	defer func() { res.Duration = time.Since(start) }()
	family := registry.Default().ForProgram(argv[0])
	if family == nil {
		family = &registry.Family{}
	}
	switch family.Execution {
	case registry.ChangeDirectory:
		return changeDir(argv, opts)
	case registry.ClearScreen:
		return Result{Raw: true, Stdout: Stream{Text: "\x1b[2J\x1b[H"}}
	}
	runCtx, cancel := withTimeout(ctx, opts.Timeout)
	defer cancel()
	cmd := command(runCtx, argv, family, opts)
	stdout, stderr := newCapture(opts.MaxOutputChars), newCapture(opts.MaxOutputChars)
	cmd.Stdout, cmd.Stderr = stdout, stderr
	err := cmd.Run()

	res = Result{Stdout: stdout.stream(opts.MaxOutputChars), Stderr: stderr.stream(opts.MaxOutputChars)}
	res.ExitCode = exitStatus(err)
	finish(ctx, runCtx, err, &res)
	return res
}

// withTimeout bounds ctx by timeout, when there is one.
func withTimeout(ctx context.Context, timeout time.Duration) (context.Context, context.CancelFunc) {
	if timeout > 0 {
		return context.WithTimeout(ctx, timeout)
	}
	return context.WithCancel(ctx)
}

// command is argv as a child process: in opts.Dir, with the environment
// its family asks for, stopped with SIGTERM (then killed) when ctx ends.
func command(ctx context.Context, argv []string, family *registry.Family, opts Options) *exec.Cmd {
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = opts.Dir
	cmd.Env = opts.Env
	if family != nil && len(family.RunEnv) > 0 {
		cmd.Env = append(envOrInherit(opts.Env), family.RunEnv...)
	}
	cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGTERM) }
	cmd.WaitDelay = 2 * time.Second
	return cmd
}

// exitStatus is a finished child's exit status: its code, 128 plus the
// signal that killed it, or ExitFailed when it did not run.
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
	return ExitFailed
}

// finish marks a run the timeout (runCtx) or Ctrl-C (ctx) ended, or that
// failed to run (err), with its exit code.
func finish(ctx, runCtx context.Context, err error, res *Result) {
	var exitErr *exec.ExitError
	switch {
	case errors.Is(runCtx.Err(), context.DeadlineExceeded) && ctx.Err() == nil:
		res.TimedOut, res.ExitCode = true, ExitTimeout
	case ctx.Err() != nil:
		res.Interrupted, res.ExitCode = true, ExitInterrupted
	case err != nil && !errors.As(err, &exitErr):
		res.Err, res.ExitCode = err, ExitFailed
	}
}

func envOrInherit(env []string) []string {
	if env == nil {
		return os.Environ()
	}
	return env
}

// capture keeps the start of an output stream, as much as can be shown
// (max characters are at most 4*max bytes of UTF-8), and counts the rest,
// so a command that prints gigabytes does not fill memory. The stages of
// a pipeline write to one capture at once.
type capture struct {
	mu      sync.Mutex
	kept    bytes.Buffer
	limit   int // bytes to keep; 0 keeps everything
	dropped int // characters not kept (approximate at write boundaries)
}

func newCapture(maxChars int) *capture { return &capture{limit: 4 * maxChars} }

func (c *capture) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	room := len(p)
	if c.limit > 0 {
		room = min(room, c.limit-c.kept.Len())
	}
	c.kept.Write(p[:room])
	c.dropped += utf8.RuneCount(p[room:])
	return len(p), nil
}

// stream decodes leniently (invalid UTF-8 becomes U+FFFD rather than an
// error) and keeps the first max characters.
func (c *capture) stream(max int) Stream {
	text := strings.ToValidUTF8(c.kept.String(), "\uFFFD")
	n := utf8.RuneCountInString(text)
	s := Stream{Text: text, OriginalChars: n + c.dropped}
	if max > 0 && s.OriginalChars > max {
		runes := []rune(text)
		s.Text, s.Truncated = string(runes[:min(max, len(runes))]), true
	}
	return s
}

// changeDir runs cd in-process. In one-shot mode the change ends with the
// process; the widget is where cd is useful, because the shell runs it.
func changeDir(argv []string, opts Options) Result {
	target := opts.Home
	if len(argv) > 1 {
		target = argv[1]
	}
	switch {
	case target == "-":
		target = os.Getenv("OLDPWD")
		if target == "" {
			return Result{ExitCode: ExitFailed, Err: errors.New("cd: no previous working directory")}
		}
	case target == "~" || strings.HasPrefix(target, "~/"):
		target = filepath.Join(opts.Home, target[1:])
	}
	if !filepath.IsAbs(target) {
		target = filepath.Join(opts.Dir, target)
	}
	info, err := os.Stat(target)
	if err == nil && !info.IsDir() {
		err = fmt.Errorf("%s is not a directory", target)
	}
	if err != nil {
		return Result{ExitCode: ExitFailed, Err: fmt.Errorf("cd: %w", err)}
	}
	return Result{Stdout: Stream{Text: target + "\n", OriginalChars: utf8.RuneCountInString(target) + 1}}
}
