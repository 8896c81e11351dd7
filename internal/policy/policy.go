// Package policy applies the person's configuration to a validated
// command: the policy mode, the dangerous opt-in, allowed roots and
// disabled packs (upstream-spec §13). It also decides how strongly a
// command must be confirmed, and whether one may run without asking
// (AutoExecute).
//
// It decides only from the values it is given, what the file system
// says of a path (where a symlink leads, whether two paths are one file)
// and what git says of the repository a git command would touch
// (package gitrepo). It may not validate a command, ask the person, run
// the command or read flags, the configuration file or environment
// variables: the command line and the widget load the configuration and
// hand it a Config.
package policy

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"

	"github.com/oterminus/oterminus/internal/gitrepo"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
)

// Mode is the policy mode.
type Mode string

// Policy modes.
const (
	ModeSafe      Mode = "safe"
	ModeWrite     Mode = "write"
	ModeDangerous Mode = "dangerous"
)

// Modes lists the valid modes in order.
var Modes = []Mode{ModeSafe, ModeWrite, ModeDangerous}

// Config is the policy part of the configuration.
type Config struct {
	Mode Mode
	// AllowDangerous comes only from OTERMINUS_ALLOW_DANGEROUS, never from
	// a file, so a dangerous command always needs a deliberate opt-in.
	AllowDangerous bool
	AllowedRoots   []string
	DisabledPacks  []string
	// SearchPath is $PATH and OwnConfig oterminus's configuration file,
	// as the environment says at check time: a write into a directory on
	// PATH, or into the configuration, is dangerous (runlater.go).
	SearchPath string
	OwnConfig  []string
}

// Allows reports whether the policy lets a risk level through (§13.1).
func (c Config) Allows(r registry.Risk) bool {
	switch r {
	case registry.Safe:
		return true
	case registry.Write:
		return c.Mode == ModeWrite || c.Mode == ModeDangerous
	}
	return c.Mode == ModeDangerous && c.AllowDangerous
}

// Scope is the registry scope the configuration allows on platform.
func (c Config) Scope(platform string) registry.Scope {
	return registry.Scope{Platform: platform, Disabled: c.DisabledPacks}
}

// Check is the command to judge.
type Check struct {
	Family *registry.Family // the family argv[0] belongs to, or nil
	Named  *registry.Family // the family the proposal named, or nil
	Argv   []string
	// Typed is Argv as validation read it with the family's declaration
	// (nil when it could not): policy takes the paths from that reading,
	// so a stage fed by a pipe, which may leave out its input files, is
	// read the same way here as there.
	Typed *registry.Command
	Risk  registry.Risk
	Dir   string // working directory for relative paths
	Home  string
	// Writes are files a redirection writes ('> FILE'), Reads files '<'
	// reads: paths like the command's own, checked the same way.
	Writes, Reads []string
}

// Reasons returns the configuration's reasons to refuse the command.
func (c Config) Reasons(ch Check) []string {
	var reasons []string
	add := func(r string) {
		if !slices.Contains(reasons, r) {
			reasons = append(reasons, r)
		}
	}
	families := []*registry.Family{ch.Named, ch.Family}
	if ch.Family != nil && len(ch.Argv) > 0 {
		families = append(families, ch.nestedFamilies()...) // find -exec rm: rm
	}
	for _, f := range families {
		if f != nil && slices.Contains(c.DisabledPacks, f.Pack) {
			add(fmt.Sprintf("Command family '%s' is unavailable because command pack '%s' is disabled.", f.Name, f.Pack))
		}
	}
	if len(c.AllowedRoots) > 0 && ch.Family != nil && len(ch.Argv) > 0 {
		if outside := c.outsideRoots(ch.paths(), ch.Dir, ch.Home); len(outside) > 0 {
			add("Paths outside allowed roots: " + strings.Join(outside, ", "))
		}
		if ch.Typed != nil && ch.Typed.InputPaths() {
			add(InputPathsReason)
		}
	}
	if ch.Risk >= registry.Write && ch.Family != nil && len(ch.Argv) > 0 {
		changed := ch.changed()
		for _, reason := range protectedReasons(changed, ch.Dir, ch.Home, c.Allows(registry.Dangerous)) {
			add(reason)
		}
		for _, reason := range c.hardLinkReasons(changed, ch.Dir, ch.Home) {
			add(reason)
		}
	}
	for _, reason := range c.redirectReasons(ch) {
		add(reason)
	}
	for _, reason := range c.workTreeReasons(ch) {
		add(reason) // git switch in a repository whose work tree is the home directory
	}
	if ch.Family != nil && ch.Family.ObeysRepoConfig && !c.Allows(registry.Dangerous) {
		// git is asked which repository and settings it would use here
		// (gitrepo.Read); what it cannot tell counts as a program.
		switch r := gitrepo.Read(ch.Dir); {
		case r.Unknown != "":
			add(fmt.Sprintf("git could not tell which repository and settings %s would use here (%s); it is refused unless dangerous commands are allowed.",
				ch.Family.Program(), r.Unknown))
		case r.Found:
			settings := r.ProgramSettings()
			// A planted repository brings its hooks along: git switch,
			// merge, push and the like run any of them, and every git
			// command, git status included, can run the ones that follow
			// index and ref writes.
			runsHooks := len(ch.Argv) > 0 && ch.Family.RunsRepoHooks(ch.Argv[1:])
			for _, hook := range r.Hooks() {
				if runsHooks || gitrepo.RunsForAnyCommand(hook) {
					settings = append(settings, hook)
				}
			}
			if len(settings) > 0 {
				add(fmt.Sprintf("This repository's own config names programs %s would run (%s); it is refused unless dangerous commands are allowed.",
					ch.Family.Program(), strings.Join(settings, ", ")))
			}
		}
	}
	if !c.Allows(ch.Risk) {
		add(fmt.Sprintf(modeReason, ch.Risk, c.Mode))
		if ch.Risk == registry.Dangerous && c.Mode == ModeDangerous && !c.AllowDangerous {
			add(optInReason)
		}
	}
	return reasons
}

// The reasons that only say the policy mode or the dangerous opt-in stops
// a command: the settings, not the command, are what would change.
const (
	modeReason  = "Risk level '%s' blocked by policy mode '%s'."
	optInReason = "Dangerous commands also need OTERMINUS_ALLOW_DANGEROUS=1 in the environment."
)

// IsModeReason reports a reason that only the policy mode or the
// dangerous opt-in gives, so an answer can name the setting instead.
func IsModeReason(reason string) bool {
	return reason == optInReason || strings.HasPrefix(reason, modeReason[:strings.Index(modeReason, "%")])
}

// InputPathsReason refuses, under allowed roots, a command that gets
// paths from words known only when it runs (echo ../x | xargs touch):
// where they point cannot be checked, so they count as outside.
const InputPathsReason = "The command gets paths from its input only when it runs (xargs), so they cannot be checked against the allowed roots."

// paths, changed and nestedFamilies read the command through validation's
// reading when there is one, else through the family's declaration again
// (a refused command: every word that is no option counts as a path).
func (ch Check) paths() []string {
	if ch.Typed != nil {
		return ch.Typed.Paths(registry.ReadPath, registry.WritePath, registry.RemovePath)
	}
	return ch.Family.PathOperands(ch.Argv[1:])
}

func (ch Check) changed() []string {
	if ch.Typed != nil {
		return ch.Typed.Changed()
	}
	return ch.Family.ChangedPaths(ch.Argv[1:])
}

func (ch Check) nestedFamilies() []*registry.Family {
	if ch.Typed != nil {
		return ch.Typed.NestedFamilies()
	}
	return ch.Family.NestedFamilies(ch.Argv[1:])
}

// Directories a command may never change as a whole, whatever the policy:
// the root, the top-level system directories and the home directory.
var protectedDirs = []string{"/", "/bin", "/boot", "/dev", "/etc", "/home", "/lib", "/lib32", "/lib64", "/opt",
	"/proc", "/root", "/sbin", "/srv", "/sys", "/usr", "/var", "/Applications", "/Library", "/System", "/Users",
	"/Volumes", "/private", "/cores"}

// systemDirs hold the operating system: changing anything inside them
// needs dangerous commands to be allowed.
var systemDirs = []string{"/bin", "/boot", "/dev", "/etc", "/lib", "/lib32", "/lib64", "/proc", "/sbin", "/sys",
	"/usr", "/System", "/Library", "/private/etc", "/private/var"}

// protectedReasons refuses changes to a protected directory itself, and
// changes inside system directories unless dangerous commands are allowed.
// (A startup file of the home directory is a run-later place: changing
// it makes the command dangerous, runlater.go.)
// Paths are resolved with symlinks followed, so a link cannot hide them.
func protectedReasons(paths []string, dir, home string, dangerousAllowed bool) []string {
	var reasons []string
	for _, p := range paths {
		resolved := Resolve(p, dir, home)
		switch {
		case slices.Contains(protectedDirs, resolved) || (home != "" && resolved == Resolve(home, dir, home)):
			reasons = append(reasons, fmt.Sprintf("Refusing to change '%s' (%s): a system directory or the home directory is never a target.", p, resolved))
		case !dangerousAllowed:
			if i := slices.IndexFunc(systemDirs, func(sys string) bool { return within(resolved, sys) }); i >= 0 {
				reasons = append(reasons, fmt.Sprintf("Changing '%s' inside system directory %s needs policy mode 'dangerous' and OTERMINUS_ALLOW_DANGEROUS=1.", p, systemDirs[i]))
			}
		}
	}
	return reasons
}

func (c Config) outsideRoots(paths []string, dir, home string) []string {
	var roots []string
	for _, root := range c.AllowedRoots {
		// A relative root ("." or "src") would move with the working
		// directory and restrict nothing; it matches no path instead, so
		// the mistake fails closed (configuration warns about it).
		if filepath.IsAbs(root) {
			roots = append(roots, Resolve(root, dir, home))
		}
	}
	var outside []string
	for _, p := range paths {
		resolved := Resolve(p, dir, home)
		if !slices.ContainsFunc(roots, func(root string) bool { return within(resolved, root) }) {
			outside = append(outside, p)
		}
	}
	return outside
}

// hardLinks is how many names a regular file has; 0 for anything else.
// Its mode, owner and contents are shared by all of them, so a change
// checked against one name reaches the others.
func hardLinks(path string) uint64 {
	fi, err := os.Lstat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return 0
	}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 0
}

func within(path, root string) bool {
	if path == root || root == "/" {
		return true
	}
	return strings.HasPrefix(path, strings.TrimSuffix(root, "/")+"/")
}

// Resolve makes a path absolute the way Python's Path.expanduser().resolve()
// does: a leading ~ is the home directory, relative paths start at dir,
// and every symlink along the way is followed, one component at a time, so
// "link/.." means the parent of the link's target. Components that do not
// exist yet are kept as written.
func Resolve(path, dir, home string) string {
	// Concatenate rather than filepath.Join: Join would clean "link/.."
	// lexically before the link is followed.
	switch {
	case path == "~":
		path = home
	case strings.HasPrefix(path, "~/"):
		path = home + "/" + path[2:]
	}
	if !filepath.IsAbs(path) {
		path = dir + "/" + path
	}
	return realpath("/", strings.Split(path, "/"), 0)
}

const maxLinks = 40

func realpath(resolved string, parts []string, depth int) string {
	for i, part := range parts {
		switch part {
		case "", ".":
			continue
		case "..":
			resolved = filepath.Dir(resolved)
			continue
		}
		next := filepath.Join(resolved, part)
		target, err := os.Readlink(next)
		if err != nil || depth >= maxLinks {
			resolved = next
			continue
		}
		if filepath.IsAbs(target) {
			resolved = "/"
		}
		rest := append(strings.Split(target, "/"), parts[i+1:]...)
		return realpath(resolved, rest, depth+1)
	}
	return resolved
}

// Level is how strongly a person must confirm before a command runs.
type Level string

// Confirmation levels (§13.2).
const (
	Standard   Level = "standard"
	Strong     Level = "strong"
	VeryStrong Level = "very_strong"
)

// Confirmation returns the level a proposal needs.
func Confirmation(mode proposal.Mode, risk registry.Risk) Level {
	switch {
	case mode == proposal.Experimental:
		return VeryStrong
	case risk == registry.Dangerous:
		return Strong
	}
	return Standard
}

// AutoExecute decides whether a one-shot command may run without a prompt
// (§13.3); the reason code is recorded in the audit trail.
type AutoExecute struct {
	Enabled  bool
	Origin   proposal.Origin
	Mode     proposal.Mode
	Accepted bool
	Risk     registry.Risk
	Warnings int
	Argv     []string
	Family   *registry.Family
	Scope    registry.Scope
}

// Eligible returns whether the command may run unprompted, and why not.
func (a AutoExecute) Eligible() (bool, string) {
	f := a.Family
	checks := []struct {
		fails  bool
		reason string
	}{
		{!a.Enabled, "disabled"},
		{a.Origin != proposal.OriginDirect && a.Origin != proposal.OriginShortcut, "proposal_origin"},
		{a.Mode != proposal.Structured, "proposal_mode"},
		{!a.Accepted, "validation_rejected"},
		{a.Risk != registry.Safe, "risk_not_safe"},
		{a.Warnings > 0, "validation_warnings"},
		{len(a.Argv) == 0, "missing_argv"},
		{f == nil, "missing_command_spec"},
		{f != nil && !f.NormalExecutable(), "not_normal_executable"},
		{f != nil && a.Scope.PackDisabled(f), "command_pack_disabled"},
		{f != nil && !f.SupportsPlatform(a.Scope.Platform), "unsupported_platform"},
		{f != nil && f.NetworkTouching, "network_touching"},
		{f != nil && f.ProjectTooling, "project_health"},
	}
	for _, c := range checks {
		if c.fails {
			return false, c.reason
		}
	}
	return true, "eligible"
}
