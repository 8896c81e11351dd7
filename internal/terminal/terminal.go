// Package terminal is the helper's hold on the controlling terminal:
// its modes (Raw), its width, the keys read while the helper holds it
// (cancel keys, a line typed in answer to a question) and the spinner.
//
// The widget runs inside the shell's line editor, which holds the
// terminal. While the model works, the helper takes the terminal over:
// it turns off signal generation so Ctrl-C arrives as a byte it reads,
// instead of a SIGINT that would abort the line editor and lose the
// buffer, and it draws a spinner at the right edge of the current line.
// The exact previous terminal state is restored before the shell redraws.
//
// It decides nothing about requests: it may not read the configuration,
// flags or the environment, and it writes only what it is given.
package terminal

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"

	"golang.org/x/sys/unix"

	"github.com/oterminus/oterminus/internal/termtext"
)

// Raw puts the terminal in the mode the helper reads keys in: no signals
// from keys, no line editing, no echo, one byte at a time; with newlines
// set, output still turns "\n" into "\r\n". restore puts back the exact
// state it had.
func Raw(tty *os.File, newlines bool) (restore func(), err error) {
	saved, err := getTermios(tty.Fd())
	if err != nil {
		return nil, err
	}
	raw := *saved
	raw.Lflag &^= unix.ISIG | unix.ICANON | unix.ECHO
	if newlines {
		raw.Oflag |= unix.OPOST | unix.ONLCR
	}
	raw.Cc[unix.VMIN], raw.Cc[unix.VTIME] = 1, 0
	if err := setTermios(tty.Fd(), &raw); err != nil {
		return nil, err
	}
	return func() { setTermios(tty.Fd(), saved) }, nil
}

// Discard is the terminal's VDISCARD character (Ctrl-O on the BSDs and
// macOS), or 0 when it cannot be read.
func Discard(tty *os.File) byte {
	t, err := getTermios(tty.Fd())
	if err != nil {
		return 0
	}
	return t.Cc[syscall.VDISCARD]
}

func getTermios(fd uintptr) (*unix.Termios, error) {
	return unix.IoctlGetTermios(int(fd), ioctlGetTermios)
}

func setTermios(fd uintptr, t *unix.Termios) error {
	return unix.IoctlSetTermios(int(fd), ioctlSetTermios, t)
}

// Width is the terminal's width in columns, 80 when it does not say.
func Width(tty *os.File) int {
	ws, err := unix.IoctlGetWinsize(int(tty.Fd()), unix.TIOCGWINSZ)
	if err != nil || ws.Col == 0 {
		return 80
	}
	return int(ws.Col)
}

// CancelKeys stop the wait: Ctrl-C, Ctrl-G (abort in emacs keymaps), Esc.
// An array indexed by the byte, not a map: static data, nothing built at start-up.
var CancelKeys = [256]bool{0x03: true, 0x07: true, 0x1b: true}

// ReadCancelKeys cancels on a cancel key. Other keys typed while waiting
// are dropped. The read ends when the file is closed.
func ReadCancelKeys(tty *os.File, cancel context.CancelFunc) {
	buf := make([]byte, 64)
	for {
		n, err := tty.Read(buf)
		for _, b := range buf[:n] {
			if CancelKeys[b] {
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

// Spin draws a spinner and label at the right edge of the cursor's line,
// saving and restoring the cursor around each frame so the line editor's
// idea of the cursor stays true; stop erases it.
func Spin(tty *os.File, label string) (stop func()) {
	width := Width(tty)
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

// Hold runs call while the helper holds tty: signal generation off, so
// Ctrl-C is a key it reads that cancels call's context; line (when not
// empty) shown on the current line, escaped and clipped to half the
// width; and a spinner labelled label. Everything is restored before it
// returns. held is false when the terminal could not be taken, and call
// was not run.
func Hold(ctx context.Context, tty *os.File, line, label string, call func(context.Context) error) (held bool, err error) {
	restore, err := Raw(tty, false)
	if err != nil {
		return false, nil
	}
	defer restore()

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go ReadCancelKeys(tty, cancel)
	if line != "" {
		shown := []rune(termtext.Escape(strings.ReplaceAll(line, "\n", " ")))
		if limit := Width(tty) / 2; len(shown) > limit {
			shown = append(shown[:max(limit-1, 0)], '…')
		}
		fmt.Fprintf(tty, "\r\x1b[K%s", string(shown))
		defer fmt.Fprint(tty, "\r\x1b[K")
	}
	stop := Spin(tty, label)
	defer stop()
	return true, call(ctx)
}

// Answer writes question to the terminal and reads the line typed in
// answer (without its newline). If ctx ends first, its error is
// returned; the read ends when the terminal is closed.
func Answer(ctx context.Context, tty io.ReadWriter, question string) (string, error) {
	fmt.Fprint(tty, question)
	answer := make(chan string, 1)
	go func() { answer <- ReadLine(tty) }()
	select {
	case <-ctx.Done():
		return "", ctx.Err()
	case line := <-answer:
		return line, nil
	}
}

// ReadLine reads up to a newline, one byte at a time so that nothing
// after it is consumed.
func ReadLine(r io.Reader) string {
	var b strings.Builder
	buf := make([]byte, 1)
	for {
		n, err := r.Read(buf)
		if n == 1 {
			if buf[0] == '\n' {
				break
			}
			b.WriteByte(buf[0])
		}
		if err != nil {
			break
		}
	}
	return b.String()
}

// Keys reads the terminal's keys while ask runs: Ctrl-C and Ctrl-G
// cancel, everything else waits for a question.
type Keys struct {
	tty  *os.File
	keys chan byte
}

func ReadKeys(tty *os.File, cancel context.CancelFunc) *Keys {
	k := &Keys{tty: tty, keys: make(chan byte, 256)}
	go func() {
		buf := make([]byte, 64)
		for {
			n, err := tty.Read(buf)
			for _, b := range buf[:n] {
				if b == 0x03 || b == 0x07 {
					cancel()
					return
				}
				select {
				case k.keys <- b:
				default: // nobody asked: the key is dropped
				}
			}
			if err != nil {
				return
			}
		}
	}()
	return k
}

// Ask reads one line with the few edits a y/n/m answer or a short command
// needs: Backspace, Ctrl-U, Enter; escape sequences (arrows) are skipped.
// Keys typed before the question are dropped, so nothing typed while the
// model worked can answer it.
func (k *Keys) Ask(ctx context.Context, question string) (string, error) {
	for drained := false; !drained; {
		select {
		case <-k.keys:
		default:
			drained = true
		}
	}
	fmt.Fprint(k.tty, question)
	var line []byte
	escape := 0 // 1 after ESC, 2 inside a CSI sequence
	for {
		var b byte
		select {
		case <-ctx.Done():
			fmt.Fprint(k.tty, "\n")
			return "", ctx.Err()
		case b = <-k.keys:
		}
		switch {
		case escape == 1:
			escape = map[bool]int{true: 2, false: 0}[b == '[' || b == 'O']
		case escape == 2:
			if b >= 0x40 && b <= 0x7e {
				escape = 0
			}
		case b == 0x1b:
			escape = 1
		case b == '\r' || b == '\n':
			fmt.Fprint(k.tty, "\n")
			return string(line), nil
		case b == 0x7f || b == 0x08:
			if len(line) > 0 {
				_, size := utf8.DecodeLastRune(line)
				line = line[:len(line)-size]
				fmt.Fprint(k.tty, "\b \b")
			}
		case b == 0x15:
			fmt.Fprint(k.tty, strings.Repeat("\b \b", utf8.RuneCount(line)))
			line = line[:0]
		case b >= 0x20 && len(line) < 4096:
			line = append(line, b)
			if b < 0x80 {
				k.tty.Write([]byte{b})
			} else if utf8.FullRune(line[lastStart(line):]) {
				k.tty.Write(line[lastStart(line):])
			}
		}
	}
}

// lastStart is where the last, possibly incomplete, character of b starts.
func lastStart(b []byte) int {
	i := len(b) - 1
	for i > 0 && !utf8.RuneStart(b[i]) {
		i--
	}
	return i
}

// Height is the terminal's height in rows, 24 when it does not say.
func Height(tty *os.File) int {
	ws, err := unix.IoctlGetWinsize(int(tty.Fd()), unix.TIOCGWINSZ)
	if err != nil || ws.Row == 0 {
		return 24
	}
	return int(ws.Row)
}

// Covers reports whether a buffer drawn on a terminal of width columns
// (the prompt's few columns not counted), with extra rows of messages,
// takes more than height rows: the shell then scrolls whatever it prints
// around the buffer out of sight.
func Covers(buffer string, width, height, extra int) bool {
	rows := extra
	for line := range strings.SplitSeq(buffer, "\n") {
		rows += max(1, (utf8.RuneCountInString(line)+width-1)/max(width, 1))
		if rows > height {
			return true
		}
	}
	return false
}

// ShowAside shows lines (escaped already) on the terminal's alternate
// screen until a key is pressed, and then gives the screen back exactly
// as it was: for a message the shell would print where it cannot be seen.
// The key is read and dropped. It reports whether the lines were shown.
func ShowAside(tty *os.File, lines []string) bool {
	restore, err := Raw(tty, true)
	if err != nil {
		return false
	}
	defer restore()
	fmt.Fprint(tty, "\x1b[?1049h\x1b[H\x1b[2J")
	defer fmt.Fprint(tty, "\x1b[?1049l")
	for _, l := range lines {
		fmt.Fprintf(tty, "%s\n", l)
	}
	fmt.Fprint(tty, "\n(press a key to go back to your line)")
	var key [16]byte
	tty.Read(key[:])
	return true
}
