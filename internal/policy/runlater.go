package policy

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/oterminus/oterminus/internal/registry"
)

// A run-later place is a file or directory whose content something runs
// or obeys later: the next login shell, systemd, the desktop session,
// ssh, git, curl, pip, npm, Python or oterminus itself. Writing there
// plants a command that runs later, with no second look, so a change in
// one is dangerous however it is written (cp, mv, ln, tee, install, a
// redirection, an option's file, find -exec cp, git clone DIR, sed -i,
// touch, chmod), never a plain write. SECURITY.md lists the same places,
// with the same reasons (TestRunLaterPlacesInSecurity keeps them equal).
type runLaterPlace struct {
	// Path starts with "~/" for the home directory, or is absolute. A
	// '*' matches within one name, as in filepath.Match.
	Path string
	Why  string
}

// checkedPlace is a place as matched at check time: resolved is its Path
// with the home directory and symlinks resolved; Path is what the
// answer shows.
type checkedPlace struct {
	runLaterPlace
	resolved string
}

// runLaterPlaces is the one table of run-later places. The directories
// on $PATH and oterminus's own configuration file, known only from the
// environment, are added at check time (Config.SearchPath, OwnConfig).
var runLaterPlaces = []runLaterPlace{
	{"~/.local/bin", "a directory on PATH (Debian's ~/.profile puts it first): a program put there runs in place of the one of its name"},
	{"~/bin", "a directory on PATH (Debian's ~/.profile puts it first): a program put there runs in place of the one of its name"},
	{"~/.config/oterminus", "oterminus's own configuration: it says which model host every request goes to and what ask may run"},
	{"~/.config/systemd", "systemd user units: the user's service manager starts what they say"},
	{"/etc/systemd", "systemd system units: the service manager starts what they say, as root"},
	{"/lib/systemd", "systemd system units: the service manager starts what they say, as root"},
	{"/usr/lib/systemd", "systemd system units: the service manager starts what they say, as root"},
	{"~/.config/environment.d", "systemd's user environment: every user service starts with it"},
	{"~/.config/autostart", "autostart entries: the desktop session runs them at every login"},
	{"/etc/xdg/autostart", "autostart entries: the desktop session runs them at every login, for everyone"},
	{"~/.bashrc", "a shell startup file: every interactive bash runs it"},
	{"~/.bash_profile", "a shell startup file: every login bash runs it"},
	{"~/.bash_login", "a shell startup file: a login bash runs it"},
	{"~/.bash_logout", "a shell startup file: bash runs it at logout"},
	{"~/.profile", "a shell startup file: every login shell runs it"},
	{"~/.zshrc", "a shell startup file: every interactive zsh runs it"},
	{"~/.zshenv", "a shell startup file: every zsh runs it, scripts too"},
	{"~/.zprofile", "a shell startup file: every login zsh runs it"},
	{"~/.zlogin", "a shell startup file: every login zsh runs it"},
	{"~/.zlogout", "a shell startup file: zsh runs it at logout"},
	{"~/.config/fish", "fish's configuration and conf.d: every fish runs it"},
	{"~/.pam_environment", "the login environment: every session starts with it"},
	{"~/.xinitrc", "an X session startup file: startx runs it"},
	{"~/.xprofile", "an X session startup file: the display manager runs it at login"},
	{"~/.xsession", "an X session startup file: the display manager runs it at login"},
	{"~/.xsessionrc", "an X session startup file: the display manager runs it at login"},
	{"/etc/profile", "a shell startup file: every login shell runs it"},
	{"/etc/profile.d", "shell startup files: every login shell runs them"},
	{"/etc/bash.bashrc", "a shell startup file: every interactive bash runs it"},
	{"/etc/zsh", "zsh's startup files: every zsh runs them"},
	{"/etc/environment", "the login environment: every session starts with it"},
	{"~/.ssh", "ssh's keys and configuration: authorized_keys lets someone in, config's ProxyCommand and Match exec run programs"},
	{"~/.gitconfig", "git's global configuration: core.fsmonitor, core.pager and aliases run programs on every git command"},
	{"~/.config/git", "git's global configuration and hooks: core.fsmonitor, core.pager and aliases run programs on every git command"},
	{"~/.aws/config", "the AWS configuration: credential_process runs a program whenever a tool needs credentials"},
	{"~/.kube/config", "the Kubernetes configuration: an exec credential plugin runs a program on every kubectl command"},
	{"~/.curlrc", "curl's configuration: every curl obeys it (where to send, what to write)"},
	{"~/.gnupg/*.conf", "GnuPG's configuration: gpg-agent.conf's pinentry-program and gpg.conf's options run programs on every signature"},
	{"~/.local/lib/python*/site-packages/*.pth", "a Python .pth file: every Python start runs its import lines"},
	{"~/.npmrc", "npm's configuration: its script-shell and registry decide what every npm install runs"},
	{"~/.config/pip", "pip's configuration: its index decides what every pip install downloads and runs"},
	{"/etc/crontab", "cron's table: cron runs what it says, as root"},
	{"/etc/cron.d", "cron tables: cron runs what they say, as root"},
	{"/etc/cron.hourly", "cron's scripts: cron runs them every hour"},
	{"/etc/cron.daily", "cron's scripts: cron runs them every day"},
	{"/etc/cron.weekly", "cron's scripts: cron runs them every week"},
	{"/etc/cron.monthly", "cron's scripts: cron runs them every month"},
	{"/var/spool/cron", "users' crontabs: cron runs what they say"},
}

// Why a directory from $PATH, and oterminus's configuration file when it
// is elsewhere (OTERMINUS_CONFIG), are run-later places.
const (
	onPathWhy    = "a directory on $PATH: a program put there runs in place of the one of its name"
	ownConfigWhy = "oterminus's own configuration file: it says which model host every request goes to and what ask may run"
)

// RunLater says, for each path the check writes, creates or removes that
// lies in a run-later place (or is one), which place and why: a change
// there is dangerous whatever the command's own risk. The command's own
// paths count when it changes something (its risk is at least a write);
// the files a redirection writes always do. A file copied, moved or
// linked into a directory is checked by the name it gets there too, so
// cp helper.sh ~/.local/bin/ is seen as writing ~/.local/bin/helper.sh.
func (c Config) RunLater(ch Check) []string {
	paths := append([]string(nil), ch.Writes...)
	if ch.Risk >= registry.Write && ch.Family != nil && len(ch.Argv) > 0 {
		changed := ch.changed()
		paths = append(paths, changed...)
		paths = append(paths, ch.landingNames(changed)...)
	}
	if len(paths) == 0 {
		return nil
	}
	places := c.runLaterPlaces(ch.Dir, ch.Home)
	var out []string
	named := map[string]bool{} // each place once: its first path says it
	for _, p := range paths {
		if pl, why := runLaterWhy(p, ch.Dir, ch.Home, places); why != "" && !named[pl] {
			named[pl] = true
			out = append(out, why)
		}
	}
	return out
}

// runLaterPlaces is the table with the environment's places added, each
// with its symlinks followed: when ~/.config is a link into a dotfiles
// repository, writing the repository's systemd/ is writing the place.
func (c Config) runLaterPlaces(dir, home string) []checkedPlace {
	var places []checkedPlace
	for _, pl := range runLaterPlaces {
		if strings.HasPrefix(pl.Path, "~/") && home == "" {
			continue
		}
		places = append(places, checkedPlace{pl, resolvePattern(pl.Path, dir, home)})
	}
	for _, entry := range filepath.SplitList(c.SearchPath) {
		if entry == "" {
			entry = "." // an empty entry is the working directory (POSIX)
		}
		resolved := Resolve(entry, dir, home)
		places = append(places, checkedPlace{runLaterPlace{resolved, onPathWhy}, resolved})
	}
	for _, f := range c.OwnConfig {
		if f != "" {
			places = append(places, checkedPlace{runLaterPlace{f, ownConfigWhy}, Resolve(f, dir, home)})
		}
	}
	return places
}

// resolvePattern resolves the part of a place before its first '*' (a
// pattern's fixed directories), and keeps the rest as written.
func resolvePattern(place, dir, home string) string {
	star := strings.Index(place, "*")
	if star < 0 {
		return Resolve(place, dir, home)
	}
	cut := strings.LastIndex(place[:star], "/")
	return Resolve(place[:cut], dir, home) + place[cut:]
}

// runLaterWhy is the place p, a path as the command names it, is in,
// and the reason to give; "" when it is in none. p is checked resolved twice:
// with every symlink followed (where cp or tee writes), and with only
// its directory followed (the name itself, which ln -sf, mv and rm
// replace even when it is a link to elsewhere).
func runLaterWhy(p, dir, home string, places []checkedPlace) (string, string) {
	resolved := Resolve(p, dir, home)
	name := resolved
	if trimmed := strings.TrimRight(expandTilde(p, home), "/"); trimmed != "" {
		name = filepath.Join(Resolve(filepath.Dir(trimmed), dir, home), filepath.Base(trimmed))
	}
	for _, pl := range places {
		for _, candidate := range []string{resolved, name} {
			if inPlace(candidate, pl.resolved) {
				shown := "'" + p + "'"
				if candidate != p {
					shown += " (" + candidate + ")"
				}
				return pl.Path, fmt.Sprintf("Changing %s"+runLaterMark+"%s, %s.", shown, pl.Path, pl.Why)
			}
		}
	}
	return "", ""
}

// runLaterMark is the fixed part of every run-later reason (IsRunLater).
const runLaterMark = " is dangerous: it is in "

// IsRunLater reports a reason RunLater gives, so an explanation can say
// it as the risk's why.
func IsRunLater(reason string) bool {
	return strings.HasPrefix(reason, "Changing ") && strings.Contains(reason, runLaterMark)
}

// RunLaterBecause is a RunLater reason worded to follow "dangerous,
// because": "it changes '~/.bashrc' in ~/.bashrc, a shell startup file:
// ...".
func RunLaterBecause(reason string) string {
	what, where, _ := strings.Cut(strings.TrimPrefix(reason, "Changing "), runLaterMark)
	return "it changes " + what + " in " + strings.TrimSuffix(where, ".")
}

// inPlace reports whether path is the place or lies in it; a place with
// a '*' matches whole names, and what lies in what it matches.
func inPlace(path, place string) bool {
	if !strings.Contains(place, "*") {
		return within(path, place)
	}
	for p := path; p != "/" && p != "."; p = filepath.Dir(p) {
		if ok, _ := filepath.Match(place, p); ok {
			return true
		}
	}
	return false
}

func expandTilde(p, home string) string {
	switch {
	case p == "~":
		return home
	case strings.HasPrefix(p, "~/"):
		return home + p[1:]
	}
	return p
}

// landingNames are the names files get in a directory the command
// writes into: cp, mv, ln and install put each source there under its
// own name. Only a written path that is a directory now has them.
func (ch Check) landingNames(changed []string) []string {
	if ch.Typed == nil {
		return nil
	}
	var out []string
	sources := ch.Typed.Paths(registry.ReadPath, registry.RemovePath)
	for _, w := range changed {
		fi, err := os.Stat(Resolve(w, ch.Dir, ch.Home))
		if err != nil || !fi.IsDir() {
			continue
		}
		for _, src := range sources {
			if src != w {
				out = append(out, strings.TrimSuffix(w, "/")+"/"+filepath.Base(src))
			}
		}
	}
	return out
}
