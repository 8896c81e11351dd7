package ask

import (
	"fmt"
	"io"
	"runtime"
	"strings"

	"github.com/oterminus/oterminus/internal/execute"
	"github.com/oterminus/oterminus/internal/redact"
	"github.com/oterminus/oterminus/internal/termtext"
)

// escape makes untrusted text (model text, command output, file names)
// safe to print: it can never move the cursor, clear the screen or hide
// what follows.
func escape(s string) string { return termtext.Escape(s) }

func quoted(s string) string { return `"` + escape(termtext.Clip(s, 80)) + `"` }

// answerWriter streams the model's text to the terminal as it arrives,
// escaped character by character but with its line breaks kept, so the
// answer reads as prose.
type answerWriter struct {
	w       io.Writer
	wrote   bool
	endLine bool // the last text written ended a line
}

func newAnswerWriter(w io.Writer) *answerWriter { return &answerWriter{w: w, endLine: true} }

func (a *answerWriter) write(text string) {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if i > 0 {
			io.WriteString(a.w, "\n")
		}
		io.WriteString(a.w, escape(strings.ReplaceAll(line, "\t", "    ")))
	}
	a.wrote = a.wrote || text != ""
	a.endLine = strings.HasSuffix(text, "\n") || (text == "" && a.endLine)
}

// end finishes the answer's last line.
func (a *answerWriter) end() {
	if a.wrote && !a.endLine {
		io.WriteString(a.w, "\n")
	}
}

// fold shows a step's output: the first lines of each stream, escaped
// and clipped, and how many lines were left out.
func fold(w io.Writer, res execute.Result) {
	for _, stream := range []struct {
		name string
		s    execute.Stream
	}{{"", res.Stdout}, {"stderr: ", res.Stderr}} {
		text := strings.TrimRight(stream.s.Text, "\n")
		if text == "" {
			continue
		}
		lines := strings.Split(text, "\n")
		for _, line := range lines[:min(len(lines), foldLines)] {
			line = strings.ReplaceAll(line, "\t", "    ") // columns, as a terminal shows them
			fmt.Fprintf(w, "  | %s%s\n", stream.name, escape(termtext.Clip(line, 200)))
		}
		if more := len(lines) - foldLines; more > 0 || stream.s.Truncated {
			fmt.Fprintf(w, "  | ... %d more lines\n", max(more, 0))
		}
	}
	if res.ExitCode != 0 {
		fmt.Fprintf(w, "  exit status %d\n", res.ExitCode)
	}
}

// forModel is a step's result as the model reads it: exit status and
// output, redacted (a file may hold a key) and bounded.
func forModel(res execute.Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "exit status %d\n", res.ExitCode)
	for name, s := range res.Streams() {
		if s.Text == "" {
			continue
		}
		fmt.Fprintf(&b, "%s:\n%s", name, s.Text)
		if !strings.HasSuffix(s.Text, "\n") {
			b.WriteString("\n")
		}
		if s.Truncated {
			fmt.Fprintf(&b, "[%s truncated]\n", name)
		}
	}
	return clipBytes(redact.Text(b.String()), maxToolResult)
}

// clipBytes keeps at most n bytes, cut at a character boundary.
func clipBytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !isRuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + fmt.Sprintf("\n[output cut at %d bytes]\n", n)
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

// systemPrompt tells the model what it can do and how steps are judged.
func systemPrompt(cfg Config, tools []tool, runLines bool) string {
	platform := cfg.Platform
	if platform == "" {
		platform = runtime.GOOS
	}
	var b strings.Builder
	fmt.Fprintf(&b, `You answer the user's question in their terminal on %s. The working directory is %s.
`, platform, cfg.Dir)
	switch {
	case runLines && findTool(tools, ToolRunCommand) != nil:
		b.WriteString(`To look at the system before you answer, you may run commands: write a line that starts with
RUN: and one command, e.g. "RUN: ls -la src", and end your message there; the next message gives you the output.
oterminus reads every command as a typed command: programs it knows with their arguments, joined by at most
pipes, redirections, '&&', '||' or ';'; no command substitution, subshells or variable assignments. Local read-only commands run at once; commands that change files, contact the network or read files that hold secrets (.env, keys, credentials, shell history) wait for the user's approval; refused commands come
back with the reason, so try another way or answer. A successful cd changes the working directory for later
commands. Use as few commands as you can, and never write RUN: in your final answer.
`)
	case runLines:
	case len(tools) > 0:
		fmt.Fprintf(&b, `You may call tools (%s) to look at the system before you answer. oterminus reads every command
as a typed command: programs it knows with their arguments, joined by at most pipes, redirections, '&&', '||'
or ';'; no command substitution, subshells or variable assignments. Local read-only commands run at once; commands that change files, contact the network or read files that hold secrets (.env, keys, credentials, shell history) wait for the user's approval; refused commands come back with the reason, so
try another way or answer. A successful cd changes the working directory for later commands.
Use as few steps as you can.
`, toolNames(tools))
	}
	b.WriteString(`When you know the answer, answer briefly in plain text without calling a tool. If the answer is a
command for the user to run, put it alone on the last line.
`)
	if cfg.Instructions != "" {
		b.WriteString("\n" + cfg.Instructions + "\n")
	}
	return b.String()
}

// LastLine is the command an answer ends with, if it ends with one: its
// last non-blank line, without a code fence, backquotes or a "$ " prompt.
// It is only a candidate: the caller takes it through the typed-command
// path like any step.
func LastLine(answer string) string {
	lines := strings.Split(strings.TrimSpace(answer), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		line := strings.TrimSpace(lines[i])
		if line == "" || strings.HasPrefix(line, "```") {
			continue
		}
		if strings.HasPrefix(line, "`") && strings.HasSuffix(line, "`") && len(line) > 1 {
			line = strings.Trim(line, "`")
		}
		line = strings.TrimSpace(strings.TrimPrefix(line, "$ "))
		return line
	}
	return ""
}
