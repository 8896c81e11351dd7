package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"unicode/utf8"

	"golang.org/x/sys/unix"

	"github.com/oterminus/oterminus/internal/ask"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/redact"
	"github.com/oterminus/oterminus/internal/termtext"
	"github.com/oterminus/oterminus/internal/widget"
)

// questionPrefix marks a line that is a question for `oterminus ask`
// rather than a request for one command.
const questionPrefix = "?"

// isQuestion reports whether the buffer is a question: it starts with ?.
func isQuestion(buffer string) bool {
	return strings.HasPrefix(strings.TrimLeft(buffer, " \t"), questionPrefix)
}

// askFromWidget runs ask in the terminal for a line that starts with ?,
// while the shell's line editor waits. The helper holds the terminal:
// signals off, so Ctrl-C is a key it reads (a SIGINT would abort the line
// editor and lose the buffer), echo off, keys read one at a time; the
// exact previous state is restored before the shell redraws. The buffer
// is kept, byte for byte, unless the answer ends with a command that the
// typed-command path accepts for this shell: then that command, rendered
// from its validated argv, replaces it, for the person to run with Enter.
func (w *widgetCall) askFromWidget(ctx context.Context, d *dialect.Dialect) widget.Output {
	question := strings.TrimSpace(strings.TrimPrefix(strings.TrimLeft(w.buffer, " \t"), questionPrefix))
	if question == "" {
		return widget.Keeping(w.press.EventID, "oterminus: write a question after the ?, e.g. ? which files here are biggest; your line is unchanged")
	}
	tty, err := w.e.OpenTTY()
	if err != nil {
		return widget.Keeping(w.press.EventID, "oterminus: a question needs a terminal to answer on; your line is unchanged")
	}
	defer tty.Close()
	saved, err := getTermios(tty.Fd())
	if err != nil {
		return widget.Keeping(w.press.EventID, "oterminus: a question needs a terminal to answer on; your line is unchanged")
	}
	raw := *saved
	raw.Lflag &^= unix.ISIG | unix.ICANON | unix.ECHO
	raw.Oflag |= unix.OPOST | unix.ONLCR
	raw.Cc[unix.VMIN], raw.Cc[unix.VTIME] = 1, 0
	if err := setTermios(tty.Fd(), &raw); err != nil {
		return widget.Keeping(w.press.EventID, "oterminus: a question needs a terminal to answer on; your line is unchanged")
	}
	defer setTermios(tty.Fd(), saved)

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	keys := readKeys(tty, cancel)
	// Show the question on its line when the shell cleared it; start
	// below the line when the shell has not moved there yet.
	switch d.Screen {
	case dialect.Cleared:
		fmt.Fprintf(tty, "\r\x1b[K%s\n", termtext.Escape(redact.Text(strings.TrimSpace(w.buffer))))
	case dialect.OnLine:
		fmt.Fprint(tty, "\n")
	}
	run, err := newAsk(w.e, w.cfg, askOptions{maxSteps: ask.DefaultMaxSteps, budget: ask.DefaultBudget}, question)
	if err != nil {
		fmt.Fprint(tty, widgetLines(err, "your line is unchanged"))
		return widget.Keeping(w.press.EventID)
	}
	run.EventID = w.press.EventID
	run.Check, run.Ask, run.Out = ask.NewChecker(w.cfg.Policy, dialect.Default, w.e.Getenv), keys.ask, tty
	res := ask.Run(ctx, run)
	if res.End != ask.Answered {
		fmt.Fprint(tty, widgetLines(askStopped(res, run), "your line is unchanged"))
		return widget.Keeping(w.press.EventID)
	}
	if line := ask.LastLine(res.Answer); line != "" {
		c := ask.NewChecker(w.cfg.Policy, d, w.e.Getenv)(line, w.e.Dir)
		if c.Refusal == "" && c.Command != "" && !strings.ContainsAny(c.Command, "\n\r") && !termtext.NeedsEscape(c.Command) {
			fmt.Fprintf(tty, "oterminus: the answer's command is in your line (%s, risk %s); Enter runs it\n", termtext.Escape(c.Family), c.Risk)
			return widget.Output{Action: widget.Insert, EventID: w.press.EventID, Buffer: c.Command}
		}
	}
	return widget.Keeping(w.press.EventID)
}

// widgetLines are an error and its hint as lines on the terminal.
func widgetLines(err error, tail string) string {
	s := "oterminus: " + termtext.Escape(redact.Text(strings.TrimSuffix(err.Error(), "."))) + "; " + tail + "\n"
	var h hinter
	if errors.As(err, &h) && h.Hint() != "" {
		s += "hint: " + termtext.Escape(h.Hint()) + "\n"
	}
	return s
}

// keyReader reads the terminal's keys while ask runs: Ctrl-C and Ctrl-G
// cancel, everything else waits for a question.
type keyReader struct {
	tty  *os.File
	keys chan byte
}

func readKeys(tty *os.File, cancel context.CancelFunc) *keyReader {
	k := &keyReader{tty: tty, keys: make(chan byte, 256)}
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

// ask reads one line with the few edits a y/n/m answer or a short command
// needs: Backspace, Ctrl-U, Enter; escape sequences (arrows) are skipped.
// Keys typed before the question are dropped, so nothing typed while the
// model worked can answer it.
func (k *keyReader) ask(ctx context.Context, question string) (string, error) {
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
