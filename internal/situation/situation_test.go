package situation

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/request"
)

var allOn = Options{Cwd: true, OS: true, Project: true, Git: true, LastCommand: true,
	History: true, HistoryLines: 3, Scrollback: true, ScrollbackLines: 10}

func sourcesOf(items []request.ContextItem) []string {
	var names []string
	for _, it := range items {
		names = append(names, it.Source)
	}
	return names
}

func TestGatherRunsOnlyEnabledSourcesInPromptOrder(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	in := Input{Dir: dir, Platform: "linux", Shell: "zsh",
		Last:    &request.LastCommand{Text: "git stauts", Status: 1},
		History: []string{"ls", "cd src", "make", "git stauts"}}
	items := Gather(context.Background(), in, allOn)
	// No git repository and no tmux here: those sources have nothing.
	if got, want := sourcesOf(items), []string{"os", "cwd", "project", "history", "last_command"}; !slices.Equal(got, want) {
		t.Fatalf("sources = %v, want %v", got, want)
	}
	byName := map[string]string{}
	for _, it := range items {
		byName[it.Source] = it.Text
	}
	if !strings.HasPrefix(byName["os"], "linux") || !strings.HasSuffix(byName["os"], "; shell zsh") {
		t.Errorf("os = %q", byName["os"])
	}
	if byName["cwd"] != dir || byName["project"] != "go.mod" {
		t.Errorf("cwd = %q, project = %q", byName["cwd"], byName["project"])
	}
	if byName["history"] != "cd src\nmake\ngit stauts" {
		t.Errorf("history keeps the last history_lines lines: %q", byName["history"])
	}
	if byName["last_command"] != "git stauts (exit status 1)" {
		t.Errorf("last_command = %q", byName["last_command"])
	}

	none := Gather(context.Background(), in, Options{})
	if none == nil || len(none) != 0 {
		t.Errorf("all sources off: %#v, want an empty, non-nil list", none)
	}
	in.Fixing = true
	if got := sourcesOf(Gather(context.Background(), in, Options{LastCommand: true})); len(got) != 0 {
		t.Errorf("when fixing, the last command is the task, not context: %v", got)
	}
}

// TestGatherKeepsToTheBudgetItIsGiven: a budget already spent leaves
// every source out, so Options.Budget is the one Gather keeps to.
func TestGatherKeepsToTheBudgetItIsGiven(t *testing.T) {
	in := Input{Dir: t.TempDir(), Platform: "linux", Shell: "bash"}
	opts := Options{Cwd: true, OS: true}
	if got := sourcesOf(Gather(context.Background(), in, opts)); len(got) != 2 {
		t.Fatalf("with the default budget: %v, want os and cwd", got)
	}
	opts.Budget = time.Nanosecond
	if got := sourcesOf(Gather(context.Background(), in, opts)); len(got) != 0 {
		t.Errorf("with a budget of 1ns: %v, want nothing", got)
	}
}

func TestProjectLooksUpToTheNearestMarkedParent(t *testing.T) {
	root := t.TempDir()
	sub := filepath.Join(root, "cmd", "tool")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Makefile", "go.mod"} {
		if err := os.WriteFile(filepath.Join(root, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := projectFiles(context.Background(), &Input{Dir: sub}, Options{}), "go.mod, Makefile (in "+root+")"; got != want {
		t.Errorf("project = %q, want %q", got, want)
	}
}

func TestCleanRedactsEscapesAndBounds(t *testing.T) {
	for _, tc := range []struct {
		name, in  string
		limit     int
		multiline bool
		want      string
	}{
		{"token", "curl -H 'Authorization: Bearer abcdefghijklmnop123' https://x", 200, false,
			"curl -H 'Authorization: Bearer [REDACTED]' https://x"},
		{"github token", "export GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123", 200, false,
			"export GITHUB_TOKEN=[REDACTED]"},
		{"colour codes dropped", "\x1b[31merror:\x1b[0m not found", 200, false, "error: not found"},
		{"OSC 52 dropped whole", "ok\x1b]52;c;ZXZpbA==\x07 done", 200, false, "ok done"},
		{"controls escaped", "a\x07b\u202ec", 200, false, `a\x07b\u{202e}c`},
		{"single line clipped", strings.Repeat("x", 50), 10, false, "xxxxxxx…"},
		{"newlines joined on one line", "a\nb", 200, false, "a b"},
		{"multi-line keeps the newest", "old\nmiddle\nnew", 11, true, "middle\nnew"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := clean(tc.in, tc.limit, tc.multiline)
			if got != tc.want {
				t.Errorf("clean(%q) = %q, want %q", tc.in, got, tc.want)
			}
			if len(got) > tc.limit {
				t.Errorf("%d bytes, over the limit of %d", len(got), tc.limit)
			}
		})
	}
}

func TestEverySourceIsBounded(t *testing.T) {
	long := strings.Repeat("word ", 2000)
	in := Input{Dir: "/" + strings.Repeat("d", 3000), Platform: "linux", Shell: "bash",
		Last: &request.LastCommand{Text: long, Status: 2}, History: strings.Split(strings.Repeat("line\n", 5000), "\n")}
	opts := allOn
	opts.HistoryLines = 5000
	total := 0
	for _, it := range Gather(context.Background(), in, opts) {
		for _, s := range sources {
			if s.name == it.Source && len(it.Text) > s.limit {
				t.Errorf("%s: %d bytes, limit %d", it.Source, len(it.Text), s.limit)
			}
		}
		total += len(it.Text)
	}
	if total == 0 || total > 8<<10 {
		t.Errorf("all sources together: %d bytes", total)
	}
}

func TestOSRelease(t *testing.T) {
	path := filepath.Join(t.TempDir(), "os-release")
	if err := os.WriteFile(path, []byte("NAME=Debian\nPRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := osRelease(path); got != "Debian GNU/Linux 12 (bookworm)" {
		t.Errorf("osRelease = %q", got)
	}
	if got := osRelease(filepath.Join(t.TempDir(), "missing")); got != "" {
		t.Errorf("missing file: %q", got)
	}
}
