// Package situation gathers what the planner should know about where the
// person is and what just happened: the working directory, the system,
// the project, git, the last command and, when the person opts in, shell
// history and terminal scrollback.
//
// Gathering runs only on the planner path, costs a few milliseconds, and
// never spawns a process for the default sources. Every text is redacted
// like the audit log, stripped of terminal controls and cut to its
// source's size limit before it goes into the prompt.
//
// Adding a source is one file with its gather function plus one entry in
// the sources table below (and a context.NAME key in config).
package situation

import (
	"context"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/redact"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Options say which sources are on. They mirror config's context.* keys.
type Options struct {
	Cwd, OS, Project, Git, LastCommand bool
	History                            bool
	HistoryLines                       int
	Scrollback                         bool
	ScrollbackLines                    int
	// Budget is how long gathering may take; zero means the default
	// Budget. A loaded machine may want more: a source that starts a
	// process (tmux, git) can miss 150 ms there.
	Budget time.Duration
}

// Input is what the sources read.
type Input struct {
	Dir      string
	Platform string
	Shell    string
	Last     *request.LastCommand // nil when the shell did not say
	// History is the shell's recent history, oldest first, as the shell
	// integration handed it over (only when context.history is on).
	History []string
	Getenv  func(string) string
	// Fixing is set when the request is to fix the last command: it is
	// the task then, so the last_command source leaves it out.
	Fixing bool
}

// Budget bounds the whole gathering. Sources still running when it ends
// are left out; each also bounds its own work.
const Budget = 150 * time.Millisecond

// source is one kind of context.
type source struct {
	name   string // the config key's suffix (context.NAME), and what the audit records
	label  string // how the prompt introduces it
	on     func(Options) bool
	limit  int  // bytes of text at most, after redaction
	lines  bool // multi-line text: keep the most recent lines that fit
	spawns bool // starts a process: run it alongside the others
	gather func(ctx context.Context, in *Input, opts Options) string
}

// sources, in prompt order: what changes least first, so consecutive
// requests share the longest prompt prefix.
var sources = []source{
	{name: "os", label: "System", limit: 200, on: func(o Options) bool { return o.OS }, gather: system},
	{name: "cwd", label: "Working directory", limit: 512, on: func(o Options) bool { return o.Cwd }, gather: workingDir},
	{name: "project", label: "Project files", limit: 400, on: func(o Options) bool { return o.Project }, gather: projectFiles},
	{name: "git", label: "Git", limit: 300, on: func(o Options) bool { return o.Git }, gather: gitState},
	{name: "history", label: "Recent shell history, oldest first", limit: 2048, lines: true,
		on: func(o Options) bool { return o.History }, gather: history},
	{name: "scrollback", label: "Terminal scrollback, most recent last", limit: 3072, lines: true, spawns: true,
		on: func(o Options) bool { return o.Scrollback }, gather: scrollback},
	{name: "last_command", label: "Last command", limit: 600,
		on: func(o Options) bool { return o.LastCommand }, gather: lastCommand},
}

// Names lists every source's name, in prompt order.
func Names() []string {
	names := make([]string, len(sources))
	for i, s := range sources {
		names[i] = s.name
	}
	return names
}

// Gather runs the enabled sources and returns their non-empty results in
// prompt order. Sources that read files run one after another in one
// goroutine: each takes microseconds, and a goroutine each would wake more
// threads than the work is worth. A source that starts a process runs
// alongside them. Whatever has not answered when the budget ends is left
// out, so nothing a source meets (a slow disk, a file that blocks despite
// every precaution) can hold the request.
func Gather(ctx context.Context, in Input, opts Options) []request.ContextItem {
	if in.Getenv == nil {
		in.Getenv = func(string) string { return "" }
	}
	budget := Budget
	if opts.Budget > 0 {
		budget = opts.Budget
	}
	ctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	type result struct {
		i    int
		text string
	}
	done := make(chan result, len(sources)) // buffered: a late source never blocks
	running := 0
	for i, s := range sources {
		if s.on(opts) && s.spawns {
			running++
			go func() { done <- result{i, s.gather(ctx, &in, opts)} }()
		}
	}
	var files []int
	for i, s := range sources {
		if s.on(opts) && !s.spawns {
			files = append(files, i)
		}
	}
	running += len(files)
	go func() {
		for _, i := range files {
			text := ""
			if ctx.Err() == nil {
				text = sources[i].gather(ctx, &in, opts)
			}
			done <- result{i, text}
		}
	}()
	results := make([]string, len(sources))
collect:
	for ; running > 0; running-- {
		select {
		case r := <-done:
			results[r.i] = r.text
		case <-ctx.Done(): // the rest are left out: over budget
			break collect
		}
	}
	items := []request.ContextItem{} // non-nil: gathered, possibly nothing
	for i, s := range sources {
		if text := clean(results[i], s.limit, s.lines); text != "" {
			items = append(items, request.ContextItem{Source: s.name, Label: s.label, Text: text})
		}
	}
	return items
}

// clean redacts text, makes every line printable and bounds it: a single
// line is clipped, multi-line text keeps its most recent lines that fit.
func clean(text string, limit int, multiline bool) string {
	text = strings.TrimSpace(redact.Text(text))
	if text == "" {
		return ""
	}
	if !multiline {
		return clip(printable(strings.ReplaceAll(text, "\n", " ")), limit)
	}
	lines := strings.Split(text, "\n")
	kept, size := []string{}, 0
	for i := len(lines) - 1; i >= 0; i-- {
		line := clip(printable(strings.TrimRight(lines[i], " \t\r")), 400)
		if size+len(line)+1 > limit {
			break
		}
		kept = append(kept, line)
		size += len(line) + 1
	}
	for i, j := 0, len(kept)-1; i < j; i, j = i+1, j-1 {
		kept[i], kept[j] = kept[j], kept[i]
	}
	return strings.TrimSpace(strings.Join(kept, "\n"))
}

// printable removes terminal escape sequences (scrollback carries colour
// codes) and escapes any other control or invisible character.
func printable(s string) string {
	s = stripEscapes(s)
	s = strings.ReplaceAll(s, "\t", "    ")
	return termtext.Escape(s)
}

// stripEscapes drops ANSI CSI and OSC sequences whole.
func stripEscapes(s string) string {
	if !strings.Contains(s, "\x1b") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != 0x1b || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		switch s[i+1] {
		case '[': // CSI: parameters, then one final byte in @..~
			j := i + 2
			for j < len(s) && (s[j] < 0x40 || s[j] > 0x7e) {
				j++
			}
			i = j
		case ']': // OSC: up to BEL or ST (ESC \)
			j := i + 2
			for j < len(s) && s[j] != 0x07 && !(s[j] == 0x1b && j+1 < len(s) && s[j+1] == '\\') {
				j++
			}
			if j < len(s) && s[j] == 0x1b {
				j++
			}
			i = j
		default:
			i++ // a two-byte sequence
		}
	}
	return b.String()
}

// clip cuts s to at most limit bytes on a character boundary.
func clip(s string, limit int) string {
	if len(s) <= limit {
		return s
	}
	cut := limit - len("…")
	for cut > 0 && s[cut]&0xc0 == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}
