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

// A repository's own config can name programs git runs on its own, even
// for read-only commands: the fsmonitor hook on status, the pager on log
// and diff, external diff and textconv drivers, filters, the gpg program
// that log.showSignature calls, askpass and ssh commands. Listing every
// such key one by one missed some (gpg.ssh.program), so a key is a
// program setting by the shape of its name: its last part names a
// program (programNames), or its section is one whose keys all are
// (programSections, and include, which can pull any of them in).
var programNames = []string{"program", "cmd", "command", "helper", "hook", "hookspath", "driver", "editor",
	"pager", "askpass", "proxy", "fsmonitor", "textconv", "external", "clean", "smudge", "process",
	"uploadpack", "receivepack", "browser", "path", "filter"}

var programSections = []string{"pager", "include", "includeif", "gpg", "protocol"}

// ProgramSettings lists the settings of the repository's own config
// (and a linked worktree's) that name a program git would run, as
// "section.key"; none for an honest repository. Its submodules' configs
// count too, as "section.key (modules/NAME)": git status, git submodule
// and the like run git inside them. A config that cannot be read whole
// is reported as one setting, since what it holds is unknown.
func (r Repo) ProgramSettings() []string {
	var found []string
	add := func(path, suffix string) {
		data, err := safefile.Read(path, maxConfig, safefile.NoFollow)
		switch {
		case os.IsNotExist(err):
			return
		case err != nil:
			found = append(found, filepath.Base(path)+suffix+" (unreadable: "+err.Error()+")")
			return
		}
		for _, key := range configKeys(data) {
			if IsProgramKey(key) && !slices.Contains(found, key+suffix) {
				found = append(found, key+suffix)
			}
		}
	}
	add(filepath.Join(r.CommonDir(), "config"), "")
	add(filepath.Join(r.GitDir, "config.worktree"), "")
	modules, overflow := r.modules()
	for _, m := range modules {
		add(filepath.Join(r.CommonDir(), m, "config"), " ("+m+")")
	}
	if overflow {
		found = append(found, "modules/ (more submodules than oterminus reads)")
	}
	return found
}

// maxModules bounds how many directories under the modules directory
// are looked at for submodules' git directories.
const maxModules = 64

// modules finds the git directories of the submodules, nested ones
// included, as paths relative to CommonDir ("modules/lib",
// "modules/lib/modules/deep"). A submodule's name may hold slashes, so
// a directory without a HEAD file is looked into for more. overflow
// says there were more directories than are read.
func (r Repo) modules() (found []string, overflow bool) {
	queue := []string{"modules"}
	seen := 0
	for len(queue) > 0 {
		rel := queue[0]
		queue = queue[1:]
		dir, err := os.Open(filepath.Join(r.CommonDir(), rel))
		if err != nil {
			continue
		}
		entries, _ := dir.ReadDir(maxHooks + 1)
		dir.Close()
		slices.SortFunc(entries, func(a, b os.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
		for _, e := range entries {
			if !e.IsDir() {
				continue
			}
			if seen++; seen > maxModules {
				return found, true
			}
			child := filepath.Join(rel, e.Name())
			if _, err := os.Lstat(filepath.Join(r.CommonDir(), child, "HEAD")); err == nil {
				found = append(found, child)
				queue = append(queue, filepath.Join(child, "modules"))
				continue
			}
			queue = append(queue, child)
		}
		if len(entries) > maxHooks {
			return found, true
		}
	}
	return found, false
}

// IsProgramKey reports whether a lower-cased config key names a program
// git runs.
func IsProgramKey(key string) bool {
	section, _, _ := strings.Cut(key, ".")
	name := key[strings.LastIndexByte(key, '.')+1:]
	return slices.Contains(programSections, section) ||
		slices.ContainsFunc(programNames, func(p string) bool { return strings.HasSuffix(name, p) })
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

// AnyCommandHooks are the hooks git can run for any command, read-only
// ones included: git status refreshes and writes the index, which runs
// post-index-change, and any ref update runs reference-transaction.
var AnyCommandHooks = []string{"hooks/post-index-change", "hooks/reference-transaction"}

// RunsForAnyCommand reports a hook, of the repository or of a submodule
// ("modules/lib/hooks/post-index-change"), that any git command can run.
func RunsForAnyCommand(hook string) bool {
	return slices.ContainsFunc(AnyCommandHooks, func(h string) bool { return hook == h || strings.HasSuffix(hook, "/"+h) })
}

// maxHooks bounds how many entries of the hooks directory are read.
const maxHooks = 256

// Hooks lists the hook programs the repository's hooks directory holds,
// as "hooks/NAME": executable entries other than git's own *.sample
// files. Commands such as commit, merge and push run them. Its
// submodules' hooks count too, as "modules/NAME/hooks/HOOK": git
// submodule update checks out in them, and git status looks into them.
// A directory with more entries than are read is reported as one more
// entry, since what the rest holds is unknown.
func (r Repo) Hooks() []string {
	found := hooksIn(r.CommonDir(), "")
	modules, overflow := r.modules()
	for _, m := range modules {
		found = append(found, hooksIn(filepath.Join(r.CommonDir(), m), m+"/")...)
	}
	if overflow {
		found = append(found, "modules/ (more submodules than oterminus reads)")
	}
	slices.Sort(found)
	return found
}

// hooksIn lists the hook programs of one git directory, each named
// prefix+"hooks/NAME".
func hooksIn(gitDir, prefix string) []string {
	dir, err := os.Open(filepath.Join(gitDir, "hooks"))
	if err != nil {
		return nil
	}
	defer dir.Close()
	entries, _ := dir.ReadDir(maxHooks + 1)
	var found []string
	for i, e := range entries {
		if i == maxHooks {
			found = append(found, prefix+"hooks/ (more entries than oterminus reads)")
			break
		}
		if strings.HasSuffix(e.Name(), ".sample") || e.IsDir() {
			continue
		}
		fi, err := os.Stat(filepath.Join(dir.Name(), e.Name()))
		if err == nil && fi.Mode()&0o111 != 0 {
			found = append(found, prefix+"hooks/"+e.Name())
		}
	}
	return found
}
