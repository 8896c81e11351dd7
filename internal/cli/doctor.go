package cli

import (
	"context"
	"errors"
	"runtime"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/doctor"
	"github.com/oterminus/oterminus/internal/planner"
	"github.com/oterminus/oterminus/internal/terminal"
	"github.com/spf13/pflag"
)

// runDoctor prints one line per check and a summary; it exits 1 when any
// check is an error.
func doctorFlags(fs *pflag.FlagSet) {
	fs.Bool("json", false, "print the results as JSON")
	noColorFlag(fs)
}

func runDoctor(ctx context.Context, e *Env, fs *pflag.FlagSet) int {
	if fs.NArg() > 0 {
		return usageError(e, "doctor", errors.New("doctor takes only --json and --no-color"))
	}
	asJSON, noColor := on(fs, "json"), on(fs, "no-color")
	self, _ := selfPath()
	in := doctor.Inputs{Version: version(), Executable: self, Platform: runtime.GOOS + "/" + runtime.GOARCH,
		Getenv: e.Getenv, Discard: terminal.DiscardOf(e.OpenTTY)}
	in.Config, in.ConfigErr = config.Load(e.Getenv)
	if in.ConfigErr == nil {
		in.Planner, in.PlannerErr = planner.Configured(in.Config, e.Getenv, readerEnv(e))
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
