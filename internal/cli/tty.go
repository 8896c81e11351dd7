package cli

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/sys/unix"

	"github.com/oterminus/oterminus/internal/planning"
	"github.com/oterminus/oterminus/internal/termtext"
)

// The widget runs inside the shell's line editor, which holds the
// terminal. While the model works, the helper takes the terminal over:
// it turns off signal generation so Ctrl-C arrives as a byte it reads,
// instead of a SIGINT that would abort the line editor and lose the
// buffer, and it draws a spinner at the right edge of the current line.
// The exact previous terminal state is restored before the shell redraws.

func getTermios(fd uintptr) (*unix.Termios, error) {
	return unix.IoctlGetTermios(int(fd), ioctlGetTermios)
}

func setTermios(fd uintptr, t *unix.Termios) error {
	return unix.IoctlSetTermios(int(fd), ioctlSetTermios, t)
}

func terminalWidth(fd uintptr) int {
	ws, err := unix.IoctlGetWinsize(int(fd), unix.TIOCGWINSZ)
	if err != nil || ws.Col == 0 {
		return 80
	}
	return int(ws.Col)
}

// cancelKeys stop the wait: Ctrl-C, Ctrl-G (abort in emacs keymaps), Esc.
var cancelKeys = map[byte]bool{0x03: true, 0x07: true, 0x1b: true}

// waitingPlanner wraps the planner with the terminal takeover. While it
// holds the terminal, Ctrl-C is a key it reads, so it needs no signal
// handling (a SIGTERM or SIGHUP just ends it, and every shell resets the
// terminal's modes when its line editor resumes). Without a terminal it
// waits with signal handling instead.
type waitingPlanner struct {
	inner model
	e     *Env
	// echo is the line to show while waiting, for shells that hide it
	// while a key binding runs (bash clears the prompt line).
	echo string
}

func (w waitingPlanner) Plan(ctx context.Context, req planning.Request) (plan *planning.Plan, err error) {
	err = w.wait(ctx, func(ctx context.Context) error {
		plan, err = w.inner.Plan(ctx, req)
		return err
	})
	return plan, err
}

func (w waitingPlanner) ExplainFailure(ctx context.Context, req planning.FailureRequest) (ex *planning.FailureExplanation, err error) {
	err = w.wait(ctx, func(ctx context.Context) error {
		ex, err = w.inner.ExplainFailure(ctx, req)
		return err
	})
	return ex, err
}

// wait runs call while holding the terminal: cancel keys end it, and a
// spinner shows it is working.
func (w waitingPlanner) wait(ctx context.Context, call func(context.Context) error) error {
	tty, err := w.e.OpenTTY()
	if err != nil {
		return interruptibly(ctx, call)
	}
	defer tty.Close()
	saved, err := getTermios(tty.Fd())
	if err != nil {
		return interruptibly(ctx, call)
	}
	raw := *saved
	raw.Lflag &^= unix.ISIG | unix.ICANON | unix.ECHO
	raw.Cc[unix.VMIN], raw.Cc[unix.VTIME] = 1, 0
	if err := setTermios(tty.Fd(), &raw); err != nil {
		return interruptibly(ctx, call)
	}
	defer setTermios(tty.Fd(), saved)

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go readCancelKeys(tty, cancel)
	if w.echo != "" {
		line := []rune(termtext.Escape(strings.ReplaceAll(w.echo, "\n", " ")))
		if limit := terminalWidth(tty.Fd()) / 2; len(line) > limit {
			line = append(line[:max(limit-1, 0)], '…')
		}
		fmt.Fprintf(tty, "\r\x1b[K%s", string(line))
		defer fmt.Fprint(tty, "\r\x1b[K")
	}
	stop := spin(tty, "oterminus: thinking (Ctrl-C cancels)")
	defer stop()
	return call(ctx)
}

// readCancelKeys cancels on a cancel key. Other keys typed while waiting
// are dropped. The read ends when the file is closed.
func readCancelKeys(tty *os.File, cancel context.CancelFunc) {
	buf := make([]byte, 64)
	for {
		n, err := tty.Read(buf)
		for _, b := range buf[:n] {
			if cancelKeys[b] {
				cancel()
				return
			}
		}
		if err != nil {
			return
		}
	}
}

var spinnerFrames = []string{"⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"}

// spin draws a spinner and label at the right edge of the cursor's line,
// saving and restoring the cursor around each frame so the line editor's
// idea of the cursor stays true; stop erases it.
func spin(tty *os.File, label string) (stop func()) {
	width := terminalWidth(tty.Fd())
	text := label
	if utf8.RuneCountInString(text)+4 > width/2 {
		text = ""
	}
	col := width - utf8.RuneCountInString(text) - 2
	if text == "" {
		col = width - 1
	}
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for i := 0; ; i++ {
			frame := spinnerFrames[i%len(spinnerFrames)]
			if text != "" {
				frame += " " + text
			}
			fmt.Fprintf(tty, "\x1b7\x1b[%dG%s\x1b8", col, frame)
			select {
			case <-done:
				fmt.Fprintf(tty, "\x1b7\x1b[%dG\x1b[K\x1b8", col)
				return
			case <-tick.C:
			}
		}
	}()
	return func() {
		close(done)
		<-finished
	}
}
