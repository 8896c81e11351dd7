package planner

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/oterminus/oterminus/internal/registry"
)

var updateSchemas = flag.Bool("update-schemas", false, "rewrite the prebuilt reply schemas in schemas/")

// TestPrebuiltSchemasAreCurrent builds the schema of each platform's
// default scope from the declarations and checks that the embedded copy is
// byte for byte the same, and that no other file is embedded.
func TestPrebuiltSchemasAreCurrent(t *testing.T) {
	want := map[string][]byte{}
	for _, platform := range []string{"linux", "darwin"} {
		families := registry.Default().Enabled(registry.Scope{Platform: platform})
		want[schemaFile(families)] = Schema(families)
	}
	if *updateSchemas {
		old, _ := filepath.Glob(filepath.Join("schemas", "*.json"))
		for _, f := range old {
			os.Remove(f)
		}
		for name, data := range want {
			if err := os.WriteFile(filepath.Join("schemas", name), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		t.Log("rewrote schemas/; the embedded copies change with the next build")
		return
	}
	entries, err := prebuiltSchemas.ReadDir("schemas")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	var names []string
	for name := range want {
		names = append(names, name)
	}
	slices.Sort(names)
	if !slices.Equal(got, names) {
		t.Fatalf("embedded schemas %q, want %q: run go test ./internal/planner -run TestPrebuiltSchemasAreCurrent -update-schemas", got, names)
	}
	for name, data := range want {
		embedded, _ := prebuiltSchemas.ReadFile("schemas/" + name)
		if !bytes.Equal(embedded, data) {
			t.Errorf("schemas/%s is stale (a declaration changed): run go test ./internal/planner -run TestPrebuiltSchemasAreCurrent -update-schemas", name)
		}
	}
}

// A scope without a prebuilt schema builds its own.
func TestSchemaForBuildsOtherScopes(t *testing.T) {
	families := registry.Default().Enabled(registry.Scope{Platform: "linux", Disabled: []string{"git"}})
	if !bytes.Equal(schemaFor(families), Schema(families)) {
		t.Error("a scope with a disabled pack did not get its own schema")
	}
	if _, err := prebuiltSchemas.ReadFile("schemas/" + schemaFile(families)); err == nil {
		t.Error("a scope with a disabled pack has a prebuilt schema")
	}
}
