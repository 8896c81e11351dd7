package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/planner"
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
	if p.Provider() == planner.ProviderOpenAI {
		fmt.Fprintf(e.Stdout, "oterminus: %s is served at %s; an OpenAI-compatible server loads models itself, so there is nothing to warm\n", termtext.Escape(model), p.Host())
		return ExitOK
	}
	fmt.Fprintf(e.Stdout, "oterminus: %s\n", warmMessage(termtext.Escape(model), p.Host(), cfg.KeepAlive))
	return ExitOK
}

// warmMessage says what warming did, which depends on keep_alive: 0
// unloads the model as soon as it is loaded, a negative one keeps it
// until the server stops.
func warmMessage(model, host string, keep time.Duration) string {
	switch {
	case keep == 0:
		return fmt.Sprintf("%s answered at %s, but keep_alive is 0, so Ollama unloads it at once; set keep_alive (e.g. 30m) to keep it loaded", model, host)
	case keep < 0:
		return fmt.Sprintf("%s is loaded at %s and stays loaded until Ollama stops (keep_alive %s)", model, host, config.Format(keep))
	}
	return fmt.Sprintf("%s is loaded at %s (kept for %s after each request)", model, host, config.Format(keep))
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
