package roles

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestParse(t *testing.T) {
	r, err := Parse("---\nmodel: llama3.2:3b\ntemperature: 0.4\ntools: read_file, search, read_file\n# a comment\n---\nBe brief.\nVery brief.\n")
	if err != nil {
		t.Fatal(err)
	}
	want := &Role{Model: "llama3.2:3b", Temperature: 0.4, Tools: []string{"read_file", "search"}, Instructions: "Be brief.\nVery brief."}
	if !reflect.DeepEqual(r, want) {
		t.Errorf("Parse = %+v, want %+v", r, want)
	}

	// No front matter: all instructions, every tool.
	r, err = Parse("Just answer.\n")
	if err != nil || r.Instructions != "Just answer." || r.Tools != nil {
		t.Errorf("Parse(plain) = %+v, %v", r, err)
	}
	// "tools:" with nothing allows no tool, unlike no tools line at all.
	r, err = Parse("---\ntools:\n---\nx")
	if err != nil || r.Tools == nil || len(r.Tools) != 0 {
		t.Errorf("Parse(tools:) = %+v, %v", r, err)
	}

	for _, bad := range []struct{ text, err string }{
		{"---\nmodel: x\nno end", "the front matter has no closing '---' line"},
		{"---\ncolour: red\n---\n", `unknown front matter key "colour" (known: model, temperature, tools)`},
		{"---\ntemperature: hot\n---\n", `temperature "hot" is not a number from 0 to 2`},
		{"---\ntemperature: 3\n---\n", `temperature "3" is not a number from 0 to 2`},
		{"---\njust words\n---\n", "front matter line 2 is not 'key: value'"},
	} {
		if _, err := Parse(bad.text); err == nil || err.Error() != bad.err {
			t.Errorf("Parse(%q) error %v, want %q", bad.text, err, bad.err)
		}
	}
}

func TestDefaultsLoadAndList(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "roles")
	wrote, err := EnsureDefaults(dir)
	if err != nil || len(wrote) != 3 {
		t.Fatalf("EnsureDefaults wrote %q, %v", wrote, err)
	}
	// The person's changes and deletions are kept: defaults are written once.
	if err := os.Remove(filepath.Join(dir, "command.md")); err != nil {
		t.Fatal(err)
	}
	if wrote, err := EnsureDefaults(dir); err != nil || len(wrote) != 0 {
		t.Errorf("second EnsureDefaults wrote %q, %v", wrote, err)
	}
	os.WriteFile(filepath.Join(dir, "Bad Name.md"), []byte("x"), 0o600)
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("x"), 0o600)
	names, err := List(dir)
	if err != nil || !reflect.DeepEqual(names, []string{"default", "explain"}) {
		t.Errorf("List = %q, %v", names, err)
	}
	r, err := Load(dir, "explain")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r.Tools, []string{"list_directory", "read_file", "search"}) || r.Model != "" || r.Name != "explain" {
		t.Errorf("Load(explain) = %+v", r)
	}
	if _, err := Load(dir, "../config"); err == nil || err.Error() != `role name "../config" may hold only a-z, 0-9, '-' and '_'` {
		t.Errorf("Load(../config) error %v", err)
	}
	big := make([]byte, maxRoleFile+1)
	os.WriteFile(filepath.Join(dir, "big.md"), big, 0o600)
	if _, err := Load(dir, "big"); err == nil {
		t.Error("Load read a role larger than the bound")
	}
}

// TestDefaultsInNameOrder: Defaults are written and listed in name order,
// as List lists the files, each name once (a slice, unlike the map it
// was, does not refuse a name written twice).
func TestDefaultsInNameOrder(t *testing.T) {
	names := Names(filepath.Join(t.TempDir(), "missing"))
	if len(names) != len(Defaults) {
		t.Errorf("Names before the directory exists = %q, want Defaults' %d names", names, len(Defaults))
	}
	for i := 1; i < len(names); i++ {
		if names[i-1] >= names[i] {
			t.Errorf("Defaults name %q after %q: want each name once, in order", names[i], names[i-1])
		}
	}
}
