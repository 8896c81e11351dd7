package gitrepo

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestProgramSettings(t *testing.T) {
	for _, c := range []struct {
		config string
		want   []string
	}{
		{"[core]\n\trepositoryformatversion = 0\n\tbare = false\n[remote \"origin\"]\n\turl = x\n", nil},
		{"[core]\n\tfsmonitor = ./.hook.sh\n", []string{"core.fsmonitor"}},
		{"[Core]\n\tPager = evil\n", []string{"core.pager"}},
		{"[diff]\n\texternal = evil\n[diff \"pdf\"]\n\ttextconv = evil\n", []string{"diff.external", "diff.pdf.textconv"}},
		{"[filter \"lfs\"]\n\tsmudge = evil\n\tclean = evil\n", []string{"filter.lfs.smudge", "filter.lfs.clean"}},
		{"[pager]\n\tlog = evil\n", []string{"pager.log"}},
		{"[include]\n\tpath = ../other\n", []string{"include.path"}},
		{"[includeIf \"gitdir:~/\"]\n\tpath = x\n", []string{"includeif.gitdir:~/.path"}},
		{"[core] pager = evil\n", []string{"core.pager"}},
		{"# [core]\n# pager = evil\n", nil},
	} {
		dir := t.TempDir()
		if err := os.MkdirAll(filepath.Join(dir, ".git"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, ".git", "config"), []byte(c.config), 0o644); err != nil {
			t.Fatal(err)
		}
		sub := filepath.Join(dir, "src")
		if err := os.Mkdir(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		r, ok := Find(sub)
		if !ok || r.Top != dir {
			t.Fatalf("Find(%s) = %+v %v", sub, r, ok)
		}
		if got := r.ProgramSettings(); !slices.Equal(got, c.want) {
			t.Errorf("%q: %q, want %q", c.config, got, c.want)
		}
	}
}
