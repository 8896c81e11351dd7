package ask

import (
	"fmt"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/execute"
)

func TestHelpersBecomeCommandText(t *testing.T) {
	for _, c := range []struct {
		tool string
		args map[string]any
		want string
	}{
		{ToolListDirectory, map[string]any{}, "ls -la ."},
		{ToolListDirectory, map[string]any{"path": "-rf"}, "ls -la ./-rf"},
		{ToolListDirectory, map[string]any{"path": "my dir"}, "ls -la 'my dir'"},
		{ToolReadFile, map[string]any{"path": "a.txt"}, "head -n 40 a.txt"},
		{ToolReadFile, map[string]any{"path": "a.txt", "lines": float64(1000)}, "head -n 200 a.txt"},
		{ToolReadFile, map[string]any{"path": "a.txt", "lines": "5"}, "head -n 5 a.txt"},
		{ToolSearch, map[string]any{"pattern": "a b", "path": "src"}, "grep -rn -e 'a b' src"},
		{ToolSearch, map[string]any{"pattern": "$(reboot)"}, "grep -rn -e '$(reboot)' ."},
		{ToolRunCommand, map[string]any{"command": "  ls -la  "}, "ls -la"},
	} {
		got, err := findTool(allTools, c.tool).command(c.args)
		if err != nil || got != c.want {
			t.Errorf("%s(%v) = %q, %v; want %q", c.tool, c.args, got, err, c.want)
		}
	}
	for _, c := range []struct {
		tool string
		args map[string]any
		err  string
	}{
		{ToolRunCommand, map[string]any{}, `the argument "command" is missing`},
		{ToolRunCommand, map[string]any{"command": " "}, `the argument "command" is empty`},
		{ToolRunCommand, map[string]any{"command": []any{"ls"}}, `the argument "command" is not a string`},
		{ToolRunCommand, map[string]any{"command": strings.Repeat("x", 5000)}, `the argument "command" is longer than 4096 bytes`},
		{ToolReadFile, map[string]any{"path": "a", "lines": 2.5}, `the argument "lines" is not a whole number`},
	} {
		if _, err := findTool(allTools, c.tool).command(c.args); err == nil || err.Error() != c.err {
			t.Errorf("%s(%v) error %v, want %q", c.tool, c.args, err, c.err)
		}
	}
}

func TestAnswerIsEscaped(t *testing.T) {
	var b strings.Builder
	w := newAnswerWriter(&b)
	w.write("\x1b[2Jhi\nthe")
	w.write("re\t!\u202e")
	w.end()
	if got, want := b.String(), "\\e[2Jhi\nthere    !\\u{202e}\n"; got != want {
		t.Errorf("answer written as %q, want %q", got, want)
	}
}

func TestOutputForModelIsRedactedAndBounded(t *testing.T) {
	res := execute.Result{ExitCode: 1, Stdout: execute.Stream{Text: "password=correcthorse\n"}, Stderr: execute.Stream{Text: "oops"}}
	if got, want := forModel(res), "exit status 1\nstdout:\npassword=[REDACTED]\nstderr:\noops\n"; got != want {
		t.Errorf("forModel = %q, want %q", got, want)
	}
	long := execute.Result{Stdout: execute.Stream{Text: strings.Repeat("é", 3000)}}
	got := forModel(long)
	if !strings.HasSuffix(got, "\n[output cut at 4000 bytes]\n") || len(got) > 4000+len("\n[output cut at 4000 bytes]\n") {
		t.Errorf("forModel of 6000 bytes is %d bytes, ending %q", len(got), got[len(got)-40:])
	}
}

func TestFold(t *testing.T) {
	var b strings.Builder
	lines := []string{"1\t2", "2", "3", "4", "5", "6", "7", "8", "9", "\x1b]0;title\x07"}
	fold(&b, execute.Result{ExitCode: 2, Stdout: execute.Stream{Text: strings.Join(lines, "\n") + "\n"}, Stderr: execute.Stream{Text: "bad\n"}})
	want := "  | 1    2\n  | 2\n  | 3\n  | 4\n  | 5\n  | 6\n  | 7\n  | 8\n  | ... 2 more lines\n  | stderr: bad\n  exit status 2\n"
	if b.String() != want {
		t.Errorf("fold =\n%s\nwant\n%s", b.String(), want)
	}
}

func TestLastLine(t *testing.T) {
	for _, c := range []struct{ answer, want string }{
		{"Run this:\nls -la", "ls -la"},
		{"Run this:\n\n```\nls -la\n```\n", "ls -la"},
		{"Run this:\n```bash\n$ du -sh .\n```", "du -sh ."},
		{"Use `df -h`", "Use `df -h`"},
		{"Use:\n`df -h`", "df -h"},
		{"", ""},
		{"```\n```", ""},
	} {
		if got := LastLine(c.answer); got != c.want {
			t.Errorf("LastLine(%q) = %q, want %q", c.answer, got, c.want)
		}
	}
}

// TestToolTextsNameTheBounds: read_file's texts, written out so that
// allTools is static data, say the bounds the code applies.
func TestToolTextsNameTheBounds(t *testing.T) {
	for _, tl := range allTools {
		if tl.name != ToolReadFile {
			continue
		}
		if want := fmt.Sprintf("at most %d lines.", maxReadLines); !strings.HasSuffix(tl.description, want) {
			t.Errorf("read_file's description %q does not end %q", tl.description, want)
		}
		if want := fmt.Sprintf("how many lines, default %d", defaultReadLines); tl.params[1].Description != want {
			t.Errorf("read_file's lines parameter says %q, want %q", tl.params[1].Description, want)
		}
		return
	}
	t.Fatal("no read_file tool")
}
