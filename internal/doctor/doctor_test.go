package doctor

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/config"
)

func TestIntegrationAndConflicts(t *testing.T) {
	env := map[string]string{
		"OTERMINUS_INTEGRATION": "bash",
		"OTERMINUS_SHELL_STATE": `bash 5.2.15(1)-release;emacs-standard="oterminus-translate";vi-insert=;vi-command="fzf-file-widget";`,
	}
	in := &Inputs{Config: config.Defaults(), Getenv: func(k string) string { return env[k] }, Platform: "linux/amd64"}
	got := map[string]Status{}
	for _, r := range checkIntegration(context.Background(), in) {
		got[r.Name] = r.Status
	}
	want := map[string]Status{"integration": OK, "keys/emacs-standard": OK, "keys/vi-insert": Warn, "keys/vi-command": Warn}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %s, want %s (all: %v)", k, got[k], v, got)
		}
	}
	// The known takers of Ctrl-O are named, with how to choose another key.
	for state, who := range map[string]string{
		`bash 5.2.15(1)-release;emacs-standard="operate-and-get-next";`: "bash's own binding",
		`zsh 5.9;emacs=copybuffer;`:                                     "oh-my-zsh's copybuffer plugin",
		`zsh 5.9;viins=zvm_readkeys_handler;`:                           "zsh-vi-mode",
	} {
		env["OTERMINUS_SHELL_STATE"] = state
		var found bool
		for _, r := range checkIntegration(context.Background(), in) {
			if r.Status == Warn && strings.Contains(r.Detail, who) && strings.Contains(r.Hint, "OTERMINUS_KEY") {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no warning naming %s with a hint to choose another key", state, who)
		}
	}
	env["OTERMINUS_SHELL_STATE"] = "bash 3.2.57(1)-release;"
	in.Discard = 0x0f
	in.Platform = "darwin/arm64"
	names := map[string]Status{}
	for _, r := range checkConflicts(context.Background(), in) {
		names[r.Name] = r.Status
	}
	if names["bash"] != Error || names["tty-discard"] != Warn {
		t.Errorf("conflicts %v", names)
	}
}

// A bad value in the file makes the file invalid, as 'config validate'
// says, so doctor reports it as an error and fails; a bad value in the
// environment is a warning.
func TestConfigCheckFailsOnAnInvalidFile(t *testing.T) {
	for _, c := range []struct {
		file, variable string
		want           Status
	}{
		{file: "[audit]\npath = 123\n", want: Error},
		{variable: "soon", want: Warn},
	} {
		dir := t.TempDir()
		env := map[string]string{"HOME": dir, "XDG_CONFIG_HOME": dir, "OTERMINUS_TIMEOUT_SECONDS": c.variable}
		if c.file != "" {
			if err := config.WriteFile(config.FilePath(func(k string) string { return env[k] }), c.file); err != nil {
				t.Fatal(err)
			}
		}
		cfg, err := config.Load(func(k string) string { return env[k] })
		if err != nil {
			t.Fatal(err)
		}
		results := checkConfig(context.Background(), &Inputs{Config: cfg})
		if len(results) == 0 || results[0].Status != c.want {
			t.Errorf("file %q, variable %q: %+v, want %s first", c.file, c.variable, results, c.want)
		}
	}
}

// TestBrokenConfiguration: with a file that does not load, the audit log
// is not called writable (its path was never read: issue 35 said "ok
// audit is writable" with no path), and the hint says what to do with an
// unknown key.
func TestBrokenConfiguration(t *testing.T) {
	home := t.TempDir()
	path := filepath.Join(home, "config.toml")
	if err := os.WriteFile(path, []byte("polcy_mode = \"safe\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"HOME": home, config.PathEnv: path}
	in := &Inputs{Getenv: func(k string) string { return env[k] }}
	in.LoadSettings()
	for _, r := range checkAudit(context.Background(), in) {
		if r.Status == OK {
			t.Errorf("audit: %s %q with a configuration that did not load", r.Status, r.Detail)
		}
	}
	got := checkConfig(context.Background(), in)
	if len(got) != 1 || !strings.Contains(got[0].Hint, "rename it to policy_mode") || !strings.Contains(got[0].Hint, "config unset polcy_mode") {
		t.Errorf("config: %+v, want a hint naming policy_mode and config unset", got)
	}
}
