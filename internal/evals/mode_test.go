package evals

import (
	"testing"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/policy"
)

func TestParseMode(t *testing.T) {
	for _, m := range policy.Modes {
		if got, err := ParseMode(string(m)); got != m || err != nil {
			t.Errorf("%s: %q %v", m, got, err)
		}
	}
	if _, err := ParseMode("Write"); err == nil || err.Error() != `"Write" is not one of safe, write, dangerous` {
		t.Errorf("Write: %v", err)
	}
	// Completion offers the configuration's policy modes for --policy-mode.
	choices := config.KeyByName("policy_mode").Choices()
	if len(choices) != len(policy.Modes) {
		t.Fatalf("policy_mode offers %v, the modes are %v", choices, policy.Modes)
	}
	for i, m := range policy.Modes {
		if choices[i] != string(m) {
			t.Fatalf("policy_mode offers %v, the modes are %v", choices, policy.Modes)
		}
	}
}
