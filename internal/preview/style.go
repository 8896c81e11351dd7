package preview

import (
	"strings"

	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/registry"
)

// Style colours oterminus's own text; it never colours command output.
// The zero Style prints plain text, and labels stay readable without
// colour.
type Style struct{ Color bool }

// UseColor decides colour from the color setting (always, never or
// auto) and, in auto mode, whether stdout is a terminal and $TERM: a
// dumb terminal gets none.
func UseColor(mode string, stdoutIsTerminal bool, term string) bool {
	switch mode {
	case "always":
		return true
	case "never":
		return false
	}
	return stdoutIsTerminal && strings.ToLower(term) != "dumb"
}

func (s Style) sgr(code, text string) string {
	if !s.Color || text == "" {
		return text
	}
	return "\x1b[" + code + "m" + text + "\x1b[0m"
}

// Heading styles section headers.
func (s Style) Heading(t string) string { return s.sgr("1", t) }

// Command styles command text.
func (s Style) Command(t string) string { return s.sgr("36", t) }

// Warning styles warnings and notices.
func (s Style) Warning(t string) string { return s.sgr("33", t) }

// Error styles errors and rejections.
func (s Style) Error(t string) string { return s.sgr("31", t) }

// Success styles success.
func (s Style) Success(t string) string { return s.sgr("32", t) }

// Muted styles secondary text.
func (s Style) Muted(t string) string { return s.sgr("2", t) }

// Risk styles a risk level by its severity.
func (s Style) Risk(r registry.Risk) string {
	return s.sgr(map[registry.Risk]string{registry.Safe: "32", registry.Write: "33", registry.Dangerous: "31;1"}[r], r.String())
}

// Confirmation styles a confirmation level by its strength.
func (s Style) Confirmation(l policy.Level) string {
	return s.sgr(map[policy.Level]string{policy.Standard: "36", policy.Strong: "33;1", policy.VeryStrong: "31;1"}[l], LevelText(l))
}

// LevelText describes a confirmation level as previews show it.
func LevelText(l policy.Level) string {
	switch l {
	case policy.VeryStrong:
		return "very strong; type EXECUTE EXPERIMENTAL to run"
	case policy.Strong:
		return "strong; type EXECUTE to run"
	}
	return "standard"
}
