package situation

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// gitRepo is a scratch repository driven by the real git, which is the
// reference every answer here is checked against.
type gitRepo struct {
	t   *testing.T
	dir string
	env []string
}

func newGitRepo(t *testing.T, initArgs ...string) *gitRepo {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("git is not installed")
		}
		t.Skip("git is not installed")
	}
	home := t.TempDir()
	r := &gitRepo{t: t, dir: filepath.Join(t.TempDir(), "repo"), env: append(os.Environ(),
		"HOME="+home, "GIT_CONFIG_NOSYSTEM=1", "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com",
		"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com", "GIT_CONFIG_GLOBAL=/dev/null")}
	r.git(append([]string{"init", "-q", "-b", "main"}, append(initArgs, r.dir)...)...)
	return r
}

func (r *gitRepo) git(args ...string) string {
	r.t.Helper()
	cmd := exec.Command("git", args...)
	if args[0] != "init" {
		cmd.Dir = r.dir
	}
	cmd.Env = r.env
	out, err := cmd.CombinedOutput()
	if err != nil {
		r.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func (r *gitRepo) write(name, content string) {
	r.t.Helper()
	path := filepath.Join(r.dir, name)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		r.t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		r.t.Fatal(err)
	}
}

// gitSays is git's own answer: are tracked files changed, staged or not?
// It runs after ours, because git status rewrites the index.
func (r *gitRepo) gitSays() changeState {
	if strings.TrimSpace(r.git("status", "--porcelain", "--untracked-files=no")) != "" {
		return changed
	}
	return unchanged
}

func (r *gitRepo) check(step string, want changeState) {
	r.t.Helper()
	repo, ok := findRepo(r.dir)
	if !ok {
		r.t.Fatalf("%s: no repository found in %s", step, r.dir)
	}
	got := repo.changes(context.Background())
	if reference := r.gitSays(); reference != want {
		r.t.Fatalf("%s: the test expects %v but git says %v", step, want, reference)
	}
	if got != want {
		r.t.Errorf("%s: changes = %v, git says %v", step, got, want)
	}
}

func (s changeState) String() string {
	return [...]string{"unknown", "unchanged", "changed"}[s]
}

func TestGitChangesAgreeWithGit(t *testing.T) {
	for _, format := range [][]string{nil, {"--object-format=sha256"}} {
		t.Run(strings.Join(append([]string{"default"}, format...), ""), func(t *testing.T) {
			r := newGitRepo(t, format...)
			r.check("empty repository", unchanged)
			// Names chosen so that git's tree order (directories sort as
			// if they ended in '/') differs from plain byte order.
			r.write("a.txt", "one\n")
			r.write("a/b", "two\n")
			r.write("a-b", "three\n")
			r.write("a0", "four\n")
			r.write("deep/er/still/file.go", "package still\n")
			r.git("add", "-A")
			r.check("staged before the first commit", changed)
			r.git("commit", "-q", "-m", "first")
			r.check("just committed", unchanged)

			r.write("a.txt", "ONE\n") // same size, same second: only the content tells
			r.check("edited, same size", changed)
			r.git("add", "a.txt")
			r.check("edit staged", changed)
			r.git("commit", "-q", "-m", "second")
			r.check("committed again", unchanged)

			// Racily clean: the file changes within the index's own
			// timestamp, so stat data alone would call it unchanged.
			before, err := os.Stat(filepath.Join(r.dir, "a0"))
			if err != nil {
				t.Fatal(err)
			}
			r.write("a0", "FOUR\n")
			for _, name := range []string{"a0", ".git/index"} {
				if err := os.Chtimes(filepath.Join(r.dir, name), before.ModTime(), before.ModTime()); err != nil {
					t.Fatal(err)
				}
			}
			r.check("racily clean edit", changed)
			r.git("checkout", "--", "a0")

			future := time.Now().Add(time.Hour)
			if err := os.Chtimes(filepath.Join(r.dir, "a0"), future, future); err != nil {
				t.Fatal(err)
			}
			r.check("touched, content unchanged", unchanged)

			r.write("untracked.txt", "x")
			r.check("only an untracked file", unchanged)

			if err := os.Chmod(filepath.Join(r.dir, "a-b"), 0o755); err != nil {
				t.Fatal(err)
			}
			r.check("made executable", changed)
			r.git("commit", "-q", "-am", "exec")
			r.check("exec bit committed", unchanged)

			if err := os.Remove(filepath.Join(r.dir, "a/b")); err != nil {
				t.Fatal(err)
			}
			r.check("tracked file deleted", changed)
			r.git("checkout", "--", "a/b")
			r.check("restored", unchanged)

			r.git("rm", "-q", "--cached", "a0")
			r.check("removed from the index only", changed)
			r.git("reset", "-q")
			r.check("reset", unchanged)

			if err := os.Symlink("a.txt", filepath.Join(r.dir, "link")); err != nil {
				t.Fatal(err)
			}
			r.git("add", "link")
			r.git("commit", "-q", "-m", "link")
			r.check("symlink committed", unchanged)
			os.Remove(filepath.Join(r.dir, "link"))
			if err := os.Symlink("a0", filepath.Join(r.dir, "link")); err != nil {
				t.Fatal(err)
			}
			r.check("symlink retargeted", changed)
			r.git("checkout", "--", "link")

			r.git("gc", "-q")
			r.check("HEAD commit in a pack", unchanged)
			r.write("deep/er/new.txt", "new\n")
			r.git("add", "deep/er/new.txt")
			r.check("new file staged after gc", changed)
			r.git("commit", "-q", "-m", "new")

			r.git("update-index", "--index-version", "4")
			r.check("index version 4", unchanged)
			r.write("deep/er/still/file.go", "package other\n")
			r.check("index version 4, edited", changed)
			r.git("checkout", "--", ".")

			r.write("later.txt", "later\n")
			r.git("add", "-N", "later.txt")
			r.check("intent to add", changed)
		})
	}
}

func TestGitStateDescribesBranchAndOperations(t *testing.T) {
	r := newGitRepo(t)
	in := &Input{Dir: filepath.Join(r.dir, "sub")}
	if err := os.MkdirAll(in.Dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if got := gitState(context.Background(), in, Options{}); got != "branch main, no uncommitted changes to tracked files" {
		t.Errorf("fresh repository from a subdirectory: %q", got)
	}
	r.write("f", "base\n")
	r.git("add", "f")
	r.git("commit", "-q", "-m", "base")
	r.git("checkout", "-q", "-b", "other")
	r.write("f", "other\n")
	r.git("commit", "-q", "-am", "other")
	r.git("checkout", "-q", "main")
	r.write("f", "main\n")
	r.git("commit", "-q", "-am", "main")
	cmd := exec.Command("git", "merge", "-q", "other")
	cmd.Dir, cmd.Env = r.dir, r.env
	if cmd.Run() == nil {
		t.Fatal("the merge was expected to conflict")
	}
	if got := gitState(context.Background(), in, Options{}); got != "branch main, merge in progress, uncommitted changes" {
		t.Errorf("conflicted merge: %q", got)
	}
	r.git("merge", "--abort")
	head := strings.TrimSpace(r.git("rev-parse", "HEAD"))
	r.git("checkout", "-q", "--detach")
	if got := gitState(context.Background(), in, Options{}); got != "detached at "+head[:7]+", no uncommitted changes to tracked files" {
		t.Errorf("detached: %q", got)
	}

	wt := filepath.Join(t.TempDir(), "wt")
	r.git("worktree", "add", "-q", "-b", "feature", wt)
	if got := gitState(context.Background(), &Input{Dir: wt}, Options{}); got != "branch feature, no uncommitted changes to tracked files" {
		t.Errorf("linked worktree: %q", got)
	}
	if err := os.WriteFile(filepath.Join(wt, "f"), []byte("changed in the worktree\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := gitState(context.Background(), &Input{Dir: wt}, Options{}); got != "branch feature, uncommitted changes" {
		t.Errorf("linked worktree, edited: %q", got)
	}
}

func TestGitStateOutsideARepository(t *testing.T) {
	if got := gitState(context.Background(), &Input{Dir: t.TempDir()}, Options{}); got != "" {
		t.Errorf("outside a repository: %q", got)
	}
}
