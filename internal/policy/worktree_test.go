package policy

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/registry"
)

// sandboxed runs line in real bash inside bubblewrap: the whole machine
// read-only, only scratch writable, no network, HOME set to home. It is
// how a test shows the harm a line does when it runs.
func sandboxed(t *testing.T, scratch, dir, home, line string) string {
	t.Helper()
	if _, err := exec.LookPath("bwrap"); err != nil {
		t.Skip("bubblewrap is not installed")
	}
	args := []string{"--ro-bind", "/", "/", "--bind", scratch, scratch, "--dev", "/dev", "--proc", "/proc",
		"--unshare-all", "--die-with-parent", "--chdir", dir, "--setenv", "HOME", home}
	cmd := exec.Command("bwrap", append(args, "bash", "-c", line)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Logf("bash -c %q in the sandbox: %v\n%s", line, err, out)
	}
	return string(out)
}

// TestWorkTreeWrites: a downloaded project whose .git/config says
// core.worktree = ../../.. makes git switch write the branch's .zshenv
// into the home directory (run for real, in a sandbox), so the git
// commands that write their work tree are refused there, as a direct
// write to the home directory is; and in every other layout that moves
// the tree where it must not go. An ordinary repository, a subdirectory
// of it and a linked worktree stay accepted.
func TestWorkTreeWrites(t *testing.T) {
	s := newGitSandbox(t)
	root, err := filepath.EvalSymlinks(s.root)
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(root, "home")
	git := registry.Default().ForProgram("git")
	reasons := func(conf Config, dir, line string) []string {
		argv := strings.Fields(line)
		typed, err := git.ReadArgv(argv)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		return conf.Reasons(Check{Family: git, Named: git, Argv: argv, Typed: typed, Risk: typed.Risk(), Dir: dir, Home: home})
	}
	// project: a repository under home/Downloads with a branch feature
	// that holds .zshenv; its config puts the work tree in the home.
	project := filepath.Join(home, "Downloads", "project")
	s.git(t, root, "clone", "-q", s.repo, project)
	s.git(t, project, "switch", "-q", "-c", "feature")
	writeFile(t, filepath.Join(project, ".zshenv"), "touch "+s.marker+"\n", 0o644)
	s.git(t, project, "add", ".zshenv")
	s.git(t, project, "commit", "-q", "-m", "zshenv")
	s.git(t, project, "switch", "-q", "main")
	s.git(t, project, "config", "core.worktree", "../../..")
	for _, f := range []string{"a.txt", "b.txt"} { // the tree git now sees, so switching is clean
		data, _ := os.ReadFile(filepath.Join(project, f))
		writeFile(t, filepath.Join(home, f), string(data), 0o644)
	}

	t.Run("the harm, in real bash", func(t *testing.T) {
		scratch := t.TempDir()
		s.git(t, root, "clone", "-q", "--mirror", project+"/.git", filepath.Join(scratch, "mirror"))
		victimHome := filepath.Join(scratch, "home")
		copyDir := filepath.Join(victimHome, "Downloads", "project")
		s.git(t, scratch, "clone", "-q", "-b", "main", filepath.Join(scratch, "mirror"), copyDir)
		s.git(t, copyDir, "branch", "-q", "feature", "origin/feature")
		s.git(t, copyDir, "config", "core.worktree", "../../..")
		for _, f := range []string{"a.txt", "b.txt"} {
			data, _ := os.ReadFile(filepath.Join(copyDir, f))
			writeFile(t, filepath.Join(victimHome, f), string(data), 0o644)
		}
		sandboxed(t, scratch, copyDir, victimHome, "git switch -q feature")
		if _, err := os.Stat(filepath.Join(victimHome, ".zshenv")); err != nil {
			t.Fatalf("git switch did not write .zshenv into the home directory: the harm is not shown (%v)", err)
		}
	})

	for _, line := range []string{"git switch feature", "git checkout feature", "git merge feature", "git stash",
		"git stash pop", "git cherry-pick feature", "git reset --hard HEAD", "git restore a.txt", "git pull",
		"git rebase feature", "git am patch.mbox", "git apply x.patch"} {
		got := reasons(Config{Mode: ModeWrite}, project, line)
		checkReasons(t, line, got, "git writes the repository's work tree, which git puts at "+home)
		checkReasons(t, line, got, "the home directory is never a target")
		// The home directory is never a target, whatever the policy.
		got = reasons(Config{Mode: ModeDangerous, AllowDangerous: true}, project, line)
		checkReasons(t, line+" (dangerous allowed)", got, "the home directory is never a target")
	}

	t.Run("a .git file naming a git directory whose tree is the home", func(t *testing.T) {
		here := filepath.Join(root, "here")
		writeFile(t, filepath.Join(here, ".git"), "gitdir: "+filepath.Join(project, ".git")+"\n", 0o644)
		checkReasons(t, "git switch feature", reasons(Config{Mode: ModeWrite}, here, "git switch feature"), "the home directory is never a target")
	})
	t.Run("core.worktree naming a system directory", func(t *testing.T) {
		sys := filepath.Join(root, "sys")
		s.git(t, root, "clone", "-q", s.repo, sys)
		s.git(t, sys, "config", "core.worktree", "/etc")
		checkReasons(t, "git switch main", reasons(Config{Mode: ModeWrite}, sys, "git switch main"), "Refusing to change '/etc'")
	})
	t.Run("GIT_WORK_TREE in the environment", func(t *testing.T) {
		t.Setenv("GIT_WORK_TREE", home)
		checkReasons(t, "git switch main", reasons(Config{Mode: ModeWrite}, s.repo, "git switch main"), "the home directory is never a target")
	})
	t.Run("a work tree outside the allowed roots", func(t *testing.T) {
		out := filepath.Join(root, "out")
		s.git(t, root, "clone", "-q", s.repo, out)
		s.git(t, out, "config", "core.worktree", filepath.Join(root, "elsewhere"))
		conf := Config{Mode: ModeWrite, AllowedRoots: []string{out}}
		checkReasons(t, "git switch main", reasons(conf, out, "git switch main"), "outside the allowed roots")
	})

	// Controls: the tree is the repository's own.
	linked := filepath.Join(root, "linked")
	s.git(t, s.repo, "worktree", "add", "-q", "-b", "other", linked, "main")
	sub := filepath.Join(s.repo, "sub")
	writeFile(t, filepath.Join(sub, "keep"), "", 0o644)
	for _, dir := range []string{s.repo, sub, linked} {
		for _, line := range []string{"git switch -c topic", "git stash", "git merge main", "git reset --hard HEAD", "git stash list", "git status"} {
			conf := Config{Mode: ModeWrite}
			if strings.Contains(line, "--hard") {
				conf = Config{Mode: ModeDangerous, AllowDangerous: true}
			}
			checkReasons(t, line+" in "+dir, reasons(conf, dir, line), "")
			checkReasons(t, line+" in "+dir+" under allowed roots", reasons(Config{Mode: conf.Mode, AllowDangerous: conf.AllowDangerous, AllowedRoots: []string{root}}, dir, line), "")
		}
	}
	// The project's own read-only commands are not about its tree.
	checkReasons(t, "git status in the project", reasons(Config{Mode: ModeWrite}, project, "git status"), "")
}
