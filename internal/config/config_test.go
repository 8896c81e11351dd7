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

func TestErrorsNameFileLineAndKey(t *testing.T) {
	for _, c := range []struct{ content, want string }{
		{"model = \"x\"\npolicy_mode = \"wrte\"\n", ":2: policy_mode: 'wrte' is not one of safe, write, dangerous"},
		{"timeout_seconds = \"60\"\n", ":1: timeout_seconds: must be a whole number"},
		{"timeout_seconds = 0\n", ":1: timeout_seconds: must be at least 1"},
		{"polcy_mode = \"safe\"\n", ":1: polcy_mode: unknown key (did you mean policy_mode?)"},
		{"[audit]\nenabld = true\n", ":2: audit.enabld: unknown key (did you mean audit.enabled?)"},
		{"allow_dangerous = true\n", ":1: allow_dangerous: dangerous execution cannot be enabled in a file"},
		{"disabled_command_packs = [\"netwrk\"]\n", "'netwrk' is not a command pack"},
		{"model = \n", ":1: invalid TOML"},
		{"[widget]\nkey = \"^\"\n", ":2: widget.key:"},
	} {
		path, vars := writeConfig(t, c.content)
		_, err := Load(env(vars))
		var ce *Error
		if !errors.As(err, &ce) || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), path) {
			t.Errorf("%q: error %v, want %q after %s", c.content, err, c.want, path)
		}
	}
}

func TestEnvironmentErrorsNameTheVariable(t *testing.T) {
	_, err := Load(env(map[string]string{"HOME": "/h", "OTERMINUS_TIMEOUT_SECONDS": "soon"}))
	if err == nil || !strings.HasPrefix(err.Error(), "OTERMINUS_TIMEOUT_SECONDS: 'soon' is not a whole number") {
		t.Errorf("got %v", err)
	}
	c, err := Load(env(map[string]string{"HOME": "/h", "OTERMINUS_ALLOW_DANGEROUS": "1", "OTERMINUS_ALLOWED_ROOTS": "~/a::/b"}))
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
