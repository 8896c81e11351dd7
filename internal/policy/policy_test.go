package policy

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
)

func TestAllows(t *testing.T) {
	for _, c := range []struct {
		cfg  Config
		risk registry.Risk
		want bool
	}{
		{Config{Mode: ModeSafe}, registry.Safe, true},
		{Config{Mode: ModeSafe}, registry.Write, false},
		{Config{Mode: ModeWrite}, registry.Write, true},
		{Config{Mode: ModeWrite}, registry.Dangerous, false},
		{Config{Mode: ModeDangerous}, registry.Dangerous, false},
		{Config{Mode: ModeDangerous, AllowDangerous: true}, registry.Dangerous, true},
		{Config{Mode: ModeWrite, AllowDangerous: true}, registry.Dangerous, false},
	} {
		if got := c.cfg.Allows(c.risk); got != c.want {
			t.Errorf("%+v allows %s = %v", c.cfg, c.risk, got)
		}
	}
}

func TestAllowedRootsResolveSymlinks(t *testing.T) {
	base := t.TempDir()
	root := filepath.Join(base, "project")
	outside := filepath.Join(base, "secret")
	for _, d := range []string{root, outside, filepath.Join(root, "sub")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(outside, filepath.Join(root, "escape")); err != nil {
		t.Fatal(err)
	}
	cfg := Config{Mode: ModeWrite, AllowedRoots: []string{root}}
	ls := registry.Default().Family("ls")
	for _, c := range []struct {
		path    string
		outside bool
	}{
		{"sub", false},
		{".", false},
		{"new/dir/not/yet", false},
		{"..", true},
		{"sub/../..", true},
		{"escape", true},
		{"escape/file", true},
		{"escape/..", true},          // .. follows the link first: base, not the root
		{"escape/../project", false}, // ...and from base, project is the root again
		{outside, true},
		{"~/x", true},
	} {
		reasons := cfg.Reasons(Check{Family: ls, Argv: []string{"ls", c.path}, Risk: registry.Safe, Dir: root, Home: "/home/nobody"})
		got := len(reasons) > 0 && strings.Contains(reasons[0], "outside allowed roots")
		if got != c.outside {
			t.Errorf("%q: outside=%v, want %v (%q)", c.path, got, c.outside, reasons)
		}
	}
}

// TestProtectedTargets: no policy lets a write change the root, a
// top-level system directory or the home directory as a whole, through a
// symlink either; writes inside system directories need dangerous mode.
func TestProtectedTargets(t *testing.T) {
	dir, home := protectedFixture(t)
	reg := registry.Default()
	dangerous := Config{Mode: ModeDangerous, AllowDangerous: true}
	write := Config{Mode: ModeWrite}
	for _, c := range []struct {
		cfg     Config
		argv    []string
		risk    registry.Risk
		refused string // a substring of the reason, or "" when allowed
	}{
		{dangerous, []string{"rm", "-rf", "/"}, registry.Dangerous, "Refusing to change '/'"},
		{dangerous, []string{"rm", "-rf", "/usr"}, registry.Dangerous, "Refusing to change '/usr'"},
		{dangerous, []string{"chmod", "700", "~"}, registry.Write, "Refusing to change '~'"},
		{dangerous, []string{"chmod", "700", home}, registry.Write, "Refusing to change"},
		{dangerous, []string{"rm", "-rf", "etc-link"}, registry.Dangerous, "Refusing to change 'etc-link' (/etc)"},
		{write, []string{"cp", "x", "etc-link/hosts"}, registry.Write, "inside system directory /etc"},
		{dangerous, []string{"cp", "x", "/etc/hosts"}, registry.Write, ""},
		{write, []string{"cp", "/etc/hosts", "hosts"}, registry.Write, ""}, // reading from /etc is fine
		{write, []string{"mkdir", "-p", "build/out"}, registry.Write, ""},
		{write, []string{"ls", "/"}, registry.Safe, ""}, // reads are never protected
	} {
		f := reg.ForProgram(c.argv[0])
		reasons := c.cfg.Reasons(Check{Family: f, Named: f, Argv: c.argv, Risk: c.risk, Dir: dir, Home: home})
		checkReasons(t, fmt.Sprintf("%q", c.argv), reasons, c.refused)
	}
}

// TestProtectedOptionTargets: files that options write (sort -o) are
// checked like any other target, with the risk their declaration gives
// the command. (curl saves no file: a download is outside network
// diagnostics, refused by its declaration.)
func TestProtectedOptionTargets(t *testing.T) {
	dir, home := protectedFixture(t)
	write := Config{Mode: ModeWrite}
	for _, c := range []struct {
		dir     string
		line    []string
		risk    registry.Risk
		refused string // a substring of the reason, or "" when allowed
	}{
		{dir, []string{"sort", "-o", "/etc/passwd", "names.txt"}, registry.Write, "Changing '/etc/passwd' inside system directory /etc"},
		{dir, []string{"sort", "-uo", "etc-link/group", "names.txt"}, registry.Write, "inside system directory /etc"},
		{dir, []string{"sort", "--output=/home", "names.txt"}, registry.Write, "Refusing to change '/home'"},
		{dir, []string{"curl", "-o", "-", "-D", "-", "https://example.com/"}, registry.Safe, ""},
		{dir, []string{"curl", "-s", "-o", "/dev/null", "https://example.com/"}, registry.Safe, ""}, // output thrown away
		{dir, []string{"sort", "-o", "/dev/null", "names.txt"}, registry.Write, ""},
		{dir, []string{"sort", "-o", "sorted.txt", "names.txt"}, registry.Write, ""},
	} {
		f := registry.Default().ForProgram(c.line[0])
		cmd, err := f.ReadArgv(c.line)
		if err != nil {
			t.Fatalf("%q: %v", c.line, err)
		}
		if cmd.Risk() != c.risk {
			t.Errorf("%q: risk %s, want %s", c.line, cmd.Risk(), c.risk)
		}
		reasons := write.Reasons(Check{Family: f, Named: f, Argv: c.line, Typed: cmd, Risk: cmd.Risk(), Dir: c.dir, Home: home})
		checkReasons(t, fmt.Sprintf("%q in %s", c.line, c.dir), reasons, c.refused)
	}
}

func TestDisabledPack(t *testing.T) {
	cfg := Config{Mode: ModeWrite, DisabledPacks: []string{"text"}}
	cat := registry.Default().Family("cat")
	reasons := cfg.Reasons(Check{Family: cat, Named: cat, Argv: []string{"cat", "x"}, Risk: registry.Safe})
	if len(reasons) != 1 || !strings.Contains(reasons[0], "pack 'text' is disabled") {
		t.Errorf("reasons %q; want one pack reason (the original listed it twice)", reasons)
	}
}

// A command nested in another (find -exec, xargs) is held to the packs
// too: disabling the dangerous pack refuses find -exec rm.
func TestDisabledPackOfNestedCommand(t *testing.T) {
	cfg := Config{Mode: ModeDangerous, AllowDangerous: true, DisabledPacks: []string{"dangerous"}}
	find := registry.Default().Family("find")
	reasons := cfg.Reasons(Check{Family: find, Named: find, Argv: []string{"find", ".", "-exec", "rm", "{}", "+"}, Risk: registry.Dangerous})
	want := "Command family 'rm' is unavailable because command pack 'dangerous' is disabled."
	if !slices.Contains(reasons, want) {
		t.Errorf("reasons %q; want %q", reasons, want)
	}
	if reasons := cfg.Reasons(Check{Family: find, Named: find, Argv: []string{"find", ".", "-exec", "wc", "-l", "{}", "+"}}); len(reasons) != 0 {
		t.Errorf("find -exec wc: reasons %q; want none", reasons)
	}
}

func TestConfirmation(t *testing.T) {
	if Confirmation(proposal.Experimental, registry.Safe) != VeryStrong ||
		Confirmation(proposal.Structured, registry.Dangerous) != Strong ||
		Confirmation(proposal.Structured, registry.Write) != Standard {
		t.Error("confirmation levels differ from the original's")
	}
}

func TestAutoExecute(t *testing.T) {
	pwd := registry.Default().Family("pwd")
	ok := AutoExecute{Enabled: true, Origin: proposal.OriginDirect, Mode: proposal.Structured, Accepted: true,
		Argv: []string{"pwd"}, Family: pwd, Scope: registry.Scope{Platform: "linux"}}
	if eligible, reason := ok.Eligible(); !eligible || reason != "eligible" {
		t.Errorf("pwd: %v %s", eligible, reason)
	}
	for reason, mutate := range map[string]func(a *AutoExecute){
		"disabled":            func(a *AutoExecute) { a.Enabled = false },
		"proposal_origin":     func(a *AutoExecute) { a.Origin = proposal.OriginPlanner },
		"proposal_mode":       func(a *AutoExecute) { a.Mode = proposal.Experimental },
		"risk_not_safe":       func(a *AutoExecute) { a.Risk = registry.Write },
		"validation_warnings": func(a *AutoExecute) { a.Warnings = 1 },
		"network_touching":    func(a *AutoExecute) { a.Family = registry.Default().Family("dig") },
	} {
		a := ok
		mutate(&a)
		if eligible, got := a.Eligible(); eligible || got != reason {
			t.Errorf("%s: eligible=%v reason=%s", reason, eligible, got)
		}
	}
}

// TestRelativeRootFailsClosed: allowed_roots = ["."] would move with the
// working directory and restrict nothing; it matches no path instead.
func TestRelativeRootFailsClosed(t *testing.T) {
	dir := t.TempDir()
	cfg := Config{Mode: ModeWrite, AllowedRoots: []string{"."}}
	ls := registry.Default().Family("ls")
	reasons := cfg.Reasons(Check{Family: ls, Argv: []string{"ls", "sub"}, Risk: registry.Safe, Dir: dir, Home: "/home/nobody"})
	if len(reasons) == 0 || !strings.Contains(reasons[0], "Paths outside allowed roots: sub") {
		t.Errorf("reasons %q, want the path refused as outside the roots", reasons)
	}
}

// TestHardLinkOutsideRoots: a file inside the roots that is a hard link to
// a file outside them cannot be changed, since the change reaches both.
func TestHardLinkOutsideRoots(t *testing.T) {
	base := t.TempDir()
	root, outside := filepath.Join(base, "root"), filepath.Join(base, "outside")
	for _, d := range []string{root, outside} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	secret := filepath.Join(outside, "secret")
	if err := os.WriteFile(secret, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(secret, filepath.Join(root, "innocent")); err != nil {
		t.Skip("no hard links here:", err)
	}
	if err := os.WriteFile(filepath.Join(root, "plain"), []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg := Config{Mode: ModeWrite, AllowedRoots: []string{root}}
	chmod := registry.Default().Family("chmod")
	check := func(name string) []string {
		return cfg.Reasons(Check{Family: chmod, Named: chmod, Argv: []string{"chmod", "644", name}, Risk: registry.Write, Dir: root})
	}
	if got := strings.Join(check("innocent"), " | "); !strings.Contains(got, "'innocent' has 2 hard links") {
		t.Errorf("hard link: reasons %q", got)
	}
	if got := check("plain"); len(got) != 0 {
		t.Errorf("a file with one name: reasons %q", got)
	}
}

// protectedFixture is a working directory holding etc-link, a symlink to
// /etc, and a home directory inside it.
func protectedFixture(t *testing.T) (dir, home string) {
	t.Helper()
	dir = t.TempDir()
	home = filepath.Join(dir, "home")
	if err := os.MkdirAll(home, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/etc", filepath.Join(dir, "etc-link")); err != nil {
		t.Fatal(err)
	}
	return dir, home
}

// checkReasons fails when reasons refuse a command that should pass
// (refused is ""), or none of them contains refused.
func checkReasons(t *testing.T, what string, reasons []string, refused string) {
	t.Helper()
	joined := strings.Join(reasons, " | ")
	switch {
	case refused == "" && len(reasons) > 0:
		t.Errorf("%s: refused: %s", what, joined)
	case refused != "" && !strings.Contains(joined, refused):
		t.Errorf("%s: reasons %q, want one containing %q", what, joined, refused)
	}
}

// Paths that arrive only when the line runs (xargs's input) cannot be
// checked against the allowed roots, so they count as outside them;
// without roots, and for paths typed in the line, nothing changes.
func TestInputPathsUnderAllowedRoots(t *testing.T) {
	root := t.TempDir()
	xargs := registry.Default().Family("xargs")
	for _, c := range []struct {
		argv    []string
		roots   bool
		refused string
	}{
		{[]string{"xargs", "touch"}, true, InputPathsReason},
		{[]string{"xargs", "-0", "grep", "-l", "ERROR"}, true, InputPathsReason},
		{[]string{"xargs", "-I{}", "mv", "{}", "dest"}, true, InputPathsReason},
		{[]string{"xargs", "touch"}, false, ""},
		{[]string{"xargs", "-I{}", "grep", "-e", "{}", "notes.txt"}, true, ""},
	} {
		cmd, err := xargs.ReadArgv(c.argv)
		if err != nil {
			t.Fatalf("%q: %v", c.argv, err)
		}
		cfg := Config{Mode: ModeWrite}
		if c.roots {
			cfg.AllowedRoots = []string{root}
		}
		reasons := cfg.Reasons(Check{Family: xargs, Named: xargs, Argv: c.argv, Typed: cmd, Risk: cmd.Risk(), Dir: root})
		checkReasons(t, strings.Join(c.argv, " "), reasons, c.refused)
	}
}
