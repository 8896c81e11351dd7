package execute

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/proposal"
)

func TestRunCompound(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("apple\nzebra\nmango\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stages := func(argvs ...[]string) []Stage {
		var out []Stage
		for _, a := range argvs {
			out = append(out, Stage{Argv: a})
		}
		return out
	}
	// cat a.txt missing | sort -r | head -n 1: the pipeline's status is
	// the last stage's, and every stage's errors are kept.
	res := RunCompound(context.Background(), []Pipeline{{Stages: stages(
		[]string{"cat", "a.txt", "missing"}, []string{"sort", "-r"}, []string{"head", "-n", "1"})}}, Options{Dir: dir})
	if res.ExitCode != 0 || res.Stdout.Text != "zebra\n" || !strings.Contains(res.Stderr.Text, "missing") || res.Err != nil {
		t.Errorf("pipeline: %+v", res)
	}

	// ls missing && echo never ; echo after || echo not > out.txt
	res = RunCompound(context.Background(), []Pipeline{
		{Stages: stages([]string{"ls", "missing"})},
		{Op: "&&", Stages: stages([]string{"echo", "never"})},
		{Op: ";", Stages: []Stage{{Argv: []string{"echo", "after"}, Redirects: []proposal.Redirect{{Fd: 1, Op: ">", Target: "out.txt"}}}}},
		{Op: "||", Stages: stages([]string{"echo", "not"})},
	}, Options{Dir: dir})
	if res.ExitCode != 0 || res.Stdout.Text != "" {
		t.Errorf("list: %+v", res)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "out.txt")); string(data) != "after\n" {
		t.Errorf("out.txt holds %q, want %q", data, "after\n")
	}

	// 2>&1 sends errors down the pipe; >> appends.
	res = RunCompound(context.Background(), []Pipeline{{Stages: []Stage{
		{Argv: []string{"ls", "missing"}, Redirects: []proposal.Redirect{{Fd: 2, Op: ">&", Target: "1"}}},
		{Argv: []string{"wc", "-l"}, Redirects: []proposal.Redirect{{Fd: 1, Op: ">>", Target: "out.txt"}}},
	}}}, Options{Dir: dir})
	if res.ExitCode != 0 || res.Stderr.Text != "" {
		t.Errorf("2>&1 | wc -l >> out.txt: %+v", res)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "out.txt")); string(data) != "after\n1\n" {
		t.Errorf("out.txt holds %q, want %q", data, "after\n1\n")
	}

	// cd cannot be a stage: it would change nothing but a child.
	res = RunCompound(context.Background(), []Pipeline{{Stages: stages([]string{"cd", "/"}, []string{"ls"})}}, Options{Dir: dir})
	if res.Err == nil || res.Err.Error() != "cd cannot run inside a pipeline or list" {
		t.Errorf("cd in a pipeline: %+v", res)
	}
}
