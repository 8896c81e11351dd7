package router

import (
	"slices"
	"testing"

	"github.com/oterminus/oterminus/internal/registry"
)

func TestClassify(t *testing.T) {
	linux := registry.Scope{Platform: "linux"}
	for _, c := range []struct {
		in, category string
		families     []string
	}{
		{"show disk space", MetadataInspect, []string{"df"}},
		{"show current directory", FilesystemInspect, []string{"ls", "pwd", "find"}},
		{"change permissions of script.sh", MetadataInspect, []string{"df", "du", "env", "stat", "uname"}},
		{"find all .py files", Unsupported, nil},
		{"download https://x.org with wget", Unsupported, nil},
		{"ping example.com", NetworkDiagnostics, []string{"ping"}},
		{"does example.com respond", Unsupported, nil},
		{"check if example.com responds", NetworkDiagnostics, nil},
		{"git push my branch", Unsupported, nil},
		{"run tests", ProjectHealth, []string{"project_health"}},
		{"show the man page for tar", MetadataInspect, []string{"man"}},
		{"extract backup.zip into out", ArchiveOperations, []string{"unzip"}},
		{"extract backup.tar into out", ArchiveOperations, []string{"tar"}},
		{"extract notes.txt from backup.tar", ArchiveOperations, []string{"tar"}},
		{"extract backup.zip here", ArchiveOperations, []string{"unzip"}},
		{"extract backup.zip", Unsupported, nil},
		{"zip the docs", Unsupported, nil},
		{"", Unsupported, nil},
	} {
		r := Classify(c.in, registry.Default(), linux)
		if r.Category != c.category {
			t.Errorf("%q: category %s, want %s (%s)", c.in, r.Category, c.category, r.Reason)
			continue
		}
		if c.families != nil && !slices.Equal(r.Families, c.families) {
			t.Errorf("%q: families %q, want %q", c.in, r.Families, c.families)
		}
	}
}

func TestDisabledCapabilityBecomesUnsupported(t *testing.T) {
	scope := registry.Scope{Platform: "linux", Disabled: []string{"network"}}
	r := Classify("ping example.com", registry.Default(), scope)
	if r.Category != Unsupported || len(r.Families) != 0 {
		t.Errorf("got %+v", r)
	}
}

// The original's wordings route as it routes them, and so do their
// neighbours: the current branch (git), a DNS lookup of a host and the
// headers of a URL (network); a file's headers or a word looked up in a
// file are no network request.
func TestRoutingWordings(t *testing.T) {
	linux := registry.Scope{Platform: "linux"}
	for in, want := range map[string]string{
		"show current branch":                                GitInspection,
		"which branch am i on":                               GitInspection,
		"show the current branch name":                       GitInspection,
		"look up DNS for example.com":                        NetworkDiagnostics,
		"show the dns records of example.org":                NetworkDiagnostics,
		"what are the name servers for example.com":          NetworkDiagnostics,
		"look up example.com":                                NetworkDiagnostics,
		"show headers of https://example.com":                NetworkDiagnostics,
		"get the response headers for https://example.com/a": NetworkDiagnostics,
		"what status code does https://example.com return":   NetworkDiagnostics,
	} {
		if r := Classify(in, registry.Default(), linux); r.Category != want {
			t.Errorf("%q: category %s, want %s (%s)", in, r.Category, want, r.Reason)
		}
	}
	for _, in := range []string{"show the headers of main.h", "look up TODO in notes.txt", "show the headers of report.cpp"} {
		if r := Classify(in, registry.Default(), linux); r.Category == NetworkDiagnostics {
			t.Errorf("%q: routed to network diagnostics (%s)", in, r.Reason)
		}
	}
}
