package config

import (
	"bytes"
	"strings"
	"testing"
)

func TestWriteGet(t *testing.T) {
	_, vars := writeConfig(t, "policy_mode = \"safe\"\n")
	vars[AllowDangerousEnv] = "1"
	c, err := Load(env(vars))
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"policy_mode": "safe\n", "allow_dangerous": "true\n", "widget.key": "^O\n"} {
		var b bytes.Buffer
		if err := c.WriteGet(&b, name); err != nil || b.String() != want {
			t.Errorf("get %s: %q %v, want %q", name, b.String(), err, want)
		}
	}
	var b bytes.Buffer
	if err := c.WriteGet(&b, "policy_mod"); err == nil || b.Len() != 0 {
		t.Errorf("get policy_mod: %q %v, want an error and nothing written", b.String(), err)
	}
}

func TestWriteChanged(t *testing.T) {
	path, vars := writeConfig(t, "")
	for _, c := range []struct {
		name  string
		vars  map[string]string
		notes []string
	}{
		{"policy_mode", nil, nil},
		{"model", map[string]string{"OTERMINUS_MODEL": "m"}, []string{"note: OTERMINUS_MODEL is set in the environment and overrides the file"}},
		{"widget.key", nil, []string{"note: the shell integration reads this when it loads: it applies to shells started from now on"}},
	} {
		all := map[string]string{}
		for k, v := range vars {
			all[k] = v
		}
		for k, v := range c.vars {
			all[k] = v
		}
		var b bytes.Buffer
		WriteChanged(&b, c.name, env(all))
		want := strings.Join(append([]string{"oterminus: " + c.name + " updated in " + path}, c.notes...), "\n") + "\n"
		if b.String() != want {
			t.Errorf("%s: %q, want %q", c.name, b.String(), want)
		}
	}
}
