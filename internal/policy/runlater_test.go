package policy

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/registry"
)

// TestRunLaterPlacesInSecurity: SECURITY.md's table of run-later places
// is the code's, row for row, with the same reasons: the list is written
// once, and the document cannot drift from what is enforced.
func TestRunLaterPlacesInSecurity(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "SECURITY.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## Places something runs later\n")
	if !ok {
		t.Fatal(`SECURITY.md has no section "Places something runs later"`)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	var rows []string
	for _, line := range strings.Split(section, "\n") {
		if strings.HasPrefix(line, "| `") {
			rows = append(rows, line)
		}
	}
	var want []string
	for _, p := range runLaterPlaces {
		want = append(want, "| `"+p.Path+"` | "+p.Why+" |")
	}
	if strings.Join(rows, "\n") != strings.Join(want, "\n") {
		t.Errorf("SECURITY.md's table of places differs from runLaterPlaces:\n%s\nwant:\n%s", strings.Join(rows, "\n"), strings.Join(want, "\n"))
	}
	for _, verb := range []string{"enable", "link", "set-environment", "import-environment"} {
		if !strings.Contains(section, "`"+verb+"`") && !strings.Contains(section, "systemctl [--user] "+verb) {
			t.Errorf("SECURITY.md does not name systemctl %s among the run-later writers", verb)
		}
	}
}

// TestRunLater reads paths the way a written file lands: through
// symlinks (to the place, and of the place itself), by the name a file
// gets in a directory it is copied into, by a pattern's names, and from
// $PATH and the configuration file the environment names. A path next
// to a place, or a read, is no run-later write.
func TestRunLater(t *testing.T) {
	root := t.TempDir()
	home, dir, dotfiles := filepath.Join(root, "home"), filepath.Join(root, "work"), filepath.Join(root, "dotfiles")
	for _, d := range []string{"home/.local/bin", "home/.local/share", "work/tools", "dotfiles/config/systemd/user",
		"home/.local/lib/python3.12/site-packages"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, link := range [][2]string{
		{filepath.Join(home, ".local", "bin"), filepath.Join(dir, "bin-link")}, // a link to a place
		{filepath.Join(dotfiles, "config"), filepath.Join(home, ".config")},    // a place through a link (stow)
		{"/tmp/elsewhere", filepath.Join(home, ".local", "bin", "old")},        // a name in a place, linking out
	} {
		if err := os.Symlink(link[0], link[1]); err != nil {
			t.Fatal(err)
		}
	}
	cfg := Config{Mode: ModeWrite, SearchPath: filepath.Join(dir, "tools") + ":/usr/bin", OwnConfig: []string{filepath.Join(root, "ot.toml")}}
	for _, c := range []struct {
		line  string // a typed command, or "> FILE" for a redirection
		place string // "" when none
	}{
		{"cp a.txt bin-link/ls", "~/.local/bin"},
		{"> bin-link/ls", "~/.local/bin"},
		{"cp a.txt " + dotfiles + "/config/systemd/user/x.service", "~/.config/systemd"},
		{"ln -sf a.txt " + home + "/.local/bin/old", "~/.local/bin"},
		{"cp a.txt " + home + "/.local/bin", "~/.local/bin"},
		{"mv a.txt " + home + "/.local/lib/python3.12/site-packages/a.pth", "~/.local/lib/python*/site-packages/*.pth"},
		{"cp tools " + home + "/.local/bin/", "~/.local/bin"},
		{"cp a.txt tools/ls", dir + "/tools"},
		{"cp a.txt " + root + "/ot.toml", root + "/ot.toml"},
		{"rm " + home + "/.bashrc", "~/.bashrc"},
		{"cp a.txt " + home + "/.local/share/x", ""},
		{"cp a.txt " + home + "/.local/lib/python3.12/site-packages/a.py", ""},
		{"cp a.txt " + home + "/.bashrc.bak", ""},
		{"cat " + home + "/.bashrc", ""},
		{"git config --file " + home + "/.gitconfig a.b", ""}, // reading a key
	} {
		var ch Check
		if target, ok := strings.CutPrefix(c.line, "> "); ok {
			ch = Check{Risk: registry.Write, Dir: dir, Home: home, Writes: []string{target}}
		} else {
			argv := strings.Fields(c.line)
			f := registry.Default().ForProgram(argv[0])
			typed, err := f.ReadArgv(argv)
			if err != nil {
				t.Fatalf("%q: %v", c.line, err)
			}
			ch = Check{Family: f, Argv: argv, Typed: typed, Risk: typed.Risk(), Dir: dir, Home: home}
		}
		got := cfg.RunLater(ch)
		switch {
		case c.place == "" && len(got) > 0:
			t.Errorf("%q: %q, want no run-later place", c.line, got)
		case c.place != "" && (len(got) != 1 || !strings.Contains(got[0], "is dangerous: it is in "+c.place+", ")):
			t.Errorf("%q: %q, want one naming %s", c.line, got, c.place)
		}
	}
	// An empty entry of $PATH is the working directory, as for the
	// shell; without one it is no place.
	argv := []string{"cp", "a.txt", "ls"}
	f := registry.Default().ForProgram("cp")
	typed, _ := f.ReadArgv(argv)
	ch := Check{Family: f, Argv: argv, Typed: typed, Risk: typed.Risk(), Dir: dir, Home: home}
	if got := (Config{SearchPath: "/usr/bin::/bin"}).RunLater(ch); len(got) != 1 || !strings.Contains(got[0], "it is in "+dir+", a directory on $PATH") {
		t.Errorf("cp a.txt ls with an empty PATH entry: %q", got)
	}
	if got := (Config{SearchPath: "/usr/bin:/bin"}).RunLater(ch); len(got) > 0 {
		t.Errorf("cp a.txt ls with the working directory off PATH: %q", got)
	}
}
