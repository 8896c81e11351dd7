package preview

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestDescribeChanges(t *testing.T) {
	for _, c := range []struct {
		paths  []string
		capped bool
		want   string
	}{
		{nil, false, "nothing matches now"},
		{[]string{"a"}, false, "1 path now: a"},
		{[]string{"a", "b\x1b[31m"}, false, `2 paths now: a, b\e[31m`},
		{[]string{"1", "2", "3", "4", "5", "6"}, false, "6 paths now: 1, 2, 3, 4, 5, ..."},
		{[]string{"1", "2"}, true, "at least 2 paths now: 1, 2, ..."},
	} {
		if got := describeChanges(c.paths, c.capped); got != c.want {
			t.Errorf("describeChanges(%q, %v) = %q, want %q", c.paths, c.capped, got, c.want)
		}
	}
}

// The listing runs the system's find and stops at maxListed paths; a
// program that is not in the system directories is not run.
func TestRunListingIsBounded(t *testing.T) {
	dir := t.TempDir()
	for i := range maxListed + 5 {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%04d.log", i)), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	paths, capped, err := runListing([]string{"find", ".", "-name", "*.log", "-print0"}, dir)
	if err != nil || !capped || len(paths) != maxListed {
		t.Fatalf("listed %d paths, capped %v, err %v; want %d, capped", len(paths), capped, err, maxListed)
	}
	paths, capped, err = runListing([]string{"find", ".", "-name", "f000[12].log", "-print0"}, dir)
	slices.Sort(paths)
	if err != nil || capped || !slices.Equal(paths, []string{"./f0001.log", "./f0002.log"}) {
		t.Errorf("listed %q, capped %v, err %v; want ./f0001.log ./f0002.log", paths, capped, err)
	}
	planted := filepath.Join(dir, "oterminus-planted-find")
	if err := os.WriteFile(planted, []byte("#!/bin/sh\ntouch ran\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	if _, _, err := runListing([]string{"oterminus-planted-find", "."}, dir); err == nil || err.Error() != "no oterminus-planted-find in /usr/bin or /bin" {
		t.Errorf("a program outside the system directories: err %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "ran")); err == nil {
		t.Error("the planted program ran")
	}
}
