package policy

import (
	"fmt"

	"github.com/oterminus/oterminus/internal/gitrepo"
	"github.com/oterminus/oterminus/internal/registry"
)

// workTreeReasons checks where a git command that writes its work tree
// (git switch, merge, stash, reset: registry's WritesWorkTree) writes:
// the work tree git itself resolves from the working directory
// (gitrepo.WorkTree), which a repository's own core.worktree, a .git file
// naming another git directory, or GIT_WORK_TREE can put anywhere, the
// home directory included. That tree is checked as any written path:
// never a protected directory, inside a system directory only when
// dangerous commands are allowed, not a startup file, within the allowed
// roots. When git cannot tell, where it writes is unknown, and the
// command is refused unless dangerous commands are allowed.
func (c Config) workTreeReasons(ch Check) []string {
	if ch.Risk < registry.Write || ch.Family == nil || len(ch.Argv) == 0 || !ch.Family.WritesWorkTree(ch.Argv[1:]) {
		return nil
	}
	top, err := gitrepo.WorkTree(ch.Dir)
	switch {
	case err != nil && c.Allows(registry.Dangerous):
		return nil
	case err != nil:
		return []string{fmt.Sprintf("git could not tell where %s would write its work tree (%s); it is refused unless dangerous commands are allowed.",
			ch.Family.Program(), err)}
	case top == "":
		return nil // no repository, or a bare one: git fails before writing
	}
	var reasons []string
	if len(c.AllowedRoots) > 0 {
		if outside := c.outsideRoots([]string{top}, ch.Dir, ch.Home); len(outside) > 0 {
			reasons = append(reasons, fmt.Sprintf("%s writes the repository's work tree, which git puts at %s, outside the allowed roots.", ch.Family.Program(), top))
		}
	}
	for _, reason := range protectedReasons([]string{top}, ch.Dir, ch.Home, c.Allows(registry.Dangerous)) {
		reasons = append(reasons, fmt.Sprintf("%s writes the repository's work tree, which git puts at %s (core.worktree, a .git file or GIT_WORK_TREE can put it anywhere). %s",
			ch.Family.Program(), top, reason))
	}
	return reasons
}
