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

// The listing runs the real find and stops at maxListed paths.
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
}
