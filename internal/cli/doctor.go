package cli

import (
	"context"
	"errors"
	"path/filepath"
	"runtime"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/doctor"
	"github.com/oterminus/oterminus/internal/terminal"
)

func noColorFlag(fs *pflag.FlagSet) {
	fs.Bool("no-color", false, "no colour, whatever the color setting")
}

func doctorFlags(fs *pflag.FlagSet) {
	fs.Bool("json", false, "print one JSON object on stdout instead of text")
	noColorFlag(fs)
}

// runDoctor prints one line per check and a summary; it exits 1 when any
// check is an error.
func runDoctor(ctx context.Context, e *Env, fs *pflag.FlagSet) int {
	if fs.NArg() > 0 {
		return usageError(e, "doctor", errors.New("doctor takes only --json and --no-color"))
	}
	asJSON, noColor := on(fs, "json"), on(fs, "no-color")
	self, _ := selfPath()
	if abs, err := filepath.Abs(self); err == nil {
		self = abs
	}
	in := doctor.Inputs{Version: version(), Executable: self, Platform: runtime.GOOS + "/" + runtime.GOARCH,
		Getenv: e.Getenv, Discard: terminal.DiscardOf(e.OpenTTY)}
	in.LoadSettings()
	results := doctor.Run(ctx, in)
	color := !asJSON && !noColor && useColor(in.ColorMode(), e)
	if doctor.Write(e.Stdout, results, asJSON, color) > 0 {
		return ExitFailed
	}
	return ExitOK
}
