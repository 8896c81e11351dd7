package doctor

import (
	"context"
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
