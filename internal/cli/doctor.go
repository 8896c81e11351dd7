package cli

import (
	"context"
	"errors"
	"runtime"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/doctor"
	"github.com/oterminus/oterminus/internal/terminal"
)

// runDoctor prints one line per check and a summary; it exits 1 when any
// check is an error.
func runDoctor(ctx context.Context, e *Env, args []string) int {
	asJSON, noColor := false, false
	for _, arg := range args {
		switch arg {
		case "--json":
			asJSON = true
		case "--no-color":
			noColor = true
		default:
			return usageError(e, "doctor", errors.New("doctor takes only --json and --no-color"))
		}
	}
	self, _ := selfPath()
	in := doctor.Inputs{Version: version(), Executable: self, Platform: runtime.GOOS + "/" + runtime.GOARCH,
		Getenv: e.Getenv, Discard: ttyDiscard(e)}
	in.Config, in.ConfigErr = config.Load(e.Getenv)
	if in.ConfigErr == nil {
		in.Planner, in.PlannerErr = ollamaPlanner(in.Config, e)
	} else {
		in.PlannerErr = errors.New("not checked: the configuration did not load")
	}
	results := doctor.Run(ctx, in)
	color := !asJSON && !noColor && useColor(colorMode(in.Config, e), e)
	if doctor.Write(e.Stdout, results, asJSON, color) > 0 {
		return ExitFailed
	}
	return ExitOK
}

// colorMode is the configured colour mode; when the configuration did
// not load, auto, unless NO_COLOR says otherwise.
func colorMode(cfg *config.Config, e *Env) string {
	switch {
	case cfg != nil:
		return cfg.Color
	case e.Getenv("NO_COLOR") != "":
		return "never"
	}
	return "auto"
}

// ttyDiscard reads the terminal's VDISCARD character, or 0.
func ttyDiscard(e *Env) byte {
	tty, err := e.OpenTTY()
	if err != nil {
		return 0
	}
	defer tty.Close()
	return terminal.Discard(tty)
}
