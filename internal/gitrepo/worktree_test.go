package gitrepo

import (
	"os"
	"path/filepath"
	"testing"
)

// TestWorkTreeIsWhereGitWrites: for each way a repository's layout or
// the environment puts the work tree somewhere else than the directory a
// command is typed in, real git switch writes the branch's file where
// WorkTree says, and that place is the one the layout names (written
// here by hand, not computed by WorkTree).
func TestWorkTreeIsWhereGitWrites(t *testing.T) {
	isolate(t)
	t.Setenv("GIT_AUTHOR_NAME", "A")
	t.Setenv("GIT_AUTHOR_EMAIL", "a@example.com")
	t.Setenv("GIT_COMMITTER_NAME", "A")
	t.Setenv("GIT_COMMITTER_EMAIL", "a@example.com")
	// repo: main with a.txt, and a branch feature that adds planted.sh.
	repo := func(t *testing.T, root string) string {
		dir := filepath.Join(root, "proj")
		run(t, "", "init", "-q", "-b", "main", dir)
		write(t, filepath.Join(dir, "a.txt"), "a\n", 0o644)
		run(t, dir, "add", ".")
		run(t, dir, "commit", "-q", "-m", "a")
		run(t, dir, "switch", "-q", "-c", "feature")
		write(t, filepath.Join(dir, "planted.sh"), "echo planted\n", 0o644)
		run(t, dir, "add", "planted.sh")
		run(t, dir, "commit", "-q", "-m", "planted")
		run(t, dir, "switch", "-q", "main")
		return dir
	}
	cases := []struct {
		name string
		// layout prepares the scratch directory root and returns the
		// directory the command is typed in and where git should write.
		layout func(t *testing.T, root string) (typedIn, want string)
	}{
		{"an ordinary repository", func(t *testing.T, root string) (string, string) {
			dir := repo(t, root)
			return dir, dir
		}},
		{"core.worktree = ../../.. in .git/config", func(t *testing.T, root string) (string, string) {
			dir := repo(t, filepath.Join(root, "home", "Downloads"))
			run(t, dir, "config", "core.worktree", "../../..")
			// a.txt must be in the new tree too, or git switch sees it deleted.
			write(t, filepath.Join(root, "home", "a.txt"), "a\n", 0o644)
			return dir, filepath.Join(root, "home")
		}},
		{"a .git file naming a git directory whose config names the tree", func(t *testing.T, root string) (string, string) {
			dir := repo(t, filepath.Join(root, "hidden"))
			run(t, dir, "config", "core.worktree", filepath.Join(root, "victim"))
			write(t, filepath.Join(root, "victim", "a.txt"), "a\n", 0o644)
			here := filepath.Join(root, "here")
			write(t, filepath.Join(here, ".git"), "gitdir: "+filepath.Join(dir, ".git")+"\n", 0o644)
			return here, filepath.Join(root, "victim")
		}},
		{"GIT_WORK_TREE in the environment", func(t *testing.T, root string) (string, string) {
			dir := repo(t, root)
			write(t, filepath.Join(root, "victim", "a.txt"), "a\n", 0o644)
			t.Setenv("GIT_WORK_TREE", filepath.Join(root, "victim"))
			return dir, filepath.Join(root, "victim")
		}},
		{"a linked worktree", func(t *testing.T, root string) (string, string) {
			dir := repo(t, root)
			linked := filepath.Join(root, "linked")
			run(t, dir, "worktree", "add", "-q", "-b", "other", linked, "main")
			return linked, linked
		}},
		{"from a subdirectory of the work tree", func(t *testing.T, root string) (string, string) {
			dir := repo(t, root)
			sub := filepath.Join(dir, "sub")
			write(t, filepath.Join(sub, "keep"), "", 0o644)
			return sub, dir
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			root, err := filepath.EvalSymlinks(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			typedIn, want := c.layout(t, root)
			got, err := WorkTree(typedIn)
			if err != nil || got != want {
				t.Fatalf("WorkTree = %q, %v; want %q", got, err, want)
			}
			run(t, typedIn, "switch", "-q", "feature")
			if _, err := os.Stat(filepath.Join(want, "planted.sh")); err != nil {
				t.Errorf("real git switch did not write planted.sh in %s: %v", want, err)
			}
		})
	}
}

// TestWorkTreeNone: with no repository, or a bare one, there is no work
// tree for a command to write (git fails first), and no error.
func TestWorkTreeNone(t *testing.T) {
	isolate(t)
	bare := filepath.Join(t.TempDir(), "bare.git")
	run(t, "", "init", "-q", "--bare", bare)
	t.Setenv("GIT_CEILING_DIRECTORIES", filepath.Dir(t.TempDir()))
	for _, dir := range []string{t.TempDir(), bare} {
		if got, err := WorkTree(dir); got != "" || err != nil {
			t.Errorf("WorkTree(%s) = %q, %v; want no work tree", dir, got, err)
		}
	}
}
