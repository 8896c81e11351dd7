package cli

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/planner"
	"github.com/oterminus/oterminus/internal/terminal"
	"github.com/oterminus/oterminus/internal/termtext"
)

// runWarm loads the model. With --background it starts a detached copy of
// itself and returns at once, so a shell can warm the model without
// waiting for it.
func runWarm(ctx context.Context, e *Env, fs *pflag.FlagSet) int {
	if on(fs, "background") {
		return warmInBackground(e)
	}
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	p, err := planner.Configured(cfg, e.Getenv, e.Dir)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	ctx, stop := terminal.Interruptible(ctx)
	defer stop()
	model, err := p.Warm(ctx)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	fmt.Fprintf(e.Stdout, "oterminus: %s\n", p.Warmed(termtext.Escape(model)))
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
