// Package gitrepo finds the git repository a directory belongs to, and
// reads from its config the settings that make git run a program. It
// starts no git process: the repository's files may have been planted,
// so every read is bounded and never blocks or follows a final symlink.
package gitrepo

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/safefile"
)

// Repo is a work tree and its git directories.
type Repo struct {
	Top    string // the work tree's top directory
	GitDir string // its git directory (.git, or a linked worktree's own)
}

// maxDepth bounds the walk up to the work tree's top.
const maxDepth = 64

// MaxSmallFile caps the git files that hold one line (HEAD, refs, the
// .git file of a worktree, commondir): a few hundred bytes when honest.
const MaxSmallFile = 4 << 10

// maxConfig caps a repository's config file.
const maxConfig = 256 << 10

// Find walks up from dir to the nearest .git: a directory or, for linked
// worktrees and submodules, a file naming the git directory.
func Find(dir string) (Repo, bool) {
	for range maxDepth {
		dotGit := filepath.Join(dir, ".git")
		fi, err := os.Stat(dotGit)
		switch {
		case err == nil && fi.IsDir():
			return Repo{Top: dir, GitDir: dotGit}, true
		case err == nil && fi.Mode().IsRegular():
			data, err := safefile.Read(dotGit, MaxSmallFile, safefile.NoFollow)
			target, ok := strings.CutPrefix(strings.TrimSpace(string(data)), "gitdir: ")
			if err != nil || !ok {
				return Repo{}, false
			}
			if !filepath.IsAbs(target) {
				target = filepath.Join(dir, target)
			}
			return Repo{Top: dir, GitDir: target}, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return Repo{}, false
}

// CommonDir is where objects, refs and the shared config live: a linked
// worktree's git directory names it in its commondir file.
func (r Repo) CommonDir() string {
	data, err := safefile.Read(filepath.Join(r.GitDir, "commondir"), MaxSmallFile, safefile.NoFollow)
	if err != nil {
		return r.GitDir
	}
	dir := strings.TrimSpace(string(data))
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(r.GitDir, dir)
	}
	return dir
}

// programKeys are config settings whose value is a program git runs on
// its own, even for read-only commands: the fsmonitor hook on status, the
// pager on log and diff, external diff and textconv drivers, filters on
// checkout-free reads of the index, the ssh command; and include, which
// can pull any of them in from another file.
var programKeys = []string{"core.fsmonitor", "core.pager", "core.sshcommand", "core.editor", "core.hookspath",
	"diff.external", "pager.", "include.path", "includeif.", "interactive.difffilter", "sequence.editor",
	"gpg.program", "credential.helper"}

// subsectionKeys are keys of named subsections ([diff "x"] textconv) that
// name a program.
var subsectionKeys = map[string][]string{
	"diff": {"textconv", "command"}, "filter": {"clean", "smudge", "process"}, "merge": {"driver"},
	"pager": nil, "includeif": nil,
}

// ProgramSettings lists the settings of the repository's own config
// (and a linked worktree's) that name a program git would run, as
// "section.key"; none for an honest repository. A config that cannot be
// read whole is reported as one setting, since what it holds is unknown.
func (r Repo) ProgramSettings() []string {
	var found []string
	for _, path := range []string{filepath.Join(r.CommonDir(), "config"), filepath.Join(r.GitDir, "config.worktree")} {
		data, err := safefile.Read(path, maxConfig, safefile.NoFollow)
		switch {
		case os.IsNotExist(err):
			continue
		case err != nil:
			found = append(found, filepath.Base(path)+" (unreadable: "+err.Error()+")")
			continue
		}
		for _, key := range configKeys(data) {
			if isProgramKey(key) && !slices.Contains(found, key) {
				found = append(found, key)
			}
		}
	}
	return found
}

func isProgramKey(key string) bool {
	for _, k := range programKeys {
		if key == k || strings.HasSuffix(k, ".") && strings.HasPrefix(key, k) {
			return true
		}
	}
	section, rest, _ := strings.Cut(key, ".")
	keys, named := subsectionKeys[section]
	if !named || !strings.Contains(rest, ".") {
		return false
	}
	name := rest[strings.LastIndexByte(rest, '.')+1:]
	return keys == nil || slices.Contains(keys, name)
}

// configKeys reads git config text into "section.key" or
// "section.subsection.key" names, lower-cased where git ignores case.
func configKeys(data []byte) []string {
	var keys []string
	section := ""
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), maxConfig)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if line[0] == '[' {
			end := strings.IndexByte(line, ']')
			if end < 0 {
				continue
			}
			head := line[1:end]
			name, sub, hasSub := strings.Cut(head, " ")
			section = strings.ToLower(strings.TrimSpace(name))
			if hasSub {
				section += "." + strings.Trim(strings.TrimSpace(sub), `"`)
			} else if dot := strings.IndexByte(section, '.'); dot >= 0 {
				section = section[:dot] + "." + head[dot+1:] // [section.sub] old form
			}
			line = strings.TrimSpace(line[end+1:])
			if line == "" {
				continue
			}
		}
		name, _, _ := strings.Cut(line, "=")
		name = strings.ToLower(strings.TrimSpace(name))
		if section != "" && name != "" {
			keys = append(keys, section+"."+name)
		}
	}
	return keys
}
