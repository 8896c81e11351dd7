package policy

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/registry"
)

// gitSandbox is a throwaway home and a repository made by git itself
// (repo: two commits on main, a.txt changed by the second), with a
// program that leaves a marker whenever anything runs it.
type gitSandbox struct {
	root, home, repo, prog, marker string
}

// newGitSandbox isolates git from the machine's own config (a home of
// its own, no system config, no editor, askpass or git variables from
// the environment) and makes the sandbox. The person's config in the
// sandbox home allows file:// submodules, as the person may.
func newGitSandbox(t *testing.T) gitSandbox {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	root := t.TempDir()
	s := gitSandbox{root: root, home: filepath.Join(root, "home"), repo: filepath.Join(root, "repo"),
		prog: filepath.Join(root, "prog"), marker: filepath.Join(root, "ran")}
	t.Setenv("HOME", s.home)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(s.home, ".config"))
	t.Setenv("GIT_CONFIG_NOSYSTEM", "1")
	for _, name := range []string{"GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_PARAMETERS",
		"GIT_CONFIG_COUNT", "GIT_EDITOR", "GIT_SEQUENCE_EDITOR", "VISUAL", "EDITOR", "GIT_PAGER", "PAGER", "GIT_ASKPASS",
		"SSH_ASKPASS", "GIT_SSH", "GIT_SSH_COMMAND", "GIT_EXTERNAL_DIFF", "GIT_PROXY_COMMAND"} {
		t.Setenv(name, "")
		os.Unsetenv(name)
	}
	writeFile(t, filepath.Join(s.home, ".gitconfig"), "[user]\n\tname = A\n\temail = a@example.com\n"+
		"[init]\n\tdefaultBranch = main\n[protocol \"file\"]\n\tallow = always\n[advice]\n\tdetachedHead = false\n", 0o644)
	writeFile(t, s.prog, "#!/bin/sh\ntouch '"+s.marker+"'\n", 0o755)
	s.git(t, root, "init", "-q", s.repo)
	writeFile(t, filepath.Join(s.repo, "a.txt"), "one\n", 0o644)
	writeFile(t, filepath.Join(s.repo, "b.txt"), "b\n", 0o644)
	s.git(t, s.repo, "add", ".")
	s.git(t, s.repo, "commit", "-q", "-m", "first")
	writeFile(t, filepath.Join(s.repo, "a.txt"), "two\n", 0o644)
	s.git(t, s.repo, "commit", "-q", "-am", "second")
	return s
}

func writeFile(t *testing.T, path, text string, mode os.FileMode) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), mode); err != nil {
		t.Fatal(err)
	}
}

// git runs git in dir for the setup, which must succeed.
func (s gitSandbox) git(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

// change leaves a.txt changed in the work tree dir.
func (s gitSandbox) change(t *testing.T, dir string) {
	writeFile(t, filepath.Join(dir, "a.txt"), "three\n", 0o644)
}

// TestPlantedProgramsRun plants, one at a time, each setting that makes
// git run a program, and the ways git finds a repository and reads its
// config that a walk for .git missed (a byte-order mark, a bare
// repository as the working directory, GIT_DIR, includes, a linked
// worktree's shared and own config). Each case first runs the real git
// command and sees the planted program run (the marker appears): that is
// what proves the setting matters for it. Then the same line goes
// through policy, which must refuse it, naming the setting, without
// running anything. The line is checked as typed even where oterminus
// does not declare the subcommand (difftool, credential, an alias): any
// git command is refused in such a repository.
func TestPlantedProgramsRun(t *testing.T) {
	for _, c := range []struct {
		name  string
		plant func(t *testing.T, s gitSandbox) // plants the setting; returns nothing
		dir   string                           // where the line runs, relative to the sandbox ("repo" when empty)
		line  string                           // the git command line, typed and run
		stdin string
		tty   bool     // git runs the program only when its output is a terminal (pagers)
		env   []string // NAME=VALUE for both git and the check; PATH+=DIR prepends
		want  string   // the setting the refusal names
	}{
		{name: "core.fsmonitor behind a byte-order mark", line: "git status --short", want: "core.fsmonitor",
			plant: func(t *testing.T, s gitSandbox) {
				config := filepath.Join(s.repo, ".git", "config")
				data, err := os.ReadFile(config)
				if err != nil {
					t.Fatal(err)
				}
				writeFile(t, config, "\ufeff"+string(data)+"[core]\n\tfsmonitor = "+s.prog+"\n", 0o644)
			}},
		{name: "diff.external in a bare repository that is the working directory", dir: "bare.git",
			line: "git diff HEAD~1 HEAD", want: "diff.external",
			plant: func(t *testing.T, s gitSandbox) {
				bare := filepath.Join(s.root, "bare.git")
				s.git(t, s.root, "clone", "-q", "--bare", s.repo, bare)
				s.git(t, bare, "config", "diff.external", s.prog)
			}},
		{name: "GIT_DIR names a planted repository elsewhere", line: "git status --short", want: "core.fsmonitor",
			env: []string{"GIT_DIR=../other/.git"},
			plant: func(t *testing.T, s gitSandbox) {
				other := filepath.Join(s.root, "other")
				s.git(t, s.root, "clone", "-q", s.repo, other)
				s.git(t, other, "config", "core.fsmonitor", s.prog)
			}},
		{name: "include.path pulls in a file with a program", line: "git diff", want: "diff.external",
			plant: func(t *testing.T, s gitSandbox) {
				writeFile(t, filepath.Join(s.repo, ".git", "planted.cfg"), "[diff]\n\texternal = "+s.prog+"\n", 0o644)
				s.git(t, s.repo, "config", "include.path", "planted.cfg")
				s.change(t, s.repo)
			}},
		{name: "includeIf gitdir: pulls in a file with a program", line: "git status --short", want: "core.fsmonitor",
			plant: func(t *testing.T, s gitSandbox) {
				writeFile(t, filepath.Join(s.repo, ".git", "planted.cfg"), "[core]\n\tfsmonitor = "+s.prog+"\n", 0o644)
				s.git(t, s.repo, "config", "includeIf.gitdir:"+s.repo+"/.path", "planted.cfg")
			}},
		{name: "a linked worktree obeys the shared config its commondir names", dir: "wt", line: "git diff", want: "diff.external",
			plant: func(t *testing.T, s gitSandbox) {
				s.git(t, s.repo, "worktree", "add", "-q", filepath.Join(s.root, "wt"))
				s.git(t, s.repo, "config", "diff.external", s.prog)
				s.change(t, filepath.Join(s.root, "wt"))
			}},
		{name: "a linked worktree's own config.worktree", dir: "wt", line: "git status --short", want: "core.fsmonitor",
			plant: func(t *testing.T, s gitSandbox) {
				wt := filepath.Join(s.root, "wt")
				s.git(t, s.repo, "worktree", "add", "-q", wt)
				s.git(t, s.repo, "config", "extensions.worktreeConfig", "true")
				s.git(t, wt, "config", "--worktree", "core.fsmonitor", s.prog)
			}},
		{name: "submodule.NAME.update = !cmd", line: "git submodule update", want: "submodule.lib.update",
			plant: func(t *testing.T, s gitSandbox) {
				lib := filepath.Join(s.root, "lib")
				s.git(t, s.root, "clone", "-q", s.repo, lib)
				s.git(t, s.repo, "submodule", "add", "-q", lib, "lib")
				s.git(t, s.repo, "commit", "-q", "-m", "lib")
				s.git(t, filepath.Join(s.repo, "lib"), "checkout", "-q", "HEAD~1") // update has something to do
				s.git(t, s.repo, "config", "submodule.lib.update", "!"+s.prog)
			}},
		{name: "a repository embedded in the work tree, which git status goes into", line: "git status --short",
			want: "core.fsmonitor (lib)",
			plant: func(t *testing.T, s gitSandbox) {
				lib := filepath.Join(s.repo, "lib")
				s.git(t, s.repo, "init", "-q", lib)
				writeFile(t, filepath.Join(lib, "f"), "f\n", 0o644)
				s.git(t, lib, "add", "f")
				s.git(t, lib, "commit", "-q", "-m", "f")
				s.git(t, s.repo, "add", "lib") // a gitlink to the embedded repository
				s.git(t, s.repo, "commit", "-q", "-m", "lib")
				s.git(t, lib, "config", "core.fsmonitor", s.prog)
			}},
		{name: "core.fsmonitor", line: "git status --short", want: "core.fsmonitor",
			plant: func(t *testing.T, s gitSandbox) { s.git(t, s.repo, "config", "core.fsmonitor", s.prog) }},
		{name: "core.hooksPath", line: "git switch -c topic", want: "core.hookspath",
			plant: func(t *testing.T, s gitSandbox) {
				writeFile(t, filepath.Join(s.root, "hooks", "post-checkout"), "#!/bin/sh\ntouch '"+s.marker+"'\n", 0o755)
				s.git(t, s.repo, "config", "core.hooksPath", filepath.Join(s.root, "hooks"))
			}},
		{name: "core.sshCommand", line: "git fetch origin", want: "core.sshcommand",
			plant: func(t *testing.T, s gitSandbox) {
				s.git(t, s.repo, "remote", "add", "origin", "ssh://example.invalid/x.git")
				s.git(t, s.repo, "config", "core.sshCommand", s.prog)
			}},
		{name: "core.gitProxy", line: "git fetch origin", want: "core.gitproxy",
			plant: func(t *testing.T, s gitSandbox) {
				s.git(t, s.repo, "remote", "add", "origin", "git://example.invalid/x.git")
				s.git(t, s.repo, "config", "core.gitProxy", s.prog)
			}},
		{name: "remote.NAME.uploadpack", line: "git fetch origin", want: "remote.origin.uploadpack",
			plant: func(t *testing.T, s gitSandbox) {
				s.git(t, s.root, "clone", "-q", "--bare", s.repo, filepath.Join(s.root, "up.git"))
				s.git(t, s.repo, "remote", "add", "origin", filepath.Join(s.root, "up.git"))
				s.git(t, s.repo, "config", "remote.origin.uploadpack", s.prog)
			}},
		{name: "remote.NAME.receivepack", line: "git push origin main", want: "remote.origin.receivepack",
			plant: func(t *testing.T, s gitSandbox) {
				s.git(t, s.root, "init", "-q", "--bare", filepath.Join(s.root, "up.git"))
				s.git(t, s.repo, "remote", "add", "origin", filepath.Join(s.root, "up.git"))
				s.git(t, s.repo, "config", "remote.origin.receivepack", s.prog)
			}},
		{name: "remote.NAME.vcs", line: "git fetch origin", want: "remote.origin.vcs", env: []string{"PATH+=helpers"},
			plant: func(t *testing.T, s gitSandbox) {
				writeFile(t, filepath.Join(s.root, "helpers", "git-remote-planted"), "#!/bin/sh\ntouch '"+s.marker+"'\n", 0o755)
				s.git(t, s.repo, "remote", "add", "origin", "https://example.invalid/x")
				s.git(t, s.repo, "config", "remote.origin.vcs", "planted")
			}},
		{name: "protocol.ext.allow lets a remote URL be a command", line: "git fetch origin", want: "protocol.ext.allow",
			plant: func(t *testing.T, s gitSandbox) {
				s.git(t, s.repo, "remote", "add", "origin", "ext::sh -c touch% "+s.marker)
				s.git(t, s.repo, "config", "protocol.ext.allow", "always")
			}},
		{name: "credential.helper", line: "git credential fill", stdin: "protocol=https\nhost=example.invalid\n\n",
			env: []string{"GIT_TERMINAL_PROMPT=0"}, want: "credential.helper",
			plant: func(t *testing.T, s gitSandbox) { s.git(t, s.repo, "config", "credential.helper", s.prog) }},
		{name: "credential.URL.helper", line: "git credential fill", stdin: "protocol=https\nhost=example.invalid\n\n",
			env: []string{"GIT_TERMINAL_PROMPT=0"}, want: "credential.https://example.invalid.helper",
			plant: func(t *testing.T, s gitSandbox) {
				s.git(t, s.repo, "config", "credential.https://example.invalid.helper", s.prog)
			}},
		{name: "core.askPass", line: "git credential fill", stdin: "protocol=https\nhost=example.invalid\n\n", want: "core.askpass",
			plant: func(t *testing.T, s gitSandbox) { s.git(t, s.repo, "config", "core.askPass", s.prog) }},
		{name: "diff.external", line: "git diff", want: "diff.external",
			plant: func(t *testing.T, s gitSandbox) {
				s.git(t, s.repo, "config", "diff.external", s.prog)
				s.change(t, s.repo)
			}},
		{name: "diff.DRIVER.command", line: "git diff", want: "diff.planted.command",
			plant: func(t *testing.T, s gitSandbox) {
				writeFile(t, filepath.Join(s.repo, ".git", "info", "attributes"), "*.txt diff=planted\n", 0o644)
				s.git(t, s.repo, "config", "diff.planted.command", s.prog)
				s.change(t, s.repo)
			}},
		{name: "diff.DRIVER.textconv", line: "git log -p -n 1", want: "diff.planted.textconv",
			plant: func(t *testing.T, s gitSandbox) {
				writeFile(t, filepath.Join(s.repo, ".git", "info", "attributes"), "*.txt diff=planted\n", 0o644)
				s.git(t, s.repo, "config", "diff.planted.textconv", s.prog)
			}},
		{name: "merge.DRIVER.driver", line: "git merge other", want: "merge.planted.driver",
			plant: func(t *testing.T, s gitSandbox) {
				s.git(t, s.repo, "switch", "-q", "-c", "other", "HEAD~1")
				writeFile(t, filepath.Join(s.repo, "a.txt"), "other\n", 0o644)
				s.git(t, s.repo, "commit", "-q", "-am", "other")
				s.git(t, s.repo, "switch", "-q", "main")
				writeFile(t, filepath.Join(s.repo, ".git", "info", "attributes"), "*.txt merge=planted\n", 0o644)
				s.git(t, s.repo, "config", "merge.planted.driver", s.prog+" %O %A %B")
			}},
		{name: "filter.DRIVER.clean", line: "git add a.txt", want: "filter.planted.clean",
			plant: func(t *testing.T, s gitSandbox) {
				writeFile(t, filepath.Join(s.repo, ".git", "info", "attributes"), "*.txt filter=planted\n", 0o644)
				s.git(t, s.repo, "config", "filter.planted.clean", s.prog)
				s.change(t, s.repo)
			}},
		{name: "filter.DRIVER.smudge", line: "git checkout -- a.txt", want: "filter.planted.smudge",
			plant: func(t *testing.T, s gitSandbox) {
				writeFile(t, filepath.Join(s.repo, ".git", "info", "attributes"), "*.txt filter=planted\n", 0o644)
				s.git(t, s.repo, "config", "filter.planted.smudge", s.prog)
				if err := os.Remove(filepath.Join(s.repo, "a.txt")); err != nil {
					t.Fatal(err)
				}
			}},
		{name: "filter.DRIVER.process", line: "git add a.txt", want: "filter.planted.process",
			plant: func(t *testing.T, s gitSandbox) {
				writeFile(t, filepath.Join(s.repo, ".git", "info", "attributes"), "*.txt filter=planted\n", 0o644)
				s.git(t, s.repo, "config", "filter.planted.process", s.prog)
				s.change(t, s.repo)
			}},
		{name: "difftool.TOOL.cmd", line: "git difftool --no-prompt --tool=planted", want: "difftool.planted.cmd",
			plant: func(t *testing.T, s gitSandbox) {
				s.git(t, s.repo, "config", "difftool.planted.cmd", s.prog+" $LOCAL $REMOTE")
				s.change(t, s.repo)
			}},
		{name: "difftool.TOOL.path", line: "git difftool --no-prompt --tool=vimdiff", want: "difftool.vimdiff.path",
			plant: func(t *testing.T, s gitSandbox) {
				s.git(t, s.repo, "config", "difftool.vimdiff.path", s.prog)
				s.change(t, s.repo)
			}},
		{name: "mergetool.TOOL.cmd", line: "git mergetool --no-prompt --tool=planted", want: "mergetool.planted.cmd",
			plant: func(t *testing.T, s gitSandbox) {
				s.git(t, s.repo, "switch", "-q", "-c", "other", "HEAD~1")
				writeFile(t, filepath.Join(s.repo, "a.txt"), "other\n", 0o644)
				s.git(t, s.repo, "commit", "-q", "-am", "other")
				s.git(t, s.repo, "switch", "-q", "main")
				if err := exec.Command("git", "-C", s.repo, "merge", "-q", "other").Run(); err == nil {
					t.Fatal("the merge did not conflict")
				}
				s.git(t, s.repo, "config", "mergetool.planted.cmd", s.prog+" $MERGED")
			}},
		{name: "gpg.FORMAT.program", line: "git verify-commit HEAD", want: "gpg.x509.program",
			plant: func(t *testing.T, s gitSandbox) {
				signer := filepath.Join(s.root, "signer")
				writeFile(t, signer, "#!/bin/sh\ncat >/dev/null\necho '[GNUPG:] SIG_CREATED ' >&2\n"+
					"printf -- '-----BEGIN SIGNED MESSAGE-----\\nx\\n-----END SIGNED MESSAGE-----\\n'\n", 0o755)
				s.git(t, s.repo, "-c", "gpg.format=x509", "-c", "gpg.x509.program="+signer, "-c", "user.signingkey=k",
					"commit", "-q", "-S", "--allow-empty", "-m", "signed")
				s.git(t, s.repo, "config", "gpg.x509.program", s.prog)
			}},
		{name: "man.TOOL.cmd", line: "git help --man log", want: "man.planted.cmd",
			plant: func(t *testing.T, s gitSandbox) {
				s.git(t, s.repo, "config", "man.viewer", "planted")
				s.git(t, s.repo, "config", "man.planted.cmd", s.prog)
			}},
		{name: "core.alternateRefsCommand", line: "git push . HEAD:refs/heads/copy", want: "core.alternaterefscommand",
			plant: func(t *testing.T, s gitSandbox) {
				alt := filepath.Join(s.root, "alt.git")
				s.git(t, s.root, "clone", "-q", "--bare", s.repo, alt)
				writeFile(t, filepath.Join(s.repo, ".git", "objects", "info", "alternates"), filepath.Join(alt, "objects")+"\n", 0o644)
				s.git(t, s.repo, "config", "core.alternateRefsCommand", s.prog)
			}},
		{name: "gpg.program", line: "git verify-commit HEAD", want: "gpg.program",
			plant: func(t *testing.T, s gitSandbox) {
				signer := filepath.Join(s.root, "signer")
				writeFile(t, signer, "#!/bin/sh\ncat >/dev/null\necho '[GNUPG:] SIG_CREATED ' >&2\n"+
					"printf -- '-----BEGIN PGP SIGNATURE-----\\n\\nx\\n-----END PGP SIGNATURE-----\\n'\n", 0o755)
				s.git(t, s.repo, "-c", "gpg.program="+signer, "-c", "user.signingkey=k", "commit", "-q", "-S", "--allow-empty", "-m", "signed")
				s.git(t, s.repo, "config", "gpg.program", s.prog)
			}},
		{name: "core.editor", line: "git config --edit", want: "core.editor",
			plant: func(t *testing.T, s gitSandbox) { s.git(t, s.repo, "config", "core.editor", s.prog) }},
		{name: "sequence.editor", line: "git rebase -i HEAD~1", want: "sequence.editor",
			plant: func(t *testing.T, s gitSandbox) { s.git(t, s.repo, "config", "sequence.editor", s.prog) }},
		{name: "core.pager", line: "git log -n 1", tty: true, want: "core.pager",
			plant: func(t *testing.T, s gitSandbox) { s.git(t, s.repo, "config", "core.pager", s.prog) }},
		{name: "pager.CMD", line: "git log -n 1", tty: true, want: "pager.log",
			plant: func(t *testing.T, s gitSandbox) { s.git(t, s.repo, "config", "pager.log", s.prog) }},
		{name: "alias.NAME = !cmd", line: "git planted", want: "alias.planted",
			plant: func(t *testing.T, s gitSandbox) { s.git(t, s.repo, "config", "alias.planted", "!"+s.prog) }},
		{name: "trailer.TOKEN.cmd", line: "git interpret-trailers --trailer planted=x", stdin: "subject\n", want: "trailer.planted.cmd",
			plant: func(t *testing.T, s gitSandbox) { s.git(t, s.repo, "config", "trailer.planted.cmd", s.prog) }},
		{name: "web.browser and browser.TOOL.cmd", line: "git web--browse http://example.invalid/", want: "browser.planted.cmd",
			plant: func(t *testing.T, s gitSandbox) {
				s.git(t, s.repo, "config", "web.browser", "planted")
				s.git(t, s.repo, "config", "browser.planted.cmd", s.prog)
			}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newGitSandbox(t)
			dir := filepath.Join(s.root, "repo")
			if c.dir != "" {
				dir = filepath.Join(s.root, c.dir)
			}
			argv := strings.Fields(c.line)
			gitFamily := registry.Default().ForProgram("git")
			check := func() []string {
				typed, _ := gitFamily.ReadArgv(argv)
				risk := registry.Safe
				if typed != nil {
					risk = typed.Risk()
				}
				return Config{Mode: ModeWrite}.Reasons(Check{Family: gitFamily, Named: gitFamily, Argv: argv, Typed: typed, Risk: risk, Dir: dir, Home: s.home})
			}
			if c.dir == "" {
				if joined := strings.Join(check(), " | "); strings.Contains(joined, "config names programs") || strings.Contains(joined, "could not tell") {
					t.Fatalf("honest repository: %q refused: %s", c.line, joined)
				}
			}
			c.plant(t, s)
			for _, kv := range c.env {
				name, value, _ := strings.Cut(kv, "=")
				if name, ok := strings.CutSuffix(name, "+"); ok {
					value = filepath.Join(s.root, value) + string(os.PathListSeparator) + os.Getenv(name)
					kv = name + "=" + value
				}
				name, value, _ = strings.Cut(kv, "=")
				t.Setenv(name, value)
			}

			// The real git runs the planted program...
			cmd := exec.Command(argv[0], argv[1:]...)
			if c.tty {
				cmd = exec.Command("script", "-qec", c.line, "/dev/null")
			}
			cmd.Dir = dir
			cmd.Stdin = strings.NewReader(c.stdin)
			out, err := cmd.CombinedOutput()
			if _, statErr := os.Stat(s.marker); statErr != nil {
				t.Fatalf("%s: git did not run the planted program (%v):\n%s", c.line, err, out)
			}
			if err := os.Remove(s.marker); err != nil {
				t.Fatal(err)
			}

			// ...and policy refuses the same line, running nothing.
			reasons := check()
			checkReasons(t, c.line, reasons, "This repository's own config names programs git would run (")
			checkReasons(t, c.line, reasons, c.want)
			if _, err := os.Stat(s.marker); err == nil {
				t.Errorf("%s: checking the line ran the planted program", c.line)
			}
		})
	}
}

// TestGitUnknown: where git cannot say which repository and settings it
// would use (here: it is not on PATH; in gitrepo's tests: a repository
// another user owns, a config git cannot parse), git commands are
// refused unless dangerous commands are allowed.
func TestGitUnknown(t *testing.T) {
	s := newGitSandbox(t)
	t.Setenv("PATH", t.TempDir())
	gitFamily := registry.Default().ForProgram("git")
	argv := []string{"git", "status", "--short"}
	check := Check{Family: gitFamily, Named: gitFamily, Argv: argv, Risk: registry.Safe, Dir: s.repo, Home: s.home}
	checkReasons(t, "git status --short without git", Config{Mode: ModeWrite}.Reasons(check),
		"git could not tell which repository and settings git would use here (git is not installed)")
	checkReasons(t, "git status --short without git, dangerous allowed", Config{Mode: ModeDangerous, AllowDangerous: true}.Reasons(check), "")
}
