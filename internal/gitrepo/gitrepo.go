// Package gitrepo learns, by asking git itself, which repository git
// would use from a directory and which of that repository's own settings
// and hooks make git run a program. It also finds a work tree's .git by
// walking up (Find), for a description of the directory that must not
// start a process; that walk decides nothing about what git runs, since
// git finds repositories in more ways than a .git entry (a bare
// repository as the directory itself, GIT_DIR, core.worktree).
package gitrepo

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/safefile"
)

// Repo is a work tree and its git directories, as Find sees them.
type Repo struct {
	Top    string // the work tree's top directory
	GitDir string // its git directory (.git, or a linked worktree's own)
}

// maxDepth bounds the walk up to the work tree's top.
const maxDepth = 64

// MaxSmallFile caps the git files that hold one line (HEAD, refs, the
// .git file of a worktree, commondir): a few hundred bytes when honest.
const MaxSmallFile = 4 << 10

// Find walks up from dir to the nearest .git: a directory or, for linked
// worktrees and submodules, a file naming the git directory. It starts
// no process; Read, not Find, says what git would run.
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

// Reading is what git itself reports about the repository it would use
// from a directory, and what in that repository makes git run a program.
type Reading struct {
	// Found says git names a repository here. When it does not (git's
	// "not a git repository"), a git command that needs one fails before
	// it reads any repository's config, and one that does not (git help,
	// diff --no-index) reads only the person's own.
	Found bool
	// Unknown says why git could not be asked or would not answer; what
	// git would run is then unknown (see Read).
	Unknown string
	// GitDir, CommonDir and HooksDir are absolute: the repository's git
	// directory (a linked worktree's own), the one its objects, refs and
	// shared config live in, and the one git runs hooks from
	// (core.hooksPath when set).
	GitDir, CommonDir, HooksDir string
	Bare                        bool // the git directory is a bare repository (possibly the directory itself)

	settings      []string // program settings of the repository's own scopes
	personalHooks bool     // HooksDir is the person's, named by their own config
	modules       []string // submodules' git directories, relative to CommonDir
	nestedHooks   []string // hooks of repositories embedded in the work tree, "PATH/hooks/NAME"
	overflow      bool     // more submodules than are read
}

// Asking git is bounded: the whole reading, every process included, must
// end within askTimeout, and each answer is read up to maxAnswer bytes
// (variables only for the tests).
var (
	askTimeout = 5 * time.Second
	maxAnswer  = 1 << 20
)

const maxStderr = 4 << 10

// Read asks git which repository it would use from dir, and which of
// that repository's settings and hooks name a program git runs.
//
// Which settings count: the repository's own scopes (git's "local" and
// "worktree": its config, its worktree's config.worktree, a linked
// worktree's shared config in its common directory, and every file these
// include, which git reports under the including file's scope), and its
// submodules' (git status, git submodule and the like run git in them).
// These can be planted: they come with a repository someone else made,
// cloned into or unpacked. The person's own system and global config,
// and settings given in the environment (GIT_CONFIG_PARAMETERS,
// GIT_CONFIG_COUNT, which git reports as "command"), are theirs: a
// core.pager or credential.helper there is a program they chose, and
// counting it would refuse every git command on their machine.
//
// git is asked with the environment the typed command would run in, so
// GIT_DIR, GIT_WORK_TREE, GIT_COMMON_DIR, GIT_CEILING_DIRECTORIES,
// safe.directory and safe.bareRepository steer this reading as they steer
// the command: a bare repository that is the directory itself is found,
// a UTF-8 byte-order mark or an include is read as git reads it.
//
// When git cannot be asked (not installed) or will not answer (a
// repository owned by another user: "detected dubious ownership", which
// only safe.directory in the person's own config lifts; a config git
// cannot parse; no answer within askTimeout; an answer longer than
// maxAnswer), Unknown says why. A repository git refuses here (dubious
// ownership, a config it cannot parse) the typed command's git refuses
// too, so none of its settings would run then either. But that holds
// only if nothing changes between this reading and the run (the
// environment, safe.directory, the files), and a reading that could not
// be made is not trusted: policy counts the unknown as a program, and
// git commands are refused unless dangerous commands are allowed. Little
// is lost: git would fail there anyway.
func Read(dir string) Reading {
	ctx, cancel := context.WithTimeout(context.Background(), askTimeout)
	defer cancel()
	git, err := exec.LookPath("git")
	if err != nil {
		return Reading{Unknown: "git is not installed"}
	}
	budget := maxModules
	return read(asker{ctx: ctx, git: git, dir: dir, env: os.Environ()}, 0, &budget)
}

// maxNesting bounds how deep submodules inside submodules' work trees
// are followed.
const maxNesting = 4

// read is Read with a asker already made: depth counts the work trees
// of submodules this one is in, budget the submodules still to be read.
func read(a asker, depth int, budget *int) Reading {
	out, err := a.run("rev-parse", "--path-format=absolute", "--absolute-git-dir", "--git-common-dir",
		"--git-path", "hooks", "--is-bare-repository", "--is-inside-work-tree", "--show-cdup")
	switch {
	case errors.Is(err, errNoRepository):
		return Reading{}
	case err != nil:
		return Reading{Unknown: err.Error()}
	}
	// --show-cdup answers (its line may be empty) only inside a work tree.
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) < 5 || !filepath.IsAbs(lines[0]) || !filepath.IsAbs(lines[1]) || !filepath.IsAbs(lines[2]) ||
		len(lines) != map[string]int{"true": 6, "false": 5}[lines[4]] {
		return Reading{Unknown: "git rev-parse answered in an unexpected form"}
	}
	r := Reading{Found: true, GitDir: lines[0], CommonDir: lines[1], HooksDir: lines[2], Bare: lines[3] == "true"}
	entries, err := a.config()
	if err != nil {
		r.Unknown = err.Error()
		return r
	}
	r.settings = programSettings(entries, "")
	r.personalHooks = personalHooksPath(entries)
	r.modules, r.overflow = modules(r.CommonDir)
	for _, m := range r.modules {
		suffix := " (" + m + ")"
		file := filepath.Join(r.CommonDir, m, "config")
		if _, err := os.Lstat(file); errors.Is(err, fs.ErrNotExist) {
			continue
		}
		entries, err := a.config("--file", file, "--includes")
		if err != nil {
			r.settings = append(r.settings, "config"+suffix+" (unknown: "+err.Error()+")")
			continue
		}
		r.settings = append(r.settings, programSettings(entries, suffix)...)
	}
	if lines[4] == "true" {
		r.readWorkTreeSubmodules(a, filepath.Join(a.dir, lines[5]), depth, budget)
	}
	if r.overflow {
		r.settings = append(r.settings, "modules/ (more submodules than oterminus reads)")
	}
	return r
}

// readWorkTreeSubmodules reads the submodules checked out in the work
// tree top, as git finds them: an entry of the index that is a gitlink,
// whose directory holds a .git. git status, git diff and the like run
// git inside each. Those whose git directory is under modules/ were read
// already; a repository embedded in the work tree (its own .git
// directory, or a .git file naming one elsewhere) is read here, the way
// git reads it when it runs there: from its directory, with the
// variables that name this repository (GIT_DIR and the like) taken away.
func (r *Reading) readWorkTreeSubmodules(a asker, top string, depth int, budget *int) {
	links, overflow, err := a.gitlinks()
	switch {
	case err != nil:
		r.settings = append(r.settings, "submodules (unknown: "+err.Error()+")")
		return
	case overflow:
		r.overflow = true
	}
	for _, link := range links {
		path := filepath.Join(top, filepath.FromSlash(link))
		if _, err := os.Lstat(filepath.Join(path, ".git")); err != nil {
			continue // not checked out: git does not go in
		}
		if *budget--; *budget < 0 || depth >= maxNesting {
			r.overflow = true
			return
		}
		sub := read(asker{ctx: a.ctx, git: a.git, dir: path, env: submoduleEnv(a.env)}, depth+1, budget)
		suffix := " (" + link + ")"
		switch {
		case sub.Unknown != "":
			r.settings = append(r.settings, link+" (unknown: "+sub.Unknown+")")
		case !sub.Found || sub.CommonDir == r.CommonDir:
			// Not a repository git uses: git does not go in either.
		default:
			// A git directory under modules/ was read above as a file;
			// read as git reads it, it may say more (includeIf), and its
			// work tree may hold submodules of its own. Its own hooks, and
			// its modules', were listed above.
			for _, s := range sub.settings {
				r.settings = append(r.settings, s+suffix)
			}
			hooks := sub.Hooks()
			if strings.HasPrefix(sub.CommonDir, filepath.Join(r.CommonDir, "modules")+string(filepath.Separator)) {
				hooks = sub.nestedHooks
			}
			for _, h := range hooks {
				r.nestedHooks = append(r.nestedHooks, link+"/"+h)
			}
		}
	}
}

// localRepoEnv are the variables that name a repository, which git takes
// away when it runs git in a submodule (git's local_repo_env).
var localRepoEnv = []string{"GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY",
	"GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_IMPLICIT_WORK_TREE", "GIT_GRAFT_FILE", "GIT_NO_REPLACE_OBJECTS",
	"GIT_REPLACE_REF_BASE", "GIT_PREFIX", "GIT_SHALLOW_FILE", "GIT_CONFIG"}

func submoduleEnv(env []string) []string {
	return slices.DeleteFunc(slices.Clone(env), func(kv string) bool {
		name, _, _ := strings.Cut(kv, "=")
		return slices.Contains(localRepoEnv, name)
	})
}

// ProgramSettings lists the settings of the repository's own scopes, and
// of its submodules' ("section.key (modules/NAME)"), that name a program
// git would run, as git spells them: "section.key" or
// "section.subsection.key"; none for an honest repository. A submodule
// whose config git would not read is listed as unknown.
func (r Reading) ProgramSettings() []string { return r.settings }

// Hooks lists the hook programs of the hooks directory git uses, as
// "hooks/NAME": executable entries other than git's own *.sample files.
// Commands such as commit, merge and push run them. Its submodules' hooks
// count too, as "modules/NAME/hooks/HOOK", and those of a repository
// embedded in the work tree as "PATH/hooks/HOOK": git submodule update
// checks out in them, and git status looks into them. A directory with more
// entries than are read is reported as one more entry, since what the
// rest holds is unknown. A hooks directory the person's own config names
// by an absolute path (core.hooksPath = ~/githooks) holds the person's
// hooks, not the repository's, and is not listed; a relative one is
// inside the repository, and is.
func (r Reading) Hooks() []string {
	var found []string
	if r.Found && !r.personalHooks {
		found = hooksIn(r.HooksDir, "")
	}
	for _, m := range r.modules {
		found = append(found, hooksIn(filepath.Join(r.CommonDir, m, "hooks"), m+"/")...)
	}
	found = append(found, r.nestedHooks...)
	if r.overflow {
		found = append(found, "modules/ (more submodules than oterminus reads)")
	}
	slices.Sort(found)
	return found
}

// errNoRepository is git's answer that there is no repository here.
var errNoRepository = errors.New("not a git repository")

// asker runs git in dir, with every feature that could start a program
// switched off: none of rev-parse, config --list and ls-files starts one
// (the test of every planted setting checks it), and these
// make sure of it. No pager (--no-pager; GIT_PAGER and PAGER for good
// measure), no fsmonitor (-c core.fsmonitor=false, which outranks the
// repository's own), no editor (GIT_EDITOR), no prompt for credentials
// (GIT_TERMINAL_PROMPT=0), no index refresh or lock (GIT_OPTIONAL_LOCKS=0),
// standard input from /dev/null. Messages are in English (LC_ALL=C), so
// "not a git repository" can be told from a refusal. The rest of the
// environment is the person's, as the typed command will have it; in
// particular GIT_CONFIG_NOSYSTEM is not set, since the system config can
// hold safe.directory and safe.bareRepository, which change what git
// finds, and what else it holds is the person's anyway.
type asker struct {
	ctx      context.Context
	git, dir string
	env      []string // the environment before askEnv
}

var askEnv = []string{"GIT_PAGER=cat", "PAGER=cat", "GIT_EDITOR=:", "GIT_TERMINAL_PROMPT=0", "GIT_OPTIONAL_LOCKS=0",
	"LC_ALL=C", "LANGUAGE="}

// errTooLong is an answer longer than oterminus reads.
var errTooLong = errors.New("git's answer is longer than oterminus reads")

// run returns git's answer, read up to maxAnswer bytes.
func (a asker) run(args ...string) ([]byte, error) {
	var out []byte
	err := a.stream(func(stdout io.Reader) error {
		out, _ = io.ReadAll(io.LimitReader(stdout, int64(maxAnswer)+1))
		if len(out) > maxAnswer {
			return errTooLong
		}
		return nil
	}, args...)
	return out, err
}

// stream runs git and hands its output to consume as it comes; an error
// from consume stops git and is returned.
func (a asker) stream(consume func(io.Reader) error, args ...string) error {
	cmd := exec.CommandContext(a.ctx, a.git, append([]string{"--no-pager", "-c", "core.fsmonitor=false"}, args...)...)
	cmd.Dir = a.dir
	cmd.Env = append(slices.Clone(a.env), askEnv...)
	cmd.WaitDelay = time.Second
	stderr := &boundedBuffer{max: maxStderr}
	cmd.Stderr = stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return errors.New("git could not be started: " + err.Error())
	}
	if err := consume(stdout); err != nil {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		return err
	}
	err = cmd.Wait()
	switch {
	case a.ctx.Err() != nil:
		return errors.New("git did not answer within " + askTimeout.String())
	case err != nil && strings.Contains(stderr.String(), "not a git repository"):
		return errNoRepository
	case err != nil:
		msg, _, _ := strings.Cut(strings.TrimSpace(strings.TrimPrefix(stderr.String(), "fatal: ")), "\n")
		if msg == "" {
			msg = err.Error()
		}
		return errors.New("git " + subcommand(args) + " failed: " + msg)
	}
	return nil
}

// errEnough stops reading the index once more gitlinks were seen than
// are read.
var errEnough = errors.New("enough")

// gitlinks lists the index's gitlinks (mode 160000: submodules), as paths
// from the top of the work tree, wherever in it git runs (with the
// directory it runs in, a relative GIT_DIR means what it meant). The index
// of a large tree is long, so its listing is read as it streams, keeping
// only the gitlinks; askTimeout bounds it.
func (a asker) gitlinks() (links []string, overflow bool, err error) {
	err = a.stream(func(stdout io.Reader) error {
		br := bufio.NewReaderSize(stdout, 64<<10)
		for {
			entry, err := br.ReadSlice(0)
			switch {
			case errors.Is(err, io.EOF):
				return nil
			case err != nil:
				return errors.New("git ls-files answered in an unexpected form")
			}
			// "MODE OBJECT STAGE\tPATH\0"
			if rest, ok := bytes.CutPrefix(entry, []byte("160000 ")); ok {
				_, path, ok := bytes.Cut(rest[:len(rest)-1], []byte("\t"))
				if !ok {
					return errors.New("git ls-files answered in an unexpected form")
				}
				if len(links) == maxModules {
					return errEnough
				}
				links = append(links, string(path))
			}
		}
	}, "ls-files", "--stage", "-z", "--full-name", "--", ":/")
	if errors.Is(err, errEnough) {
		return links, true, nil
	}
	return links, false, err
}

// subcommand is the first of args that is no option, for messages.
func subcommand(args []string) string {
	for _, a := range args {
		if !strings.HasPrefix(a, "-") {
			return a
		}
	}
	return ""
}

// configEntry is one setting as git config --list reports it.
type configEntry struct{ scope, key, value string }

// config lists every setting git reads, with its scope. A submodule's
// config is read as a file (--file FILE --includes), whose settings are
// all the submodule's own: git reads it only once the submodule's git
// directory is whole, which a command such as git submodule update may
// make it, so it is read whether or not git would use it now.
func (a asker) config(from ...string) ([]configEntry, error) {
	out, err := a.run(append(append([]string{"config"}, from...), "--list", "--show-scope", "-z")...)
	if err != nil {
		return nil, err
	}
	// Each setting is "SCOPE\0KEY\nVALUE\0", or "SCOPE\0KEY\0" for a
	// key without a value.
	fields := strings.Split(string(out), "\x00")
	if len(fields)%2 != 1 || fields[len(fields)-1] != "" {
		return nil, errors.New("git config answered in an unexpected form")
	}
	var entries []configEntry
	for i := 0; i+1 < len(fields); i += 2 {
		key, value, _ := strings.Cut(fields[i+1], "\n")
		scope := fields[i]
		if len(from) > 0 {
			scope = "submodule" // a file's settings are reported as "command"
		}
		entries = append(entries, configEntry{scope: scope, key: key, value: value})
	}
	return entries, nil
}

// personal reports a scope that is the person's own: their system and
// global config, and settings given in the environment or with -c.
func personal(scope string) bool {
	return scope == "system" || scope == "global" || scope == "command"
}

// programSettings lists the settings of the repository's own scopes that
// name a program, each followed by suffix. Every scope other than the
// person's counts, including any a later git adds.
func programSettings(entries []configEntry, suffix string) []string {
	var found []string
	for _, e := range entries {
		if !personal(e.scope) && IsProgramSetting(e.key, e.value) && !slices.Contains(found, e.key+suffix) {
			found = append(found, e.key+suffix)
		}
	}
	return found
}

// personalHooksPath reports that the core.hooksPath git uses (the last
// one read) comes from the person's own config and names a directory by
// an absolute path or from their home. A relative one is taken from
// where hooks run, inside the repository, so its hooks are the
// repository's; the repository's own core.hooksPath is a program setting.
func personalHooksPath(entries []configEntry) bool {
	for _, e := range slices.Backward(entries) {
		if e.key == "core.hookspath" {
			return personal(e.scope) && (filepath.IsAbs(e.value) || strings.HasPrefix(e.value, "~"))
		}
	}
	return false
}

// boundedBuffer keeps the first max bytes written to it and drops the
// rest, so a chatty process neither blocks nor grows memory.
type boundedBuffer struct {
	bytes.Buffer
	max int
}

func (b *boundedBuffer) Write(p []byte) (int, error) {
	if room := b.max - b.Len(); room > 0 {
		b.Buffer.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

// A repository's own config can name programs git runs on its own, even
// for read-only commands: the fsmonitor hook on status, the pager on log
// and diff, external diff and textconv drivers, filters, the gpg program
// that log.showSignature calls, askpass and ssh commands. Listing every
// such key one by one missed some (gpg.ssh.program), so a key is a
// program setting by the shape of its name: its last part names a
// program (programNames), or its section is one whose keys all are
// (programSections; include and includeIf too: the file an include
// names can be written later, by a checkout for one). git's own list of
// names (git help --config) was read against these: smtpServer
// (send-email runs a path there), imap.tunnel, instaweb.httpd and
// remote.NAME.vcs (git runs git-remote-VCS) were added from it. And a
// value starting with '!' is a shell command whatever its key
// (alias.NAME, submodule.NAME.update): see IsProgramSetting. Left out on
// purpose: ssh.variant (one of a fixed set of names that shape the ssh
// command line; the command itself, core.sshCommand, counts) and
// url.BASE.insteadOf (it rewrites a URL, and the transports that run a
// command, ext:: and fd::, need protocol.NAME.allow, which counts).
var programNames = []string{"program", "cmd", "command", "helper", "hook", "hookspath", "driver", "editor",
	"pager", "askpass", "proxy", "fsmonitor", "textconv", "external", "clean", "smudge", "process",
	"uploadpack", "receivepack", "browser", "path", "filter", "smtpserver", "tunnel", "httpd", "vcs"}

var programSections = []string{"pager", "include", "includeif", "gpg", "protocol"}

// maxModules bounds how many directories under the modules directory
// are looked at for submodules' git directories.
const maxModules = 64

// modules finds the git directories of the submodules, nested ones
// included, as paths relative to common ("modules/lib",
// "modules/lib/modules/deep"). A submodule's name may hold slashes, so
// a directory without a HEAD file is looked into for more. overflow
// says there were more directories than are read.
func modules(common string) (found []string, overflow bool) {
	queue := []string{"modules"}
	seen := 0
	for len(queue) > 0 {
		rel := queue[0]
		queue = queue[1:]
		dir, err := os.Open(filepath.Join(common, rel))
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
			if _, err := os.Lstat(filepath.Join(common, child, "HEAD")); err == nil {
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

// IsProgramSetting reports whether a setting, its key lower-cased where
// git ignores case, makes git run a program: by its key, or by a value
// starting with '!', which git runs as a shell command wherever it takes
// a command in place of a name (alias.NAME = !cmd, submodule.NAME.update
// = !cmd). An alias without '!' runs only git, and only when a line names
// it, which no line oterminus accepts does (its git subcommands are
// git's own, which an alias cannot replace); one with '!' counts all the
// same, as a planted program.
func IsProgramSetting(key, value string) bool {
	return IsProgramKey(key) || strings.HasPrefix(value, "!")
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

// hooksIn lists the hook programs of one hooks directory, each named
// prefix+"hooks/NAME".
func hooksIn(hooksDir, prefix string) []string {
	dir, err := os.Open(hooksDir)
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
		fi, err := os.Stat(filepath.Join(hooksDir, e.Name()))
		if err == nil && fi.Mode()&0o111 != 0 {
			found = append(found, prefix+"hooks/"+e.Name())
		}
	}
	return found
}
