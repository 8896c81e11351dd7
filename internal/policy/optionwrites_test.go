package policy

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/registry"
)

// TestOptionWriteTargets: every file an option (or an output operand)
// writes goes through the checks a '>' redirection's target does. Each
// form of the registry's audited list (registry.TestOptionWritesDeclared)
// is refused under the default policy (mode write) when it writes into a
// system directory, is dangerous when it writes a startup file of the
// home directory (a run-later place, runlater.go), and is refused under
// allowed_roots when it writes outside them; the same form writing a
// plain file of the working directory is accepted and no run-later write.
func TestOptionWriteTargets(t *testing.T) {
	dir, home := protectedFixture(t)
	outside := t.TempDir()
	if err := os.MkdirAll(filepath.Join(home, ".ssh"), 0o700); err != nil {
		t.Fatal(err)
	}
	def := Config{Mode: ModeWrite}
	roots := Config{Mode: ModeWrite, AllowedRoots: []string{dir}}
	for _, c := range []struct {
		form string // %s is the written file (or directory, when dir)
		dir  bool
	}{
		{"> %s", false}, // the redirection every form is held to
		{"sort -o %s notes.txt", false},
		{"shuf -o %s notes.txt", false},
		{"tree -o %s", false},
		{"tee -a %s", false},
		{"xxd notes.txt %s", false},
		{"tar -czf %s src", false},
		{"zip -r %s src", false},
		{"gzip %s", false},
		{"git config --file %s a.b c", false},
		{"git config -f %s --unset a.b", false},
		{"git archive -o %s HEAD", false},
		{"git fast-export --export-marks=%s --all", false},
		{"git bundle create %s HEAD", false},
		{"cp -t %s a.txt notes.txt", true},
		{"mv -t %s a.txt notes.txt", true},
		{"ln -s -t %s notes.txt", true},
		{"mktemp -p %s", true},
		{"mktemp --tmpdir=%s", true},
		{"unzip a.zip -d %s", true},
		{"tar -xf a.tar -C %s", true},
		{"git format-patch -o %s HEAD~1", true},
		{"git checkout-index -a --prefix=%s/", true},
	} {
		startup := filepath.Join(home, ".bashrc")
		if c.dir {
			startup = filepath.Join(home, ".ssh")
		}
		for _, tc := range []struct {
			cfg     Config
			target  string
			refused string
		}{
			{def, "/etc/x", "inside system directory /etc needs policy mode 'dangerous'"},
			{def, "etc-link/x", "inside system directory /etc needs policy mode 'dangerous'"},
			{def, startup, "is dangerous: it is in ~/" + filepath.Base(startup) + ", "},
			{roots, filepath.Join(outside, "x"), "Paths outside allowed roots: " + filepath.Join(outside, "x")},
			{def, "out", ""},
			{roots, "out", ""},
		} {
			line := fmt.Sprintf(c.form, tc.target)
			reasons := checkLine(t, tc.cfg, line, dir, home)
			if tc.target == startup {
				reasons = tc.cfg.RunLater(lineCheck(t, line, dir, home))
			} else if later := tc.cfg.RunLater(lineCheck(t, line, dir, home)); len(later) > 0 {
				t.Errorf("%q: run-later places %q, want none", line, later)
			}
			checkReasons(t, fmt.Sprintf("%q (roots %q)", line, tc.cfg.AllowedRoots), reasons, tc.refused)
		}
	}
	// git config --system sets keys in /etc/gitconfig, as --file
	// /etc/gitconfig does.
	for _, line := range []string{"git config --system a.b c", "git config --system --unset a.b"} {
		checkReasons(t, line, checkLine(t, def, line, dir, home), "Changing '/etc/gitconfig' inside system directory /etc")
	}
	// Reading a config file is no write: git config --file reads it when
	// neither setting, unsetting nor editing.
	for _, line := range []string{"git config --file /etc/x a.b", "git config -f /etc/x --get a.b", "git config -f /etc/x -l",
		"git config --system -l", "git config --system a.b"} {
		checkReasons(t, line, checkLine(t, def, line, dir, home), "")
	}
}

// checkLine gives the policy's reasons for a typed line (a '> FILE' line
// is a redirection's target) read by its family's declaration.
func checkLine(t *testing.T, cfg Config, line, dir, home string) []string {
	t.Helper()
	return cfg.Reasons(lineCheck(t, line, dir, home))
}

// lineCheck is the policy's check of a typed line.
func lineCheck(t *testing.T, line, dir, home string) Check {
	t.Helper()
	if target, ok := strings.CutPrefix(line, "> "); ok {
		return Check{Risk: registry.Write, Dir: dir, Home: home, Writes: []string{target}}
	}
	argv := strings.Fields(line)
	f := registry.Default().ForProgram(argv[0])
	typed, err := f.ReadArgv(argv)
	if err != nil {
		t.Fatalf("%q: %v", line, err)
	}
	return Check{Family: f, Named: f, Argv: argv, Typed: typed, Risk: typed.Risk(), Dir: dir, Home: home}
}
