package cli

import (
	"context"
	"strings"
	"testing"
)

// Doctor colours its status words on a terminal, and only there: NO_COLOR
// with a value, TERM=dumb, --no-color and color=never turn it off; an
// empty NO_COLOR does not (no-color.org).
func TestDoctorColoursStatusWords(t *testing.T) {
	const green, red = "\x1b[32mok\x1b[0m", "\x1b[31merror\x1b[0m"
	for _, c := range []struct {
		name     string
		terminal bool
		env      map[string]string
		args     []string
		coloured bool
	}{
		{"terminal", true, nil, nil, true},
		{"empty NO_COLOR", true, map[string]string{"NO_COLOR": ""}, nil, true},
		{"NO_COLOR=1", true, map[string]string{"NO_COLOR": "1"}, nil, false},
		{"TERM=dumb", true, map[string]string{"TERM": "dumb"}, nil, false},
		{"--no-color", true, nil, []string{"--no-color"}, false},
		{"color=never", true, map[string]string{"OTERMINUS_COLOR": "Never"}, nil, false},
		{"a pipe", false, nil, nil, false},
		{"a pipe, color=always", false, map[string]string{"OTERMINUS_COLOR": "always"}, nil, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			e, stdout, _ := testEnv(t)
			e.StdoutIsTerminal = c.terminal
			base := e.Getenv
			e.Getenv = func(k string) string {
				if v, ok := c.env[k]; ok {
					return v
				}
				if k == "TERM" {
					return "xterm-256color"
				}
				return base(k)
			}
			lookupCommand("doctor").exec(context.Background(), e, c.args) // exits 1: no Ollama here
			out := stdout.String()
			// The words keep their column: the padding is outside the colour.
			if got := strings.Contains(out, green+"     binary") && strings.Contains(out, red+"  ollama"); got != c.coloured {
				t.Errorf("coloured %v, want %v:\n%q", got, c.coloured, out)
			}
			if !c.coloured && strings.Contains(out, "\x1b[") {
				t.Errorf("escape sequences without colour:\n%q", out)
			}
		})
	}
}

// Global flags before doctor reach it; --dry-run is a usage error there,
// as in the original (doctor reaches the Ollama server).
func TestGlobalFlagsBeforeDoctor(t *testing.T) {
	e, stdout, stderr := testEnv(t)
	e.StdoutIsTerminal = true
	Main(context.Background(), []string{"--no-color", "doctor"}, e)
	if out := stdout.String(); !strings.Contains(out, "binary") || strings.Contains(out, "\x1b[") || strings.Contains(out, "preview") {
		t.Errorf("stdout %q, stderr %q", out, stderr.String())
	}
	e, stdout, stderr = testEnv(t)
	if code := Main(context.Background(), []string{"--dry-run", "doctor"}, e); code != ExitUsage || stdout.Len() > 0 ||
		!strings.Contains(stderr.String(), "--dry-run does not apply to doctor") {
		t.Errorf("--dry-run doctor: exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
	}
}
