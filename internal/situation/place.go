package situation

import (
	"bufio"
	"context"
	"io"
	"strings"

	"github.com/oterminus/oterminus/internal/safefile"
)

// system names the operating system, its release where a file says so
// (Linux's /etc/os-release), and the shell the command is for.
func system(_ context.Context, in *Input, _ Options) string {
	s := in.Platform
	if release := osRelease("/etc/os-release"); release != "" {
		s += " (" + release + ")"
	}
	if in.Shell != "" {
		s += "; shell " + in.Shell
	}
	return s
}

// osRelease reads PRETTY_NAME from an os-release file.
func osRelease(path string) string {
	// /etc/os-release is a symlink to /usr/lib/os-release on most systems.
	f, _, err := safefile.Open(path, safefile.FollowLinks)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(io.LimitReader(f, 64<<10))
	for sc.Scan() {
		if value, ok := strings.CutPrefix(sc.Text(), "PRETTY_NAME="); ok {
			return strings.Trim(value, `"'`)
		}
	}
	return ""
}

// workingDir is the absolute working directory. The model is asked for
// relative paths; this tells it where they are relative to.
func workingDir(_ context.Context, in *Input, _ Options) string {
	return in.Dir
}
