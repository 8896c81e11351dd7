package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/termtext"
)

// runWarm loads the model. With --background it starts a detached copy of
// itself and returns at once, so a shell can warm the model without
// waiting for it.
func runWarm(ctx context.Context, e *Env, args []string) int {
	fs := pflag.NewFlagSet("oterminus warm", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	background := fs.Bool("background", false, "return at once; load in a detached process")
	fs.BoolP("help", "h", false, "show help")
	if err := fs.Parse(args); err != nil {
		return usageError(e, "warm", err)
	}
	if fs.Changed("help") {
		return runHelp(ctx, e, []string{"warm"})
	}
	if *background {
		return warmInBackground(e)
	}
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	p, err := ollamaPlanner(cfg, e)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	ctx, stop := interruptible(ctx)
	defer stop()
	model, err := p.Warm(ctx)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	keep := config.Format(cfg.KeepAlive)
	if cfg.KeepAlive < 0 {
		keep = "until Ollama stops"
	}
	fmt.Fprintf(e.Stdout, "oterminus: %s is loaded at %s (kept for %s)\n", termtext.Escape(model), p.Host(), keep)
	return ExitOK
}

func warmInBackground(e *Env) int {
	self, err := selfPath()
	if err != nil {
		return fail(e, ExitFailed, err)
	}
	cmd := exec.Command(self, "warm")
	cmd.Dir = e.Dir
	// Its own session: no terminal, no signals from the shell's Ctrl-C.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := cmd.Start(); err != nil {
		return fail(e, ExitFailed, err)
	}
	_ = cmd.Process.Release()
	return ExitOK
}

// selfPath is how this process was started, so a copy of it starts the
// same way: the shell integration runs oterminus by its absolute path.
func selfPath() (string, error) {
	if strings.Contains(os.Args[0], "/") {
		return os.Args[0], nil
	}
	if p, err := exec.LookPath(os.Args[0]); err == nil {
		return p, nil
	}
	return os.Executable()
}
