package config

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

func env(vars map[string]string) Env { return func(k string) string { return vars[k] } }

func writeConfig(t *testing.T, content string) (string, map[string]string) {
	dir := t.TempDir()
	path := filepath.Join(dir, "oterminus", "config.toml")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return path, map[string]string{"XDG_CONFIG_HOME": dir, "HOME": dir}
}

func TestDefaults(t *testing.T) {
	c, err := Load(env(map[string]string{"HOME": "/home/u"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.Policy.Mode != "write" || c.TimeoutSeconds != 60 || !c.Shortcuts || c.KeepAlive != 30*time.Minute ||
		!c.Audit.Enabled || c.Audit.Path != "/home/u/.local/state/oterminus/audit.jsonl" || c.Widget.Key != "^O" {
		t.Errorf("defaults: %+v", c)
	}
	if c.Sources["policy_mode"] != FromDefault || c.FileExists {
		t.Errorf("sources: %v", c.Sources)
	}
}

func TestFileThenEnvironment(t *testing.T) {
	_, vars := writeConfig(t, "model = \"qwen\"\npolicy_mode = \"safe\"\ndisabled_command_packs = [\"network\"]\n[audit]\nredact = false\n")
	vars["OTERMINUS_POLICY_MODE"] = "dangerous"
	vars["OTERMINUS_COMMAND_PROFILE"] = "developer"
	c, err := Load(env(vars))
	if err != nil {
		t.Fatal(err)
	}
	if c.Model != "qwen" || c.Sources["model"] != FromFile {
		t.Errorf("model %q from %s", c.Model, c.Sources["model"])
	}
	if c.Policy.Mode != "dangerous" || c.Sources["policy_mode"] != FromEnvironment {
		t.Errorf("policy_mode %s from %s", c.Policy.Mode, c.Sources["policy_mode"])
	}
	if c.Audit.Redact {
		t.Error("audit.redact from the file was ignored")
	}
	if !slices.Contains(c.Policy.DisabledPacks, "network") || !slices.Contains(c.Policy.DisabledPacks, "dangerous") {
		t.Errorf("disabled packs %q: want the profile's plus the file's", c.Policy.DisabledPacks)
	}
	if c.Policy.AllowDangerous {
		t.Error("dangerous execution enabled without OTERMINUS_ALLOW_DANGEROUS")
	}
}

// A file that cannot be read as a whole is an error.
func TestErrorsNameFileLineAndKey(t *testing.T) {
	for _, c := range []struct{ content, want string }{
		{"polcy_mode = \"safe\"\n", ":1: polcy_mode: unknown key (did you mean policy_mode?)"},
		{"[audit]\nenabld = true\n", ":2: audit.enabld: unknown key (did you mean audit.enabled?)"},
		{"allow_dangerous = true\n", ":1: allow_dangerous: dangerous execution cannot be enabled in a file"},
		{"model = \n", ":1: invalid TOML"},
	} {
		path, vars := writeConfig(t, c.content)
		_, err := Load(env(vars))
		var ce *Error
		if !errors.As(err, &ce) || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), path) {
			t.Errorf("%q: error %v, want %q after %s", c.content, err, c.want, path)
		}
	}
}

// A bad value in the file is a warning that names the file, the line and
// the key; the default applies instead.
func TestBadFileValuesWarnAndFallBack(t *testing.T) {
	for _, c := range []struct{ content, want string }{
		{"model = \"x\"\npolicy_mode = \"wrte\"\n", ":2: policy_mode: 'wrte' is not one of safe, write, dangerous; using default write"},
		{"timeout_seconds = \"60\"\n", ":1: timeout_seconds: must be a whole number; using default 60"},
		{"timeout_seconds = 0\n", ":1: timeout_seconds: must be at least 1; using default 60"},
		{"[widget]\nkey = \"^\"\n", ":2: widget.key:"},
		{"model = \"   \"\n", ":1: model: is only spaces"},
	} {
		path, vars := writeConfig(t, c.content)
		cfg, err := Load(env(vars))
		if err != nil || len(cfg.Warnings) != 1 {
			t.Errorf("%q: error %v, warnings %v; want one warning", c.content, err, cfg.Warnings)
			continue
		}
		w := cfg.Warnings[0].Error()
		if !strings.Contains(w, c.want) || !strings.HasPrefix(w, path) {
			t.Errorf("%q: warning %q, want %q after %s", c.content, w, c.want, path)
		}
	}
	_, vars := writeConfig(t, "policy_mode = \"wrte\"\n")
	if cfg, _ := Load(env(vars)); cfg.Policy.Mode != "write" || cfg.Sources["policy_mode"] != FromDefault {
		t.Errorf("policy_mode %q from %s, want the default", cfg.Policy.Mode, cfg.Sources["policy_mode"])
	}
}

// A bad environment value names the variable and falls back to the
// file's value (or the default); it is never an error.
func TestEnvironmentErrorsNameTheVariable(t *testing.T) {
	c, err := Load(env(map[string]string{"HOME": "/h", "OTERMINUS_TIMEOUT_SECONDS": "soon"}))
	if err != nil || len(c.Warnings) != 1 || c.TimeoutSeconds != 60 {
		t.Fatalf("got %v, %v, timeout %d", err, c.Warnings, c.TimeoutSeconds)
	}
	if got, want := c.Warnings[0].Error(), `OTERMINUS_TIMEOUT_SECONDS="soon" is not a whole number; using default 60`; got != want {
		t.Errorf("warning %q, want %q", got, want)
	}
	if got := c.Warnings[0].Hint(); !strings.Contains(got, "unset OTERMINUS_TIMEOUT_SECONDS") {
		t.Errorf("hint %q", got)
	}
	_, vars := writeConfig(t, "policy_mode = \"safe\"\n")
	vars["OTERMINUS_POLICY_MODE"] = "bogus"
	c, err = Load(env(vars))
	if err != nil || c.Policy.Mode != "safe" || len(c.Warnings) != 1 ||
		c.Warnings[0].Error() != `OTERMINUS_POLICY_MODE="bogus" is not one of safe, write, dangerous; using safe from the file` {
		t.Errorf("got mode %q, %v, %v", c.Policy.Mode, c.Warnings, err)
	}
	c, err = Load(env(map[string]string{"HOME": "/h", "OTERMINUS_ALLOW_DANGEROUS": "maybe", "OTERMINUS_VERBOSE": "sure"}))
	if err != nil || c.Policy.AllowDangerous || c.Verbose || len(c.Warnings) != 2 {
		t.Errorf("got dangerous=%v verbose=%v warnings %v, %v", c.Policy.AllowDangerous, c.Verbose, c.Warnings, err)
	}
	c, err = Load(env(map[string]string{"HOME": "/h", "OTERMINUS_ALLOW_DANGEROUS": "1", "OTERMINUS_ALLOWED_ROOTS": "~/a::/b"}))
	if err != nil || !c.Policy.AllowDangerous || !slices.Equal(c.Policy.AllowedRoots, []string{"/h/a", "/b"}) {
		t.Errorf("got %+v, %v", c.Policy, err)
	}
}

func TestSetAndResetKeepTheRestOfTheFile(t *testing.T) {
	path, vars := writeConfig(t, "# my notes\nmodel = \"a\"  \n\n[audit]\n# keep this\nenabled = true\n")
	for _, c := range []struct{ key, value string }{{"model", "b"}, {"audit.redact", "false"}, {"context.history", "true"}, {"timeout_seconds", "90"}} {
		if err := SetInFile(path, c.key, c.value); err != nil {
			t.Fatal(err)
		}
	}
	if err := ResetInFile(path, "audit.enabled"); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	want := "# my notes\nmodel = \"b\"\ntimeout_seconds = 90\n\n[audit]\n# keep this\nredact = false\n\n[context]\nhistory = true\n"
	if string(data) != want {
		t.Errorf("file:\n%s\nwant:\n%s", data, want)
	}
	c, err := Load(env(vars))
	if err != nil || c.Model != "b" || c.Audit.Redact || !c.Context.History || c.TimeoutSeconds != 90 {
		t.Errorf("loaded %+v, %v", c, err)
	}
	if err := SetInFile(path, "allow_dangerous", "true"); !errors.Is(err, ErrDangerousInFile) {
		t.Errorf("allow_dangerous: %v", err)
	}
	for _, name := range []string{"allow_dangerous", "policy.allow_dangerous"} {
		if err := ResetInFile(path, name); !errors.Is(err, ErrDangerousNotInFile) || !strings.Contains(err.Error(), AllowDangerousEnv) {
			t.Errorf("reset %s: %v, want it to point to %s", name, err, AllowDangerousEnv)
		}
	}
	if err := SetInFile(path, "policy_mode", "wrte"); err == nil {
		t.Error("an invalid value was written")
	}
}

func TestTemplateIsValidAndChangesNothing(t *testing.T) {
	path, vars := writeConfig(t, Template())
	c, err := Load(env(vars))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	for _, k := range Keys {
		if c.Sources[k.Name] != FromDefault {
			t.Errorf("%s comes from %s; the template should only document it", k.Name, c.Sources[k.Name])
		}
		if !strings.Contains(Template(), "# "+keyPart(k.Name)+" = ") {
			t.Errorf("the template does not show %s", k.Name)
		}
	}
}

// A configuration file that is a FIFO or points at /dev/zero is refused
// at once with an error; read the ordinary way it would hang or grow
// without end on every key press.
func TestLoadRefusesAFileThatIsNotRegular(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.toml")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	zero := filepath.Join(dir, "zero.toml")
	os.Symlink("/dev/zero", zero)
	for _, path := range []string{fifo, zero} {
		_, err := Load(func(k string) string {
			if k == PathEnv {
				return path
			}
			return ""
		})
		if err == nil || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("%s: %v", filepath.Base(path), err)
		}
	}
}

// Names are read in any case, as the original reads them; paths and
// models keep theirs.
func TestValuesInAnyCase(t *testing.T) {
	_, vars := writeConfig(t, "model = \"Qwen\"\npolicy_mode = \"Write\"\ncolor = \"NEVER\"\ndisabled_command_packs = [\"Network\"]\n")
	vars["OTERMINUS_COMMAND_PROFILE"] = "Developer"
	vars["OTERMINUS_DETERMINISTIC_SHORTCUTS"] = "OFF"
	vars["OTERMINUS_AUDIT_ENABLED"] = "No"
	vars["OTERMINUS_AUTO_EXECUTE_SAFE"] = "YES"
	vars["OTERMINUS_VERBOSE"] = "On"
	vars["OTERMINUS_ALLOWED_ROOTS"] = "/Data"
	c, err := Load(env(vars))
	if err != nil || len(c.Warnings) > 0 {
		t.Fatalf("%v %v", err, c.Warnings)
	}
	if c.Model != "Qwen" || c.Policy.Mode != "write" || c.Color != "never" || c.CommandProfile != "developer" ||
		c.Shortcuts || c.Audit.Enabled || !c.AutoExecuteSafe || !c.Verbose ||
		!slices.Equal(c.DisabledPacks, []string{"network"}) || !slices.Equal(c.Policy.AllowedRoots, []string{"/Data"}) {
		t.Errorf("got %+v", c)
	}
	vars["OTERMINUS_POLICY_MODE"] = "SAFE"
	if c, _ := Load(env(vars)); c.Policy.Mode != "safe" {
		t.Errorf("OTERMINUS_POLICY_MODE=SAFE gave %q", c.Policy.Mode)
	}
}

// "none" clears the model, as `config set model none` does in the original.
func TestModelNoneClears(t *testing.T) {
	path, vars := writeConfig(t, "model = \"qwen\"\n")
	if err := SetInFile(path, "model", "None"); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if strings.Contains(string(data), "model") {
		t.Errorf("the file still sets the model:\n%s", data)
	}
	vars["OTERMINUS_MODEL"] = "null"
	if c, _ := Load(env(vars)); c.Model != "" {
		t.Errorf("OTERMINUS_MODEL=null gave model %q", c.Model)
	}
}

// An empty NO_COLOR leaves colour on (no-color.org); any other value
// turns auto colour off.
func TestNoColor(t *testing.T) {
	for value, want := range map[string]string{"": "auto", "1": "never", "0": "never"} {
		c, _ := Load(env(map[string]string{"HOME": "/h", "NO_COLOR": value}))
		if c.Color != want {
			t.Errorf("NO_COLOR=%q: color %s, want %s", value, c.Color, want)
		}
	}
}

// A relative allowed root is warned about by name (policy matches no path
// against it, so the mistake fails closed).
func TestRelativeAllowedRootWarns(t *testing.T) {
	_, vars := writeConfig(t, "allowed_roots = [\".\", \"/srv\"]\n")
	c, err := Load(env(vars))
	if err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, w := range c.Warnings {
		found = found || strings.Contains(w.Error(), `allowed_roots: "." is not an absolute path`)
	}
	if !found {
		t.Errorf("warnings %v, want one about the relative root", c.Warnings)
	}
}

// A bad value for a key that narrows what commands may do (a profile, the
// disabled packs) is an error, in the file or the environment: falling back
// would allow the packs the person meant to disable.
func TestBadRestrictionIsAnError(t *testing.T) {
	for _, c := range []struct{ content, env, value, want string }{
		{content: "disabled_command_packs = [\"netwrk\"]\n", want: ":1: disabled_command_packs: 'netwrk' is not a command pack"},
		{content: "command_profile = \"devv\"\n", want: ":1: command_profile: 'devv' is not one of"},
		{env: "OTERMINUS_DISABLED_COMMAND_PACKS", value: "notapack", want: `OTERMINUS_DISABLED_COMMAND_PACKS="notapack" is not a command pack`},
		{env: "OTERMINUS_COMMAND_PROFILE", value: "devv", want: `OTERMINUS_COMMAND_PROFILE="devv" is not one of`},
	} {
		_, vars := writeConfig(t, c.content)
		if c.env != "" {
			vars[c.env] = c.value
		}
		_, err := Load(env(vars))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q %s=%q: error %v, want one containing %q", c.content, c.env, c.value, err, c.want)
		}
	}
}

// TestUnknownKeyHintAndUnset: the hint about an unknown key names the
// key meant and a command that works (issue 35: it said 'config set
// polcy_mode VALUE', which fails), and config unset removes the key.
func TestUnknownKeyHintAndUnset(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.toml")
	if err := os.WriteFile(path, []byte("# mine\npolcy_mode = \"safe\"\nmodel = \"m\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := Load(func(k string) string { return map[string]string{PathEnv: path}[k] })
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("Load: %v, want a configuration error", err)
	}
	if h := e.Hint(); !strings.Contains(h, "rename it to policy_mode") || strings.Contains(h, "config set polcy_mode") {
		t.Errorf("hint %q", h)
	}
	if err := ResetInFile(path, "polcy_mode"); err != nil {
		t.Fatalf("unset polcy_mode: %v", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "# mine\nmodel = \"m\"\n" {
		t.Errorf("after unset: %q", data)
	}
	if err := ResetInFile(path, "polcy_mode"); err == nil {
		t.Error("unset of a key in neither the file nor oterminus succeeded")
	}
}
