package policy

import (
	"fmt"
	"strings"

	"github.com/oterminus/oterminus/internal/registry"
)

// redirectReasons checks the files a compound command's redirections
// name as a command's own paths are checked: every one within the allowed
// roots, and a written one never a protected directory, inside a system
// directory only when dangerous commands are allowed, and not a file with
// other names outside the roots.
func (c Config) redirectReasons(ch Check) []string {
	var reasons []string
	if len(c.AllowedRoots) > 0 {
		paths := append(append([]string(nil), ch.Writes...), ch.Reads...)
		if outside := c.outsideRoots(paths, ch.Dir, ch.Home); len(outside) > 0 {
			reasons = append(reasons, "Paths outside allowed roots: "+strings.Join(outside, ", "))
		}
	}
	reasons = append(reasons, protectedReasons(ch.Writes, ch.Dir, ch.Home, c.Allows(registry.Dangerous))...)
	return append(reasons, c.hardLinkReasons(ch.Writes, ch.Dir, ch.Home)...)
}

// hardLinkReasons refuses changing a file with more than one hard link
// when the allowed roots are set: its other names may be outside them.
func (c Config) hardLinkReasons(paths []string, dir, home string) []string {
	if len(c.AllowedRoots) == 0 {
		return nil
	}
	var reasons []string
	for _, p := range paths {
		if n := hardLinks(Resolve(p, dir, home)); n > 1 {
			reasons = append(reasons, fmt.Sprintf("'%s' has %d hard links: changing it changes every one of its names, which may be outside the allowed roots.", p, n))
		}
	}
	return reasons
}
