package shelltest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/dialect"
)

// Term is an interactive shell running in its own tmux server, driven the
// way a person would: keys in, screen out. Its line editor's buffer is
// read back exactly through Dump, a key bound by the test setup that writes
// the buffer to a file.
type Term struct {
	t      testing.TB
	socket string
	Shell  string
	dump   string
	// Timeout bounds every wait.
	Timeout time.Duration
}

// Interactive returns the command that starts shell interactively
// without reading any startup file.
func Interactive(shell string) []string {
	return append(clean(shell), "-i")
}

// StartTerm starts shell in a fresh tmux server with exactly env, in dir.
func StartTerm(t testing.TB, shell, dir string, env []string) *Term {
	t.Helper()
	Require(t, "tmux")
	Require(t, shell)
	x := &Term{
		t:      t,
		socket: fmt.Sprintf("ot%d-%s", os.Getpid(), regexp.MustCompile(`\W+`).ReplaceAllString(t.Name(), "-")),
		Shell:  shell,
		dump:   filepath.Join(t.TempDir(), "buffer"),
		// Waits end as soon as the screen shows what they wait for, so
		// a long limit slows only a failing test; 20 seconds was too
		// short on a busy 2-core machine (issue 35).
		Timeout: time.Minute,
	}
	// tmux runs the command with sh -c; the shell gets exactly env plus
	// the TMUX and TMUX_PANE that tmux set, as in any tmux pane.
	shellCmd := append(append([]string{}, env...), Interactive(shell)...)
	pane := `env -i TMUX="$TMUX" TMUX_PANE="$TMUX_PANE" ` + strings.Join(quoteAll(shellCmd), " ")
	args := []string{"new-session", "-d", "-s", "main", "-x", "160", "-y", "40", "-c", dir, pane}
	x.tmux(args...)
	// kill-server leaves the socket file behind in tmux's directory.
	socketPath := strings.TrimSpace(x.tmux("display-message", "-p", "#{socket_path}"))
	t.Cleanup(func() {
		exec.Command("tmux", "-L", x.socket, "kill-server").Run()
		os.Remove(socketPath)
	})
	return x
}

func quoteAll(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = "'" + strings.ReplaceAll(w, "'", `'\''`) + "'"
	}
	return out
}

func (x *Term) tmux(args ...string) string {
	x.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-L", x.socket, "-f", "/dev/null"}, args...)...).CombinedOutput()
	if err != nil {
		x.t.Fatalf("tmux %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// DumpFile is where the buffer-dump key writes the buffer.
func (x *Term) DumpFile() string { return x.dump }

// Keys sends tmux key names ("C-o", "Enter", "M-C-o").
func (x *Term) Keys(keys ...string) {
	x.t.Helper()
	x.tmux(append([]string{"send-keys", "-t", "main"}, keys...)...)
}

// Type types text literally.
func (x *Term) Type(text string) { x.t.Helper(); x.tmux("send-keys", "-t", "main", "-l", text) }

// Resize makes the terminal cols columns wide and rows high.
func (x *Term) Resize(cols, rows int) {
	x.t.Helper()
	x.tmux("resize-window", "-t", "main", "-x", strconv.Itoa(cols), "-y", strconv.Itoa(rows))
}

// Run types a command line and presses Enter.
func (x *Term) Run(line string) {
	x.t.Helper()
	x.Type(line)
	x.Keys("Enter")
}

// Screen is the visible pane, trailing blank lines removed.
func (x *Term) Screen() string {
	x.t.Helper()
	return strings.TrimRight(x.tmux("capture-pane", "-t", "main", "-p"), "\n")
}

// Clear forgets the scrollback; the shell's own clear-screen key (Ctrl-L)
// then clears what is visible, so later waits see only new text.
func (x *Term) Clear() {
	x.t.Helper()
	x.tmux("clear-history", "-t", "main")
}

// WaitFor waits until the screen matches pattern and returns the screen.
func (x *Term) WaitFor(pattern string) string {
	x.t.Helper()
	re := regexp.MustCompile(pattern)
	deadline := time.Now().Add(x.Timeout)
	for {
		screen := x.Screen()
		if re.MatchString(screen) {
			return screen
		}
		if time.Now().After(deadline) {
			x.t.Fatalf("%s: screen never matched %q:\n%s", x.Shell, pattern, screen)
		}
		time.Sleep(25 * time.Millisecond)
	}
}

// Changed reports whether the screen differs from before within d (a
// key that has nothing to act on may leave it as it was).
func (x *Term) Changed(before string, d time.Duration) bool {
	x.t.Helper()
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		if x.Screen() != before {
			return true
		}
		time.Sleep(10 * time.Millisecond)
	}
	return false
}

// Within reports whether the screen matches pattern within d.
func (x *Term) Within(d time.Duration, pattern string) bool {
	x.t.Helper()
	re := regexp.MustCompile(pattern)
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		if re.MatchString(x.Screen()) {
			return true
		}
		time.Sleep(25 * time.Millisecond)
	}
	return false
}

// Dump presses the dump key and returns the line editor's buffer. The
// binding writes a temporary file and renames it, so the file appears
// whole.
func (x *Term) Dump() string {
	x.t.Helper()
	os.Remove(x.dump)
	x.Keys("C-t")
	deadline := time.Now().Add(x.Timeout)
	for {
		if data, err := os.ReadFile(x.dump); err == nil {
			return string(data)
		}
		if time.Now().After(deadline) {
			x.t.Fatalf("%s: the buffer was never dumped:\n%s", x.Shell, x.Screen())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// PanePID is the shell's process id.
func (x *Term) PanePID() string {
	return strings.TrimSpace(x.tmux("display-message", "-p", "-t", "main", "#{pane_pid}"))
}

// QuoteFor quotes a word for a shell's command line.
func QuoteFor(shell, word string) string {
	d, err := dialect.Lookup(shell)
	if err != nil {
		panic(err)
	}
	return d.Quote(word)
}

// For is the same terminal reporting to t: a subtest drives the terminal
// its parent started, and its failures must stop the subtest.
func (x *Term) For(t testing.TB) *Term {
	c := *x
	c.t = t
	return &c
}
