package situation

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/oterminus/oterminus/internal/safefile"
)

// maxSmallFile caps the git files that hold one line (HEAD, refs, the
// .git file of a worktree, commondir): a few hundred bytes when honest.
const maxSmallFile = 4 << 10

// gitState describes the repository around the working directory: its
// branch, an operation in progress, and whether tracked files changed.
// It reads .git directly: running git would cost a process start and,
// in a large tree, more than the whole budget.
func gitState(ctx context.Context, in *Input, _ Options) string {
	repo, ok := findRepo(in.Dir)
	if !ok {
		return ""
	}
	parts := []string{repo.branch()}
	if op := repo.operation(); op != "" {
		parts = append(parts, op+" in progress")
	}
	switch repo.changes(ctx) {
	case changed:
		parts = append(parts, "uncommitted changes")
	case unchanged:
		parts = append(parts, "no uncommitted changes to tracked files")
	}
	return strings.Join(parts, ", ")
}

// repo is a work tree and its git directory.
type repo struct {
	top    string // the work tree's top directory
	gitDir string // its git directory (.git, or a worktree's own)
}

// maxRepoDepth bounds the walk up to the work tree's top.
const maxRepoDepth = 64

// findRepo walks up from dir to the nearest .git, a directory or, for
// linked worktrees and submodules, a file naming the git directory.
func findRepo(dir string) (repo, bool) {
	for range maxRepoDepth {
		dotGit := filepath.Join(dir, ".git")
		fi, err := os.Stat(dotGit)
		switch {
		case err == nil && fi.IsDir():
			return repo{top: dir, gitDir: dotGit}, true
		case err == nil && fi.Mode().IsRegular():
			data, err := safefile.Read(dotGit, maxSmallFile, safefile.NoFollow)
			target, ok := strings.CutPrefix(strings.TrimSpace(string(data)), "gitdir: ")
			if err != nil || !ok {
				return repo{}, false
			}
			if !filepath.IsAbs(target) {
				target = filepath.Join(dir, target)
			}
			return repo{top: dir, gitDir: target}, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return repo{}, false
}

// branch reads HEAD: "branch NAME", or "detached at ABBREV".
func (r repo) branch() string {
	data, err := safefile.Read(filepath.Join(r.gitDir, "HEAD"), maxSmallFile, safefile.NoFollow)
	if err != nil {
		return "unknown branch"
	}
	head := strings.TrimSpace(string(data))
	if ref, ok := strings.CutPrefix(head, "ref: "); ok {
		return "branch " + strings.TrimPrefix(ref, "refs/heads/")
	}
	if len(head) >= 7 {
		return "detached at " + head[:7]
	}
	return "unknown branch"
}

// operation names a merge, rebase, cherry-pick, revert or bisect that is
// under way, from the files git leaves while it is.
func (r repo) operation() string {
	for _, op := range []struct{ file, name string }{
		{"rebase-merge", "rebase"}, {"rebase-apply", "rebase"}, {"MERGE_HEAD", "merge"},
		{"CHERRY_PICK_HEAD", "cherry-pick"}, {"REVERT_HEAD", "revert"}, {"BISECT_LOG", "bisect"},
	} {
		if _, err := os.Lstat(filepath.Join(r.gitDir, op.file)); err == nil {
			return op.name
		}
	}
	return ""
}
