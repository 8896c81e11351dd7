package situation

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/oterminus/oterminus/internal/gitrepo"
	"github.com/oterminus/oterminus/internal/safefile"
)

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

// repo is a work tree and its git directories (package gitrepo).
type repo struct{ gitrepo.Repo }

// findRepo walks up from dir to the nearest .git.
func findRepo(dir string) (repo, bool) {
	r, ok := gitrepo.Find(dir)
	return repo{r}, ok
}

// branch reads HEAD: "branch NAME", or "detached at ABBREV".
func (r repo) branch() string {
	data, err := safefile.Read(filepath.Join(r.GitDir, "HEAD"), gitrepo.MaxSmallFile, safefile.NoFollow)
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
		if _, err := os.Lstat(filepath.Join(r.GitDir, op.file)); err == nil {
			return op.name
		}
	}
	return ""
}
