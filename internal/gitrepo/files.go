package gitrepo

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// Files lists, by asking git, every file a git command run from dir can
// print: the paths in the history of every ref (the stash's included)
// and in the index, and with untracked the untracked files git does not
// ignore. They are named from top, the top of the work tree (dir itself
// for a bare repository). There is no repository when git says so: the
// command would fail too, and Files returns nothing. git is asked the way
// Read asks it, within the same time and size bounds; a history longer
// than that is an error, for the caller to count as holding anything.
//
// The history is listed by name only (--name-only, no diff is computed),
// so no diff or text-conversion program a repository's config names is
// run, and every program-running feature Read turns off is off.
func Files(dir string, untracked bool) (top string, files []string, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), askTimeout)
	defer cancel()
	git, err := exec.LookPath("git")
	if err != nil {
		return "", nil, errors.New("git is not installed")
	}
	a := asker{ctx: ctx, git: git, dir: dir, env: os.Environ()}
	out, err := a.run("rev-parse", "--is-bare-repository", "--show-toplevel")
	switch {
	case errors.Is(err, errNoRepository):
		return "", nil, nil
	case err != nil:
		return "", nil, err
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	top, bare := dir, lines[0] == "true"
	if !bare {
		if len(lines) != 2 || !filepath.IsAbs(lines[1]) {
			return "", nil, errors.New("git rev-parse answered in an unexpected form")
		}
		top = lines[1]
	}
	var names []string
	history, err := a.run("log", "--all", "--format=", "--name-only", "--no-renames", "--no-ext-diff", "--no-textconv", "-z")
	if err != nil {
		return "", nil, err
	}
	names = append(names, strings.Split(string(history), "\x00")...)
	if !bare {
		args := []string{"ls-files", "-z", "--full-name", "--cached"}
		if untracked {
			args = append(args, "--others", "--exclude-standard")
		}
		index, err := a.run(append(args, "--", ":/")...)
		if err != nil {
			return "", nil, err
		}
		names = append(names, strings.Split(string(index), "\x00")...)
	}
	for _, n := range names {
		// git log ends each commit's names with a newline, read here
		// at the start of the next name.
		if n = strings.Trim(n, "\n"); n != "" && !slices.Contains(files, n) {
			files = append(files, n)
		}
	}
	return top, files, nil
}
