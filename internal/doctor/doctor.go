// Package doctor checks why oterminus might not work: its installation,
// configuration, audit log, the Ollama server and model, and the shell
// integration and its key bindings. It only reads; it never changes
// anything and never runs at shell start.
//
// It decides what each check finds and how the findings are written
// (Write). It may not read flags or the terminal: the command line hands
// it the inputs (the configuration, the environment, the terminal's
// discard character).
package doctor

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/keys"
	"github.com/oterminus/oterminus/internal/planner"
)

// Status of a check.
type Status string

// Statuses.
const (
	OK    Status = "ok"
	Warn  Status = "warn"
	Error Status = "error"
)

// Result is one check's answer.
type Result struct {
	Status Status `json:"status"`
	Name   string `json:"name"`
	Detail string `json:"detail"`
	Hint   string `json:"hint,omitempty"`
}

// Inputs is what the checks read.
type Inputs struct {
	Version    string
	Executable string
	Platform   string // GOOS/GOARCH
	Config     *config.Config
	ConfigErr  error
	Getenv     func(string) string
	Planner    *planner.Planner // nil when PlannerErr is set
	PlannerErr error
	// Discard is the terminal's VDISCARD character (macOS flushes output
	// on it), or 0 when unknown.
	Discard byte
}

// check is one entry of the checklist.
type check struct {
	name string
	run  func(ctx context.Context, in *Inputs) []Result
}

// checks run in this order.
var checks = []check{
	{"binary", checkBinary},
	{"platform", checkPlatform},
	{"config", checkConfig},
	{"audit", checkAudit},
	{"ollama", checkOllama},
	{"model", checkModel},
	{"integration", checkIntegration},
	{"context", checkContext},
	{"conflicts", checkConflicts},
}

// Run runs every check; each network call has a short deadline.
func Run(ctx context.Context, in Inputs) []Result {
	var out []Result
	for _, c := range checks {
		cctx, cancel := context.WithTimeout(ctx, 3*time.Second)
		for _, r := range c.run(cctx, &in) {
			if r.Name == "" {
				r.Name = c.name
			}
			out = append(out, r)
		}
		cancel()
	}
	return out
}

func one(s Status, detail, hint string) []Result {
	return []Result{{Status: s, Detail: detail, Hint: hint}}
}

func checkBinary(_ context.Context, in *Inputs) []Result {
	return one(OK, fmt.Sprintf("oterminus %s at %s", in.Version, in.Executable), "")
}

func checkPlatform(_ context.Context, in *Inputs) []Result {
	if strings.HasPrefix(in.Platform, "linux/") || strings.HasPrefix(in.Platform, "darwin/") {
		return one(OK, in.Platform, "")
	}
	return one(Warn, in.Platform+" is not tested", "oterminus is built for Linux and macOS; on Windows use WSL")
}

// checkContext says what the model is told besides the request, and
// whether an opt-in source can work here.
func checkContext(_ context.Context, in *Inputs) []Result {
	if in.Config == nil {
		return nil
	}
	c := in.Config.Context
	var on []string
	for _, src := range []struct {
		name string
		on   bool
	}{{"os", c.OS}, {"cwd", c.Cwd}, {"project", c.Project}, {"git", c.Git}, {"last_command", c.LastCommand},
		{fmt.Sprintf("history (%d lines)", c.HistoryLines), c.History},
		{fmt.Sprintf("scrollback (%d lines)", c.ScrollbackLines), c.Scrollback}} {
		if src.on {
			on = append(on, src.name)
		}
	}
	if len(on) == 0 {
		on = []string{"nothing but the request"}
	}
	out := one(OK, "the model is told: "+strings.Join(on, ", "), "")
	if c.Scrollback && in.Getenv("TMUX") == "" {
		out = append(out, Result{Status: Warn, Detail: "context.scrollback is on, but this shell is not inside tmux: there is no scrollback to read",
			Hint: "run your shell inside tmux, or: oterminus config set context.scrollback false"})
	}
	return out
}

func checkConfig(_ context.Context, in *Inputs) []Result {
	if in.ConfigErr != nil {
		hint := hintOf(in.ConfigErr)
		if hint == "" {
			hint = "fix it with 'oterminus config edit', or check it with 'oterminus config validate'"
		}
		return one(Error, in.ConfigErr.Error(), hint)
	}
	var out []Result
	fileOK := true
	// An ignored value does not stop oterminus, but a file that holds one
	// is invalid, as 'config validate' says: an error, so doctor fails
	// with it. A variable's bad value is a warning. Each names the
	// variable or the file's line, what applies instead, and the fix.
	for _, w := range in.Config.Warnings {
		status := Warn
		if w.Env == "" {
			status, fileOK = Error, false
		}
		out = append(out, Result{Status: status, Detail: w.Error(), Hint: w.Hint()})
	}
	switch {
	case !in.Config.FileExists:
		out = append(out, Result{Status: OK, Detail: fmt.Sprintf("no file at %s; defaults apply", in.Config.Path)})
	case fileOK:
		out = append(out, Result{Status: OK, Detail: in.Config.Path + " is valid"})
	}
	return out
}

// checkAudit tests that the audit directory (or the nearest existing
// parent that would hold it) is writable, without creating anything.
func checkAudit(_ context.Context, in *Inputs) []Result {
	// A configuration that did not load has no audit path yet.
	if in.Config == nil || in.ConfigErr != nil {
		return one(Warn, "not checked: the configuration did not load", "")
	}
	if !in.Config.Audit.Enabled {
		return one(OK, "disabled (audit.enabled = false)", "")
	}
	dir := filepath.Dir(in.Config.Audit.Path)
	for probe := dir; ; probe = filepath.Dir(probe) {
		if info, err := os.Stat(probe); err == nil {
			if !info.IsDir() || syscall.Access(probe, 2 /* W_OK */) != nil {
				return one(Error, fmt.Sprintf("%s is not writable, so the audit log at %s cannot be written", probe, in.Config.Audit.Path),
					"fix the permissions, or choose another place with 'oterminus config set audit.path PATH'")
			}
			break
		}
		if probe == filepath.Dir(probe) {
			break
		}
	}
	return one(OK, in.Config.Audit.Path+" is writable", "")
}

func checkOllama(ctx context.Context, in *Inputs) []Result {
	if in.PlannerErr != nil {
		return one(Error, in.PlannerErr.Error(), hintOf(in.PlannerErr))
	}
	if in.Planner.Provider() == planner.ProviderOpenAI {
		return append(checkOpenAI(ctx, in), elsewhere(ctx, in, "server")...)
	}
	version, err := in.Planner.ServerVersion(ctx)
	if err != nil {
		return append(one(Error, err.Error(), hintOf(err)), elsewhere(ctx, in, "ollama")...)
	}
	return append(one(OK, fmt.Sprintf("Ollama %s at %s", version, in.Planner.Host()), ""), elsewhere(ctx, in, "ollama")...)
}

// elsewhere says, in one line, that the model server is not on this
// machine: requests, context and ask's step output leave it.
func elsewhere(ctx context.Context, in *Inputs, name string) []Result {
	if in.Planner.OnThisMachine(ctx) {
		return nil
	}
	return []Result{{Status: Warn, Name: name, Detail: in.Planner.NotOnThisMachine(),
		Hint: "what you ask, the context and ask's step output (redacted) go there; run the server here to keep them here"}}
}

// checkOpenAI checks an OpenAI-compatible server: it answers /models, and
// whether the variable named for the API key is set (never its value).
func checkOpenAI(ctx context.Context, in *Inputs) []Result {
	var out []Result
	keyVar := in.Config.OpenAI.APIKeyEnv
	switch {
	case keyVar == "":
		out = append(out, Result{Status: OK, Name: "api-key", Detail: "none (openai.api_key_env is empty)"})
	case in.Getenv(keyVar) != "":
		out = append(out, Result{Status: OK, Name: "api-key", Detail: "read from $" + keyVar})
	default:
		out = append(out, Result{Status: Warn, Name: "api-key", Detail: "$" + keyVar + " is not set; requests are sent without a key",
			Hint: "a local server needs none; for a hosted one, export " + keyVar + ", or name another variable with openai.api_key_env"})
	}
	version, err := in.Planner.ServerVersion(ctx)
	if err != nil {
		return append([]Result{{Status: Error, Name: "server", Detail: err.Error(), Hint: hintOf(err)}}, out...)
	}
	return append([]Result{{Status: OK, Name: "server", Detail: fmt.Sprintf("%s server at %s", version, in.Planner.Host())}}, out...)
}

func checkModel(ctx context.Context, in *Inputs) []Result {
	if in.Planner == nil || in.Config == nil {
		return one(Warn, "not checked: Ollama is not usable", "")
	}
	if in.Config.Model == "" {
		// The same choice a request makes.
		chosen, installed, err := in.Planner.AutoModel(ctx)
		var pe *planner.Error
		switch {
		case errors.As(err, &pe) && pe.Kind == planner.KindNoModel:
			return one(Error, "no chat model is installed", "pull one, e.g. 'ollama pull qwen2.5-coder:1.5b'")
		case err != nil:
			return one(Warn, "not checked: "+err.Error(), hintOf(err))
		}
		return one(OK, fmt.Sprintf("none configured; %s would be used (of %d installed)", chosen, len(installed)), "")
	}
	installed, err := in.Planner.InstalledModels(ctx)
	if err != nil {
		return one(Warn, "not checked: "+err.Error(), hintOf(err))
	}
	if m := in.Config.Model; m != "" {
		if slices.ContainsFunc(installed, func(name string) bool { return planner.SameModel(name, m) }) {
			return one(OK, fmt.Sprintf("%s is installed (%s)", m, in.Config.Sources["model"]), "")
		}
		if in.Planner.Provider() == planner.ProviderOpenAI {
			return one(Error, fmt.Sprintf("the configured model %s is not served at %s", m, in.Planner.Host()),
				fmt.Sprintf("load it in the server, or choose one it serves (%s) with 'oterminus config set model NAME'", strings.Join(installed, ", ")))
		}
		return one(Error, fmt.Sprintf("the configured model %s is not installed", m),
			fmt.Sprintf("run 'ollama pull %s', or choose one of the installed models with 'oterminus config set model NAME'", m))
	}
	return nil
}

// keymaps are the keymaps the integration scripts report: zsh's, bash's
// and fish's.
var keymaps = []string{"emacs", "viins", "vicmd", "emacs-standard", "vi-insert", "vi-command", "default", "insert"}

// keyTakers are the functions known to take Ctrl-O back after oterminus
// bound it, by name prefix, and who binds them. A slice, not a map:
// static data, nothing built at start-up.
var keyTakers = []struct{ prefix, who string }{
	{"operate-and-get-next", "bash's own binding (run a history line, then show the next one), bound again after oterminus"},
	{"copybuffer", "oh-my-zsh's copybuffer plugin, loaded after oterminus"},
	{"zvm_", "zsh-vi-mode, whose keymaps were rebuilt after oterminus"},
}

// checkIntegration reads what the init script exported, and the key
// bindings the shell's oterminus wrapper handed over.
func checkIntegration(_ context.Context, in *Inputs) []Result {
	shell := in.Getenv("OTERMINUS_INTEGRATION")
	if shell == "" {
		return one(Warn, "not loaded in this shell",
			`add eval "$(oterminus init zsh)" (or bash), or "oterminus init fish | source", to your shell's startup file`)
	}
	state := in.Getenv("OTERMINUS_SHELL_STATE")
	if state == "" {
		return one(Warn, shell+" integration loaded; its key bindings were not reported",
			"run 'oterminus doctor' at your shell prompt, where the integration's wrapper reports them")
	}
	results := []Result{{Status: OK, Name: "integration", Detail: shell + " integration loaded (" + strings.SplitN(state, ";", 2)[0] + ")"}}
	key := "the key"
	if in.Config != nil {
		key = keys.Label(in.Config.Widget.Key)
	}
	for _, field := range strings.Split(state, ";")[1:] {
		keymap, bound, _ := strings.Cut(field, "=")
		if !slices.Contains(keymaps, keymap) {
			continue
		}
		bound = strings.Trim(bound, `"`) // bash's bind -X quotes it
		name := "keys/" + keymap
		switch bound {
		case "oterminus-translate":
			results = append(results, Result{Status: OK, Name: name, Detail: key + " runs oterminus-translate"})
		case "":
			results = append(results, Result{Status: Warn, Name: name, Detail: key + " is not bound",
				Hint: "another plugin may have removed the binding; load oterminus after it"})
		default:
			detail := fmt.Sprintf("%s runs %s, not oterminus-translate", key, bound)
			for _, t := range keyTakers {
				if strings.HasPrefix(bound, t.prefix) {
					detail += ": " + t.who
				}
			}
			results = append(results, Result{Status: Warn, Name: name, Detail: detail,
				Hint: "load oterminus after it, or choose another key: export OTERMINUS_KEY='^G' (or oterminus config set widget.key '^G') and start a new shell"})
		}
	}
	return results
}

// checkConflicts looks for the known ways the key never reaches oterminus.
func checkConflicts(_ context.Context, in *Inputs) []Result {
	var out []Result
	state := in.Getenv("OTERMINUS_SHELL_STATE")
	if strings.Contains(state, "zsh-vi-mode=1") {
		out = append(out, Result{Status: OK, Name: "zsh-vi-mode", Detail: "detected; oterminus binds its keys again after it starts"})
	}
	// The state starts with the shell and its version: "bash 3.2.57(1)-release;".
	name, version, _ := strings.Cut(strings.SplitN(state, ";", 2)[0], " ")
	if d, err := dialect.Lookup(name); err == nil && d.TooOld(version) {
		others := slices.DeleteFunc(dialect.Names(), func(n string) bool { return n == d.Name() })
		out = append(out, Result{Status: Error, Name: d.Name(), Detail: fmt.Sprintf("%s older than %d cannot run the widget", d.Name(), d.Oldest()),
			Hint: fmt.Sprintf("install a newer %s (macOS: brew install %s), or use %s", d.Name(), d.Name(), strings.Join(others, " or "))})
	}
	if in.Getenv("TERM_PROGRAM") == "vscode" {
		out = append(out, Result{Status: Warn, Name: "vscode", Detail: "VS Code's terminal may take Ctrl-O for Open File",
			Hint: `add "-workbench.action.files.openFile" to terminal.integrated.commandsToSkipShell, or choose another key with widget.key`})
	}
	if in.Discard == 0x0f && strings.HasPrefix(in.Platform, "darwin/") {
		out = append(out, Result{Status: Warn, Name: "tty-discard", Detail: "the terminal discards output on Ctrl-O (stty discard ^O)",
			Hint: "add 'stty discard undef' to your shell's startup file, or choose another key with widget.key"})
	}
	if len(out) == 0 {
		out = append(out, Result{Status: OK, Name: "conflicts", Detail: "none known"})
	}
	return out
}

func hintOf(err error) string {
	var h interface{ Hint() string }
	if errors.As(err, &h) {
		return h.Hint()
	}
	return ""
}

// LoadSettings fills Config and Planner from the settings in Getenv's
// environment, as a request loads them.
func (in *Inputs) LoadSettings() {
	in.Config, in.ConfigErr = config.Load(in.Getenv)
	if in.ConfigErr != nil {
		in.PlannerErr = errors.New("not checked: the configuration did not load")
		return
	}
	// The doctor plans nothing, so the planner never reads a command line.
	in.Planner, in.PlannerErr = planner.Configured(in.Config, in.Getenv, "")
}

// ColorMode is the configured colour mode; when the configuration did
// not load, auto, unless NO_COLOR says otherwise.
func (in *Inputs) ColorMode() string {
	switch {
	case in.Config != nil:
		return in.Config.Color
	case in.Getenv("NO_COLOR") != "":
		return "never"
	}
	return "auto"
}
