package gitrepo

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// A git command that checks out, merges, stashes or resets writes the
// files of its work tree, and the work tree is where git resolves it,
// not the directory the command is typed in: core.worktree in the
// repository's config (a downloaded project's .git/config can say
// "../../.."), a .git file naming a git directory elsewhere, whose config
// says where its tree is, GIT_WORK_TREE in the environment, or a linked
// worktree's own directory. Only git knows every rule, so git is asked,
// with the same safeguards as the rest of this package (asker: no pager,
// no fsmonitor, no editor, no prompt, bounded answer, askTimeout).

// errNoWorkTree is git's answer that the repository has no work tree
// (a bare one): a command that writes one fails there.
var errNoWorkTree = errors.New("this operation must be run in a work tree")

// WorkTree asks git where the work tree of the repository it would use
// from dir lies, as an absolute path; "" when git names no repository
// there or the repository has none (bare), as a command that writes a
// work tree then fails before it writes. An error says git could not be
// asked or would not answer, so where it writes is unknown.
func WorkTree(dir string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), askTimeout)
	defer cancel()
	git, err := exec.LookPath("git")
	if err != nil {
		return "", errors.New("git is not installed")
	}
	return asker{ctx: ctx, git: git, dir: dir, env: os.Environ()}.workTree()
}

func (a asker) workTree() (string, error) {
	out, err := a.run("rev-parse", "--path-format=absolute", "--show-toplevel")
	switch {
	case errors.Is(err, errNoRepository):
		return "", nil
	case err != nil && strings.Contains(err.Error(), errNoWorkTree.Error()):
		return "", nil
	case err != nil:
		return "", err
	}
	top := strings.TrimSuffix(string(out), "\n")
	if !filepath.IsAbs(top) || strings.Contains(top, "\n") {
		return "", errors.New("git rev-parse answered in an unexpected form")
	}
	return top, nil
}
