package gitrepo

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// isolate gives git a home of its own and no system config, so that
// the person's config on the machine running the tests neither adds
// settings nor changes what git does.
func isolate(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
	t.Setenv("GIT_CONFIG_NOSYSTEM", "1")
	for _, name := range []string{"GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_PARAMETERS", "GIT_CONFIG_COUNT"} {
		t.Setenv(name, "")
		os.Unsetenv(name)
	}
}

// gitInit makes a repository with git itself and returns its top.
func gitInit(t *testing.T, args ...string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "repo")
	run(t, "", append([]string{"init", "-q"}, append(args, dir)...)...)
	return dir
}

func run(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

func write(t *testing.T, path, text string, mode os.FileMode) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), mode); err != nil {
		t.Fatal(err)
	}
}

// TestProgramSettings: the settings are git's own reading of the
// repository's config, so a byte-order mark, [Core], quoting and
// includes are read as git reads them, and git's spelling is reported.
func TestProgramSettings(t *testing.T) {
	isolate(t)
	for _, c := range []struct {
		config string
		want   []string
	}{
		{"[core]\n\trepositoryformatversion = 0\n\tbare = false\n[remote \"origin\"]\n\turl = x\n", nil},
		{"[core]\n\tfsmonitor = ./.hook.sh\n", []string{"core.fsmonitor"}},
		{"\ufeff[core]\n\tfsmonitor = ./.hook.sh\n", []string{"core.fsmonitor"}}, // git skips a byte-order mark
		{"[Core]\n\tPager = evil\n", []string{"core.pager"}},
		{"[diff]\n\texternal = evil\n[diff \"pdf\"]\n\ttextconv = evil\n", []string{"diff.external", "diff.pdf.textconv"}},
		{"[filter \"lfs\"]\n\tsmudge = evil\n\tclean = evil\n", []string{"filter.lfs.smudge", "filter.lfs.clean"}},
		{"[pager]\n\tlog = evil\n", []string{"pager.log"}},
		{"[include]\n\tpath = ../other\n", []string{"include.path"}},
		{"[include]\n\tpath = planted\n", []string{"include.path", "core.sshcommand"}}, // the included file is read
		{"[includeIf \"gitdir:~/\"]\n\tpath = x\n", []string{"includeif.gitdir:~/.path"}},
		{"[core] pager = evil\n", []string{"core.pager"}},
		{"# [core]\n# pager = evil\n", nil},
		{"[core]\n\tpager = \"evil\\\n\"\n", []string{"core.pager"}},
		// Found by review after the first list: keys named one by one missed these.
		{"[gpg \"ssh\"]\n\tprogram = evil\n[log]\n\tshowSignature = true\n", []string{"gpg.ssh.program"}},
		{"[gpg]\n\tformat = ssh\n", []string{"gpg.format"}},
		{"[core]\n\taskPass = evil\n\tgitProxy = evil\n\talternateRefsCommand = evil\n",
			[]string{"core.askpass", "core.gitproxy", "core.alternaterefscommand"}},
		{"[difftool \"x\"]\n\tcmd = evil\n[man \"x\"]\n\tpath = evil\n[web]\n\tbrowser = x\n",
			[]string{"difftool.x.cmd", "man.x.path", "web.browser"}},
		{"[remote \"origin\"]\n\turl = x\n\tuploadpack = evil\n\tvcs = evil\n[protocol \"ext\"]\n\tallow = always\n",
			[]string{"remote.origin.uploadpack", "remote.origin.vcs", "protocol.ext.allow"}},
		{"[credential \"https://x\"]\n\thelper = evil\n[interactive]\n\tdiffFilter = evil\n",
			[]string{"credential.https://x.helper", "interactive.difffilter"}},
		{"[sendemail]\n\tsmtpServer = /tmp/evil\n[imap]\n\ttunnel = evil\n[instaweb]\n\thttpd = evil\n",
			[]string{"sendemail.smtpserver", "imap.tunnel", "instaweb.httpd"}},
		// A value starting with '!' is a shell command whatever its key.
		{"[submodule \"lib\"]\n\turl = x\n\tupdate = !touch pwned\n[alias]\n\tst = !touch pwned\n\tlg = log --oneline\n",
			[]string{"submodule.lib.update", "alias.st"}},
		{"[user]\n\tname = A\n\temail = a@b\n[branch \"main\"]\n\tremote = origin\n\tmerge = refs/heads/main\n[init]\n\tdefaultBranch = main\n", nil},
	} {
		top := gitInit(t)
		write(t, filepath.Join(top, ".git", "config"), c.config, 0o644)
		write(t, filepath.Join(top, ".git", "planted"), "[core]\n\tsshCommand = evil\n", 0o644)
		sub := filepath.Join(top, "src")
		if err := os.Mkdir(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		r := Read(sub)
		if !r.Found || r.Unknown != "" || r.GitDir != filepath.Join(top, ".git") {
			t.Fatalf("Read(%s) = %+v", sub, r)
		}
		if got := r.ProgramSettings(); !slices.Equal(got, c.want) {
			t.Errorf("%q: %q, want %q", c.config, got, c.want)
		}
	}
}

// TestPersonalScopes: the person's global and system config, and
// settings from the environment, name programs they chose; only the
// repository's own scopes count.
func TestPersonalScopes(t *testing.T) {
	isolate(t)
	top := gitInit(t)
	write(t, filepath.Join(os.Getenv("HOME"), ".gitconfig"), "[core]\n\tpager = less\n\teditor = vim\n[credential]\n\thelper = cache\n[alias]\n\tup = !git pull\n", 0o644)
	t.Setenv("GIT_CONFIG_COUNT", "1")
	t.Setenv("GIT_CONFIG_KEY_0", "diff.external")
	t.Setenv("GIT_CONFIG_VALUE_0", "mydiff")
	r := Read(top)
	if !r.Found || r.Unknown != "" || len(r.ProgramSettings()) != 0 {
		t.Errorf("Read(%s) = %+v, want a repository and no program settings", top, r)
	}
}

// TestBareDirectory: a directory that is itself a bare repository has
// no .git anywhere, and git uses it with its config all the same.
func TestBareDirectory(t *testing.T) {
	isolate(t)
	bare := gitInit(t, "--bare")
	run(t, bare, "config", "diff.external", "evil")
	r := Read(bare)
	if !r.Found || !r.Bare || r.GitDir != bare || !slices.Equal(r.ProgramSettings(), []string{"diff.external"}) {
		t.Errorf("Read(%s) = %+v, want the bare repository and diff.external", bare, r)
	}
}

// TestNoRepository: where git finds no repository, nothing is read and
// nothing is unknown; a .git git would not accept is no repository.
func TestNoRepository(t *testing.T) {
	isolate(t)
	dir := t.TempDir()
	t.Setenv("GIT_CEILING_DIRECTORIES", filepath.Dir(dir))
	write(t, filepath.Join(dir, ".git", "config"), "[core]\n\tfsmonitor = evil\n", 0o644)
	if r := Read(dir); r.Found || r.Unknown != "" {
		t.Errorf("Read(%s) = %+v, want no repository", dir, r)
	}
}

// TestUnknown: when git cannot be asked, or refuses, the reading is
// unknown, never empty.
func TestUnknown(t *testing.T) {
	isolate(t)
	top := gitInit(t)
	write(t, filepath.Join(top, ".git", "config"), "[core\n\tfsmonitor = evil\n", 0o644)
	if r := Read(top); r.Unknown == "" {
		t.Errorf("a config git cannot parse: Read = %+v, want unknown", r)
	}
	t.Setenv("PATH", t.TempDir())
	if r := Read(top); r.Unknown != "git is not installed" {
		t.Errorf("without git: Read = %+v, want unknown", r)
	}
}

// TestBounds: git that does not answer in time (a HEAD that is a FIFO
// blocks it), or answers at more length than is read, leaves the reading
// unknown.
func TestBounds(t *testing.T) {
	isolate(t)
	top := gitInit(t)
	run(t, top, "config", "user.name", strings.Repeat("x", 200))
	defer func(timeout time.Duration, max int) { askTimeout, maxAnswer = timeout, max }(askTimeout, maxAnswer)
	maxAnswer = 100
	if r := Read(top); !strings.Contains(r.Unknown, "longer than oterminus reads") {
		t.Errorf("a long answer: Read = %+v, want unknown", r)
	}
	maxAnswer = 1 << 20
	askTimeout = 300 * time.Millisecond
	head := filepath.Join(top, ".git", "HEAD")
	if err := os.Remove(head); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(head, 0o644); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if r := Read(top); !strings.Contains(r.Unknown, "did not answer within") {
		t.Errorf("a FIFO for HEAD: Read = %+v, want unknown", r)
	}
	if took := time.Since(start); took > askTimeout+2*time.Second {
		t.Errorf("Read took %v, past its bound of %v", took, askTimeout)
	}
}

// TestDubiousOwnership: git refuses a repository another user owns
// (unless safe.directory in the person's own config allows it), and so
// does the command when it runs; the reading is unknown, not empty.
func TestDubiousOwnership(t *testing.T) {
	isolate(t)
	if os.Getuid() != 0 {
		t.Skip("needs root to give the repository to another user")
	}
	top := gitInit(t)
	write(t, filepath.Join(top, ".git", "config"), "[core]\n\tfsmonitor = evil\n", 0o644)
	if err := os.Chown(top, 65534, 65534); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(filepath.Join(top, ".git"), 65534, 65534); err != nil {
		t.Fatal(err)
	}
	r := Read(top)
	if !strings.Contains(r.Unknown, "dubious ownership") {
		t.Errorf("Read = %+v, want unknown for dubious ownership", r)
	}
	write(t, filepath.Join(os.Getenv("HOME"), ".gitconfig"), "[safe]\n\tdirectory = *\n", 0o644)
	if r := Read(top); r.Unknown != "" || !slices.Equal(r.ProgramSettings(), []string{"core.fsmonitor"}) {
		t.Errorf("with safe.directory: Read = %+v, want core.fsmonitor", r)
	}
}

func TestHooks(t *testing.T) {
	isolate(t)
	top := gitInit(t)
	hooks := filepath.Join(top, ".git", "hooks")
	for name, mode := range map[string]os.FileMode{"pre-commit": 0o755, "pre-push.sample": 0o755, "post-merge": 0o644, "commit-msg": 0o700} {
		write(t, filepath.Join(hooks, name), "#!/bin/sh\n", mode)
	}
	r := Read(top)
	if got, want := r.Hooks(), []string{"hooks/commit-msg", "hooks/pre-commit"}; !slices.Equal(got, want) {
		t.Errorf("Hooks() = %q, want %q", got, want)
	}
	if got := (Reading{}).Hooks(); got != nil {
		t.Errorf("Hooks() without a repository = %q, want none", got)
	}
}

// TestHooksPath: the hooks are read where git looks for them. The
// repository's own core.hooksPath is a program setting; the person's
// absolute one holds their own hooks; a relative one is inside the
// repository, whoever set it.
func TestHooksPath(t *testing.T) {
	isolate(t)
	top := gitInit(t)
	write(t, filepath.Join(top, ".githooks", "post-checkout"), "#!/bin/sh\n", 0o755)
	write(t, filepath.Join(top, ".git", "hooks", "pre-commit"), "#!/bin/sh\n", 0o755)
	run(t, top, "config", "core.hooksPath", ".githooks")
	r := Read(top)
	if got, want := r.ProgramSettings(), []string{"core.hookspath"}; !slices.Equal(got, want) {
		t.Errorf("local core.hooksPath: ProgramSettings() = %q, want %q", got, want)
	}
	if got, want := r.Hooks(), []string{"hooks/post-checkout"}; !slices.Equal(got, want) {
		t.Errorf("local core.hooksPath: Hooks() = %q, want %q", got, want)
	}
	run(t, top, "config", "--unset", "core.hooksPath")
	global := filepath.Join(os.Getenv("HOME"), ".gitconfig")
	write(t, global, "[core]\n\thooksPath = .githooks\n", 0o644)
	if got, want := Read(top).Hooks(), []string{"hooks/post-checkout"}; !slices.Equal(got, want) {
		t.Errorf("global relative core.hooksPath: Hooks() = %q, want %q", got, want)
	}
	write(t, filepath.Join(os.Getenv("HOME"), "githooks", "pre-push"), "#!/bin/sh\n", 0o755)
	write(t, global, "[core]\n\thooksPath = ~/githooks\n", 0o644)
	if r := Read(top); len(r.Hooks()) != 0 || len(r.ProgramSettings()) != 0 {
		t.Errorf("global absolute core.hooksPath: Hooks() = %q, ProgramSettings() = %q, want none", r.Hooks(), r.ProgramSettings())
	}
}

// TestSubmodules: a planted repository can bring submodules' git
// directories along (.git/modules/NAME, nested ones under their
// parent's modules/, names with slashes), whose configs and hooks git
// status and git submodule use.
func TestSubmodules(t *testing.T) {
	isolate(t)
	top := gitInit(t)
	gitDir := filepath.Join(top, ".git")
	write(t, filepath.Join(gitDir, "modules/lib/HEAD"), "ref: refs/heads/main\n", 0o644)
	write(t, filepath.Join(gitDir, "modules/lib/config"), "\ufeff[core]\n\tfsmonitor = evil\n", 0o644)
	write(t, filepath.Join(gitDir, "modules/lib/hooks/post-checkout"), "#!/bin/sh\n", 0o755)
	write(t, filepath.Join(gitDir, "modules/lib/hooks/pre-push.sample"), "#!/bin/sh\n", 0o755)
	write(t, filepath.Join(gitDir, "modules/lib/modules/deep/HEAD"), "ref: refs/heads/main\n", 0o644)
	write(t, filepath.Join(gitDir, "modules/lib/modules/deep/config"), "[core]\n\tpager = evil\n", 0o644)
	write(t, filepath.Join(gitDir, "modules/vendor/x/HEAD"), "ref: refs/heads/main\n", 0o644)
	write(t, filepath.Join(gitDir, "modules/vendor/x/hooks/post-index-change"), "#!/bin/sh\n", 0o755)
	write(t, filepath.Join(gitDir, "modules/honest/HEAD"), "ref: refs/heads/main\n", 0o644)
	write(t, filepath.Join(gitDir, "modules/honest/config"), "[remote \"origin\"]\n\turl = https://example.com/x.git\n", 0o644)
	write(t, filepath.Join(gitDir, "modules/broken/HEAD"), "ref: refs/heads/main\n", 0o644)
	write(t, filepath.Join(gitDir, "modules/broken/config"), "[core\n", 0o644)
	r := Read(top)
	got := r.ProgramSettings()
	if want := []string{"config (modules/broken) (unknown: git config failed: bad config line 1 in file " + filepath.Join(gitDir, "modules/broken/config") + ")",
		"core.fsmonitor (modules/lib)", "core.pager (modules/lib/modules/deep)"}; !slices.Equal(got, want) {
		t.Errorf("ProgramSettings() = %q, want %q", got, want)
	}
	if got, want := r.Hooks(), []string{"modules/lib/hooks/post-checkout", "modules/vendor/x/hooks/post-index-change"}; !slices.Equal(got, want) {
		t.Errorf("Hooks() = %q, want %q", got, want)
	}
	if !RunsForAnyCommand("modules/vendor/x/hooks/post-index-change") || RunsForAnyCommand("modules/lib/hooks/post-checkout") {
		t.Error("RunsForAnyCommand does not tell a submodule's post-index-change from its post-checkout")
	}
}

// TestEmbeddedRepository: a repository in the work tree that the index
// holds as a gitlink is gone into by git status and git diff, with its
// own config and hooks, whatever GIT_DIR says for the outer one; one
// the index does not hold, or one not checked out, is not.
func TestEmbeddedRepository(t *testing.T) {
	isolate(t)
	top := gitInit(t)
	lib := filepath.Join(top, "vendor", "lib")
	run(t, "", "init", "-q", lib)
	write(t, filepath.Join(lib, "f"), "f\n", 0o644)
	run(t, lib, "add", "f")
	run(t, lib, "-c", "user.name=a", "-c", "user.email=a@example.com", "commit", "-q", "-m", "f")
	run(t, top, "add", "vendor/lib")
	run(t, lib, "config", "core.fsmonitor", "evil")
	write(t, filepath.Join(lib, ".git", "hooks", "post-index-change"), "#!/bin/sh\n", 0o755)
	loose := filepath.Join(top, "loose") // not in the index
	run(t, "", "init", "-q", loose)
	run(t, loose, "config", "core.pager", "evil")
	t.Setenv("GIT_DIR", "../.git") // relative to where git runs, as the typed command will
	t.Setenv("GIT_WORK_TREE", "..")
	r := Read(filepath.Join(top, "vendor"))
	if got, want := r.ProgramSettings(), []string{"core.fsmonitor (vendor/lib)"}; !slices.Equal(got, want) {
		t.Errorf("ProgramSettings() = %q, want %q", got, want)
	}
	if got, want := r.Hooks(), []string{"vendor/lib/hooks/post-index-change"}; !slices.Equal(got, want) {
		t.Errorf("Hooks() = %q, want %q", got, want)
	}
	if err := os.RemoveAll(filepath.Join(lib, ".git")); err != nil {
		t.Fatal(err)
	}
	if r := Read(filepath.Join(top, "vendor")); len(r.ProgramSettings()) != 0 || len(r.Hooks()) != 0 {
		t.Errorf("a gitlink not checked out: ProgramSettings() = %q, Hooks() = %q, want none", r.ProgramSettings(), r.Hooks())
	}
}

// TestTooManySubmodules: past maxModules directories the rest is unknown,
// which counts as a program setting.
func TestTooManySubmodules(t *testing.T) {
	isolate(t)
	top := gitInit(t)
	for i := range maxModules + 1 {
		if err := os.MkdirAll(filepath.Join(top, ".git", "modules", "m"+strconv.Itoa(i)), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := Read(top).ProgramSettings(), []string{"modules/ (more submodules than oterminus reads)"}; !slices.Equal(got, want) {
		t.Errorf("ProgramSettings() = %q, want %q", got, want)
	}
}

// TestFind: Find, which starts no process, still finds a work tree's
// .git, for describing the directory.
func TestFind(t *testing.T) {
	top := t.TempDir()
	write(t, filepath.Join(top, ".git", "HEAD"), "ref: refs/heads/main\n", 0o644)
	sub := filepath.Join(top, "src")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if r, ok := Find(sub); !ok || r.Top != top || r.GitDir != filepath.Join(top, ".git") {
		t.Errorf("Find(%s) = %+v %v", sub, r, ok)
	}
}
