package dialect

import (
	"strconv"
	"strings"

	"github.com/oterminus/oterminus/internal/keys"
	"github.com/oterminus/oterminus/internal/safefile"
	"github.com/oterminus/oterminus/shell"
)

// Screen says what the shell has done with the line being edited when
// one of oterminus's key bindings starts writing to the terminal: where
// the `?` answer goes, and whether the line must be shown again while
// the model works.
type Screen int

const (
	// Cleared: the prompt line was cleared (bash); writing starts there,
	// and the line is shown again before anything below it.
	Cleared Screen = iota
	// Below: the cursor was moved to a fresh line below the prompt (zsh,
	// after zle -I in the integration).
	Below
	// OnLine: the cursor is still on the prompt line (fish); writing
	// starts on a new line.
	OnLine
)

// Integration is what the integration script is made with.
type Integration struct {
	// Version is oterminus's; Self the path the script runs it by.
	Version, Self string
	// Translate and Explain are the keys bound, with their labels for
	// the script's comments.
	Translate, Explain           []keys.Stroke
	TranslateLabel, ExplainLabel string
	// Bind binds the keys; without it the widgets are only defined.
	Bind bool
	// History is how many history lines the widget hands the helper.
	History int
}

// Init is the shell's integration script, filled in.
func (d *Dialect) Init(in Integration) (string, error) {
	script, err := shell.Script(d.Name())
	if err != nil {
		return "", err
	}
	bind := "0"
	if in.Bind {
		bind = "1"
	}
	return lazyBody(strings.NewReplacer(
		"@VERSION@", in.Version,
		"@BIN@", d.Quote(in.Self),
		"@KEYS@", strings.Join(d.Keys(in.Translate), " "),
		"@EXPLAIN_KEYS@", strings.Join(d.Keys(in.Explain), " "),
		"@BIND@", bind,
		"@HISTORY@", strconv.Itoa(in.History),
		"@KEY_LABEL@", in.TranslateLabel,
		"@EXPLAIN_LABEL@", in.ExplainLabel,
	).Replace(string(script))), nil
}

// The lines of a script between these two are its body: the functions a
// key press needs, and not a shell start.
const (
	bodyStart = "# --- body:"
	bodyEnd   = "# --- end body\n"
)

// lazyBody replaces a script's body with one assignment,
// _oterminus_body='…', which the script evaluates at the first key press.
// Reading a quoted string costs a shell a fraction of what reading the
// same text as function definitions does, and a shell start must add less
// than half of a bare one. A script without a body is returned as it is.
func lazyBody(script string) string {
	i := strings.Index(script, bodyStart)
	n := strings.Index(script, bodyEnd)
	if i < 0 || n < i {
		return script
	}
	// The body's comments are for readers of the script file; in the
	// string they would only be read again at every shell start. (No
	// line of a body starts a string that runs on to a line starting
	// with '#'.)
	var body strings.Builder
	for line := range strings.Lines(script[i:n]) {
		if t := strings.TrimLeft(line, " \t"); t != "\n" && !strings.HasPrefix(t, "#") {
			body.WriteString(line)
		}
	}
	return script[:i] + "_oterminus_body='" + strings.ReplaceAll(body.String(), "'", `'\''`) + "'\n" + script[n+len(bodyEnd):]
}

// Guard is what the cached integration checks at every shell start
// before it defines anything.
type Guard struct {
	// Self is this program, Cache the cache file, Config the
	// configuration file: the cache is stale when either is newer.
	Self, Cache, Config string
	// Inputs are environment variables and Values what they held when
	// the cache was written: the cache is stale when one changed.
	Inputs, Values []string
}

// WriteCache writes the integration script text, behind the guard,
// where the start-up line sources it (g.Cache). The shell sources this
// file at every start, so it is written like a state file: into a
// directory only the user can write, replacing (never following)
// whatever is at the path, 0600.
func (d *Dialect) WriteCache(g Guard, text string) error {
	header := "# Cached by 'oterminus init " + d.Name() + " --cache'; made again when needed.\n"
	return safefile.WritePrivate(g.Cache, []byte(header+d.Guard(g)+text))
}

// recallComment reads "# REQUEST", the history entry the integrations
// write for a request they answered.
func recallComment(line string) (string, bool) {
	text, ok := strings.CutPrefix(strings.TrimSpace(line), "# ")
	if !ok || strings.TrimSpace(text) == "" {
		return "", false
	}
	return strings.TrimSpace(text), true
}

// TooOld reports whether a version of the shell, as it reports it
// ("3.2.57(1)-release"), is older than the integration runs in.
func (d *Dialect) TooOld(version string) bool {
	major, _, _ := strings.Cut(version, ".")
	n, err := strconv.Atoi(major)
	return err == nil && n < d.Oldest()
}
