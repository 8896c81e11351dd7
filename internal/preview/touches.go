package preview

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
)

// What a write will change, listed now so that Enter is an informed yes:
// the files a find expression's -delete or -exec would act on (found by
// running the same find with its actions swapped for -print0), or the
// paths a glob expanded to. The work is bounded: the listing stops after
// maxListed paths or listingTimeout, and then says "at least". The
// program is taken from the system directories, never from PATH, so a
// planted "find" in a directory on PATH does not run before the person
// has said yes.
const (
	maxListed      = 1000
	listingTimeout = 2 * time.Second
	shownPaths     = 5
	// maxListingBytes bounds what is read of the listing's output.
	maxListingBytes = 1 << 20
)

// systemDirs are where a listing's program is looked for.
var systemDirs = []string{"/usr/bin", "/bin"}

// systemProgram is the absolute path of a program in systemDirs, or "".
func systemProgram(name string) string {
	for _, dir := range systemDirs {
		path := filepath.Join(dir, name)
		if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
			return path
		}
	}
	return ""
}

// changes is the preview's "Changes" value, or "" when there is nothing
// to list beyond what the command line shows. In a pipeline or list each
// stage that writes is listed on its own ("stage 2: 3 paths now: ...").
func changes(o *request.Outcome) string {
	v := o.Validation
	// A line the reader could not read as its shell would has no known
	// effect to list: its words are the text as typed ('*.sh' unexpanded),
	// not what the shell would run.
	if v == nil || (o.Proposal != nil && o.Proposal.Unreadable != "") {
		return ""
	}
	dir, typedGlob := "", false
	if o.Request != nil {
		dir, typedGlob = o.Request.Dir, strings.ContainsAny(o.Request.Text, "*?[")
	}
	if len(v.Stages) == 0 {
		if v.Risk < registry.Write {
			return ""
		}
		return commandChanges(v.Typed, dir, typedGlob)
	}
	var parts []string
	for i, st := range v.Stages {
		if st.Risk < registry.Write {
			continue
		}
		if c := commandChanges(st.Typed, dir, typedGlob); c != "" {
			parts = append(parts, fmt.Sprintf("stage %d: %s", i+1, c))
		}
	}
	if len(parts) == 1 && len(v.Stages) == 1 {
		return strings.TrimPrefix(parts[0], "stage 1: ")
	}
	return strings.Join(parts, "; ")
}

// commandChanges lists what one command would change: the paths its
// find actions act on, or those a typed glob expanded to.
func commandChanges(c *registry.Command, dir string, typedGlob bool) string {
	if c == nil {
		return ""
	}
	if listing := c.ListingArgv(); listing != nil {
		paths, capped, err := runListing(listing, dir)
		if err != nil {
			return "not listed: " + err.Error()
		}
		return describeChanges(paths, capped)
	}
	if typedGlob {
		if changed := c.Changed(); len(changed) > 0 {
			return describeChanges(changed, false)
		}
	}
	return ""
}

// runListing runs a listing argv (NUL-terminated paths on stdout) in dir
// and returns the paths, whether it stopped early, or why it failed.
func runListing(argv []string, dir string) ([]string, bool, error) {
	program := systemProgram(argv[0])
	if program == "" {
		return nil, false, fmt.Errorf("no %s in %s", argv[0], strings.Join(systemDirs, " or "))
	}
	ctx, cancel := context.WithTimeout(context.Background(), listingTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, program, argv[1:]...)
	cmd.Dir = dir
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, false, err
	}
	if err := cmd.Start(); err != nil {
		return nil, false, fmt.Errorf("%s could not start", argv[0])
	}
	var paths []string
	capped := false
	scanner := bufio.NewScanner(out)
	scanner.Buffer(make([]byte, 64<<10), maxListingBytes)
	scanner.Split(splitNUL)
	for scanner.Scan() {
		if len(paths) == maxListed {
			capped = true
			break
		}
		paths = append(paths, scanner.Text())
	}
	if scanner.Err() != nil {
		capped = true
	}
	if capped {
		cancel()
	}
	_ = cmd.Wait()
	if ctx.Err() == context.DeadlineExceeded {
		capped = true
	}
	return paths, capped, nil
}

func splitNUL(data []byte, atEOF bool) (int, []byte, error) {
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return i + 1, data[:i], nil
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}

// describeChanges is "3 paths now: a, b, c", the first few escaped.
func describeChanges(paths []string, capped bool) string {
	if len(paths) == 0 && !capped {
		return "nothing matches now"
	}
	count := fmt.Sprintf("%d", len(paths))
	if capped {
		count = "at least " + count
	}
	noun := "paths"
	if len(paths) == 1 && !capped {
		noun = "path"
	}
	shown := paths[:min(len(paths), shownPaths)]
	list := make([]string, len(shown))
	for i, p := range shown {
		list[i] = escCommand(p)
	}
	more := ""
	if len(paths) > len(shown) || capped {
		more = ", ..."
	}
	return fmt.Sprintf("%s %s now: %s%s", count, noun, strings.Join(list, ", "), more)
}
