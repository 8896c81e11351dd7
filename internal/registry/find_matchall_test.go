package registry

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestFindMatchesAsRealFind runs real find with each test in a scratch
// tree made to hold what trees hold at the edges: a hidden file, an empty
// one, one with a one-letter name, a file of a gibibyte (sparse: the size rule's bound), files dated
// 1971 and a year ahead, a hard link, a symbolic link, a subdirectory.
// A test's MatchesAll must say true exactly when real find lets every
// path of the tree through it.
func TestFindMatchesAsRealFind(t *testing.T) {
	if _, err := exec.LookPath("find"); err != nil {
		t.Skip("find is not installed")
	}
	root := t.TempDir()
	tree := filepath.Join(root, "tree")
	write := func(name, text string, mode os.FileMode) string {
		path := filepath.Join(tree, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), mode); err != nil {
			t.Fatal(err)
		}
		return path
	}
	write("a.txt", "a\n", 0o644)
	write(".hidden", "h\n", 0o600)
	write("empty", "", 0o644)
	write("x", "x\n", 0o644)
	write("run.sh", "#!/bin/sh\n", 0o755)
	write("sub/deep/b.log", "b\n", 0o644)
	big := write("big.img", "", 0o644)
	if err := os.Truncate(big, 1<<30); err != nil {
		t.Fatal(err)
	}
	old, future := write("old.txt", "o\n", 0o644), write("future.txt", "f\n", 0o644)
	if err := os.Chtimes(old, time.Date(1971, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(1971, 1, 1, 0, 0, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(future, time.Now().AddDate(1, 0, 0), time.Now().AddDate(1, 0, 0)); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(filepath.Join(tree, "a.txt"), filepath.Join(tree, "sub", "a-link.txt")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("a.txt", filepath.Join(tree, "sym")); err != nil {
		t.Fatal(err)
	}
	find := func(args ...string) []string {
		cmd := exec.Command("find", append([]string{"tree"}, args...)...)
		cmd.Dir = root
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("find tree %s: %v", strings.Join(args, " "), err)
		}
		return strings.Split(strings.TrimSpace(string(out)), "\n")
	}
	every := find()
	if len(every) < 12 {
		t.Fatalf("the tree is not what the test made: %q", every)
	}
	for _, c := range []struct{ test, value string }{
		{"-name", "*"}, {"-name", "**"}, {"-name", "?*"}, {"-name", "*.txt"}, {"-name", ".*"}, {"-name", "??*"},
		{"-iname", "*"}, {"-iname", "A*"},
		{"-path", "*"}, {"-path", "tree/*"}, {"-wholename", "*"}, {"-ipath", "*?*"},
		{"-regex", ".*"}, {"-regex", "^.*$"}, {"-regex", ".+"}, {"-regex", "tree/.*"}, {"-iregex", ".*.*"}, {"-regex", ".+.+.+.+.+"},
		{"-size", "-100G"}, {"-size", "-2G"}, {"-size", "-1025M"}, {"-size", "-1024M"}, {"-size", "-1G"},
		{"-size", "-2097153"}, {"-size", "-2097152"}, {"-size", "-1048577k"}, {"-size", "+0"}, {"-size", "-10M"},
		{"-mtime", "-100000"}, {"-mtime", "-7"}, {"-mtime", "+7"}, {"-mmin", "-100000000"}, {"-mmin", "-60"},
		{"-atime", "-100000"}, {"-atime", "-7"},
		{"-links", "+0"}, {"-links", "+1"}, {"-links", "1"}, {"-links", "-2"},
		{"-perm", "-000"}, {"-perm", "/000"}, {"-perm", "-0"}, {"-perm", "-100"}, {"-perm", "/111"}, {"-perm", "644"},
	} {
		opt := findFamily.Spec.option(c.test)
		if opt == nil || !opt.Narrows || opt.MatchesAll == nil {
			t.Fatalf("%s: not a narrowing test with MatchesAll", c.test)
		}
		realAll := slices.Equal(find(c.test, c.value), every)
		if got := opt.MatchesAll(c.value); got != realAll {
			t.Errorf("find %s '%s': MatchesAll = %v, but real find lets every path through = %v", c.test, c.value, got, realAll)
		}
	}
}

// TestFindThatMatchesAllIsRemoval: the same tests in a line that removes
// the matches make it rm -r's risk, with the warning that says why; a
// test that leaves files out keeps the line a write.
func TestFindThatMatchesAllIsRemoval(t *testing.T) {
	for _, c := range []struct {
		line string
		want Risk
	}{
		{"find victim -name * -delete", Dangerous},
		{"find victim -mtime -100000 -delete", Dangerous},
		{"find victim -size -100G -delete", Dangerous},
		{"find victim -links +0 -delete", Dangerous},
		{"find victim -type f -name * -exec rm {} +", Dangerous},
		{"find victim -regex .* -perm /000 -delete", Dangerous},
		{"find victim -name * -mtime -100000 -size -100G -delete", Dangerous},
		{"find . -name *.tmp -delete", Write},
		{"find . -name * -mtime +7 -delete", Write},
		{"find victim -size -10M -delete", Write},
		{"find victim -name *", Safe},
	} {
		cmd, err := findFamily.ReadArgv(strings.Fields(c.line))
		if err != nil {
			t.Fatalf("%s: %v", c.line, err)
		}
		if got := cmd.Risk(); got != c.want {
			t.Errorf("%s: risk %v, want %v", c.line, got, c.want)
		}
		warned := slices.ContainsFunc(cmd.Warnings(), func(w string) bool { return strings.HasPrefix(w, "No test narrows") })
		if warned != (c.want == Dangerous) {
			t.Errorf("%s: whole-tree warning %v, want %v", c.line, warned, c.want == Dangerous)
		}
	}
}
