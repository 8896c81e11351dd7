package policy

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/oterminus/oterminus/internal/registry"
)

// TestRedirectionPaths: the files a compound's redirections write and
// read are checked as a command's own paths are.
func TestRedirectionPaths(t *testing.T) {
	dir := t.TempDir()
	home := filepath.Join(dir, "home")
	os.MkdirAll(home, 0o755)
	os.WriteFile(filepath.Join(dir, "linked"), nil, 0o644)
	os.Link(filepath.Join(dir, "linked"), filepath.Join(dir, "other-name"))
	for _, c := range []struct {
		name          string
		cfg           Config
		writes, reads []string
		want          []string
	}{
		{"inside the roots", Config{Mode: ModeWrite, AllowedRoots: []string{dir}}, []string{"out.txt"}, []string{"in.txt"}, nil},
		{"written outside the roots", Config{Mode: ModeWrite, AllowedRoots: []string{dir}}, []string{"/tmp/elsewhere.txt"}, nil,
			[]string{"Paths outside allowed roots: /tmp/elsewhere.txt"}},
		{"read outside the roots", Config{Mode: ModeWrite, AllowedRoots: []string{dir}}, nil, []string{"/etc/hostname"},
			[]string{"Paths outside allowed roots: /etc/hostname"}},
		{"a system file", Config{Mode: ModeWrite}, []string{"/etc/profile"}, nil,
			[]string{"Changing '/etc/profile' inside system directory /etc needs policy mode 'dangerous' and OTERMINUS_ALLOW_DANGEROUS=1."}},
		{"a system file, dangerous allowed", Config{Mode: ModeDangerous, AllowDangerous: true}, []string{"/etc/profile"}, nil, nil},
		{"the home directory itself", Config{Mode: ModeDangerous, AllowDangerous: true}, []string{"~"}, nil,
			[]string{"Refusing to change '~' (" + home + "): a system directory or the home directory is never a target."}},
		{"a file with another name", Config{Mode: ModeWrite, AllowedRoots: []string{dir}}, []string{"linked"}, nil,
			[]string{"'linked' has 2 hard links: changing it changes every one of its names, which may be outside the allowed roots."}},
		{"a read system file", Config{Mode: ModeWrite}, nil, []string{"/etc/hostname"}, nil},
	} {
		got := c.cfg.Reasons(Check{Risk: registry.Write, Dir: dir, Home: home, Writes: c.writes, Reads: c.reads})
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: reasons %q, want %q", c.name, got, c.want)
		}
	}
}
