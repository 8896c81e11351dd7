package ask

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/gitrepo"
	"github.com/oterminus/oterminus/internal/registry"
)

// A git command that prints what a repository's files hold (git show
// HEAD:.env, git log -p -- .env, git grep) reads those files as cat
// reads a file, from git's objects, index or history instead of the
// work tree, so the secret-file rule applies to them: to the paths it
// names, and, where nothing limits it, to every file the repository
// holds, now or in its history (a .env committed once and deleted since
// is still in git log -p). Which files those are is asked of git itself
// (gitrepo.Files); when git cannot list them in time, the command counts
// as reading a secret-bearing file.

// maxNamed bounds how many secret-bearing files of a repository a step's
// question names.
const maxNamed = 3

// repositorySecrets are the secret-bearing files read prints, named from
// dir where they lie below it.
func repositorySecrets(read registry.RepositoryRead, dir, home string) []string {
	var found []string
	add := func(s string) {
		if len(found) < maxNamed && !slices.Contains(found, s) {
			found = append(found, s)
		}
	}
	real := dir
	if r, err := filepath.EvalSymlinks(dir); err == nil {
		real = r // git names the top with its symlinks resolved
	}
	// The files git can print are asked for once, and only when a path
	// that is no secret by its name may be a directory holding one or a
	// file only the history has, or when nothing limits the command.
	var top string
	var files []string
	var listed bool
	list := func() []string {
		if !listed {
			var err error
			top, files, err = gitrepo.Files(dir, read.Untracked)
			listed = true
			if err != nil {
				add("the repository's files (git did not list them: " + err.Error() + ")")
			}
		}
		return files
	}
	// below adds the secret-bearing files git lists at or below path,
	// named from the top ("" is the whole tree).
	below := func(path string) {
		for _, f := range list() {
			if (path == "" || f == path || strings.HasPrefix(f, path+"/")) && secretPath(filepath.Join(top, f)) {
				add(relativeTo(filepath.Join(top, f), real))
			}
		}
	}
	paths, whole := read.Resolve(func(w string) bool {
		_, err := os.Lstat(filepath.Join(dir, w))
		return err == nil
	})
	for _, p := range paths {
		if SecretFile(p.Path, dir, home) {
			add(p.Path)
			continue
		}
		if p.FromTop {
			list()
			below(strings.Trim(filepath.ToSlash(filepath.Clean(p.Path)), "/"))
			continue
		}
		abs := filepath.Join(real, p.Path)
		if info, err := os.Stat(abs); err == nil && info.Mode().IsRegular() {
			continue // a file, judged by its name above
		}
		list()
		if rel, err := filepath.Rel(top, abs); err == nil && top != "" && !strings.HasPrefix(rel, "..") {
			if rel == "." {
				rel = ""
			}
			below(filepath.ToSlash(rel))
		}
	}
	if whole {
		below("")
	}
	return found
}

// relativeTo is f from dir when it lies below dir, else f.
func relativeTo(f, dir string) string {
	if rel, err := filepath.Rel(dir, f); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return f
}
