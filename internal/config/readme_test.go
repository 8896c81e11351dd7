package config

import (
	"os"
	"strings"
	"testing"
)

// TestREADMEDocumentsEveryKey: every configuration key is in the README's
// configuration table, by name or by its section (`context.*`).
func TestREADMEDocumentsEveryKey(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	var table strings.Builder
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "| `") {
			table.WriteString(line + "\n")
		}
	}
	for _, k := range Keys {
		section, _, dotted := strings.Cut(k.Name, ".")
		if !strings.Contains(table.String(), "`"+k.Name+"`") && !(dotted && strings.Contains(table.String(), "`"+section+".*`")) {
			t.Errorf("the README's configuration table does not list %s", k.Name)
		}
	}
}
