package policy

import (
	"fmt"
	"path/filepath"
)

// startupFiles are the files, and directories with everything in them,
// in the home directory that a shell, ssh, git or the desktop session
// reads at start and takes commands from: a line added to ~/.bashrc
// runs in every later shell, a key added to ~/.ssh/authorized_keys lets
// someone in, a core.fsmonitor in ~/.gitconfig runs on every git
// status. Changing them is as lasting as changing the system, so it
// needs dangerous mode too.
var startupFiles = []string{
	".bashrc", ".bash_profile", ".bash_login", ".bash_logout", ".profile",
	".zshrc", ".zshenv", ".zprofile", ".zlogin", ".zlogout",
	".config/fish", ".ssh", ".gitconfig", ".config/git",
	".config/autostart", ".config/systemd", ".config/environment.d", ".pam_environment",
	".xinitrc", ".xprofile", ".xsession", ".xsessionrc",
}

// startupReason refuses a change to a startup file of the home
// directory; "" when resolved (p resolved from dir) is none.
func startupReason(p, resolved, dir, home string) string {
	if home == "" {
		return ""
	}
	h := Resolve(home, dir, home)
	for _, f := range startupFiles {
		if within(resolved, filepath.Join(h, f)) {
			name := "'" + p + "'"
			if resolved != p {
				name += " (" + resolved + ")"
			}
			return fmt.Sprintf("Changing %s, which a shell, ssh or git reads at start and takes commands from, needs policy mode 'dangerous' and OTERMINUS_ALLOW_DANGEROUS=1.", name)
		}
	}
	return ""
}
