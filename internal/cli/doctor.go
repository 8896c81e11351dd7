package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"strings"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/doctor"
	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/terminal"
	"github.com/oterminus/oterminus/internal/termtext"
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
	counts := map[doctor.Status]int{}
	for _, r := range results {
		counts[r.Status]++
	}
	if asJSON {
		data, _ := json.MarshalIndent(map[string]any{"checks": results,
			"summary": map[string]int{"ok": counts[doctor.OK], "warn": counts[doctor.Warn], "error": counts[doctor.Error]}}, "", "  ")
		fmt.Fprintf(e.Stdout, "%s\n", termtext.EscapeJSON(data))
	} else {
		color := !noColor && useColor(colorMode(in.Config, e), e)
		for _, r := range results {
			fmt.Fprintf(e.Stdout, "%s  %-16s %s\n", statusWord(r.Status, color), r.Name, termtext.Escape(r.Detail))
			if r.Hint != "" && r.Status != doctor.OK {
				fmt.Fprintf(e.Stdout, "       %-16s hint: %s\n", "", termtext.Escape(r.Hint))
			}
		}
		fmt.Fprintf(e.Stdout, "\n%d checks: %d ok, %s, %s\n", len(results), counts[doctor.OK],
			plural(counts[doctor.Warn], "warning"), plural(counts[doctor.Error], "error"))
		fmt.Fprintln(e.Stdout, "What oterminus can run, family by family: oterminus capabilities")
	}
	if counts[doctor.Error] > 0 {
		return ExitFailed
	}
	return ExitOK
}

// statusWord is a check's status, padded, and coloured on a terminal.
func statusWord(s doctor.Status, color bool) string {
	style := preview.Style{Color: color}
	pad := strings.Repeat(" ", max(0, 5-len(s)))
	switch s {
	case doctor.OK:
		return style.Success(string(s)) + pad
	case doctor.Warn:
		return style.Warning(string(s)) + pad
	}
	return style.Error(string(s)) + pad
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

// plural is "1 error", "2 errors", "0 errors".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
