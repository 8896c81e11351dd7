package terminal

import (
	"context"
	"errors"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// Interruptible makes Ctrl-C (and SIGTERM, SIGHUP) cancel ctx. It is
// installed only around the phases that wait (confirming, running a
// command, waiting on the model): a typed command that is only validated
// never pays for signal handling, which costs a goroutine, threads and
// context switches at start.
func Interruptible(ctx context.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
}

// Interruptibly runs call with SIGINT, SIGTERM and SIGHUP cancelling it.
func Interruptibly(ctx context.Context, call func(context.Context) error) error {
	ctx, stop := Interruptible(ctx)
	defer stop()
	return call(ctx)
}

// HoldWhile returns a wait that runs each call while holding the terminal
// open opens (see Hold): cancel keys end the call, and a spinner labelled
// label shows it is working, with line shown first for shells that hide
// the line being edited while a key binding runs. While it holds the
// terminal, Ctrl-C is a key it reads, so it needs no signal handling (a
// SIGTERM or SIGHUP just ends it, and every shell resets the terminal's
// modes when its line editor resumes). Without a terminal it waits with
// signal handling instead.
func HoldWhile(open func() (*os.File, error), line, label string) func(context.Context, func(context.Context) error) error {
	return func(ctx context.Context, call func(context.Context) error) error {
		tty, err := open()
		if err != nil {
			return Interruptibly(ctx, call)
		}
		defer tty.Close()
		if held, err := Hold(ctx, tty, line, label, call); held {
			return err
		}
		return Interruptibly(ctx, call)
	}
}

// RestoreInterrupt undoes an ignored SIGINT inherited from the shell.
//
// bash runs the widget with SIGINT ignored, because its line editor would
// discard the line on one, and an ignored signal stays ignored across
// exec. The helper would then wait out anything that blocked it, Ctrl-C or
// not. So when SIGINT arrives ignored, the helper handles it itself: the
// first Ctrl-C cancels the returned context, which every wait honours and
// which the widget answers with "keep"; if the helper has not ended soon
// after, or on a second Ctrl-C, it exits with status exitCode.
//
// Handling signals costs a goroutine and threads at start, so it is
// installed only in that case; otherwise the default disposition already
// ends the helper, and the waits install their own handling.
func RestoreInterrupt(ctx context.Context, exitCode int) context.Context {
	if !signal.Ignored(os.Interrupt) {
		return ctx
	}
	ctx, cancel := context.WithCancel(ctx)
	sig := make(chan os.Signal, 2)
	signal.Notify(sig, os.Interrupt)
	go func() {
		<-sig
		cancel()
		select {
		case <-sig:
		case <-time.After(interruptGrace):
		}
		os.Exit(exitCode)
	}()
	return ctx
}

// interruptGrace is how long a cancelled helper may take to answer.
const interruptGrace = 2 * time.Second

// ErrNoTerminal is an Asker's error when no terminal is available.
var ErrNoTerminal = errors.New("no terminal to ask on")

// Asker asks questions on the terminal open opens, never on stdin, so a
// piped stdin cannot answer for the person. The terminal is opened at the
// first question; Close closes it if it was.
type Asker struct {
	open func() (*os.File, error)
	tty  *os.File
	err  error
}

// NewAsker is an Asker on the terminal open opens.
func NewAsker(open func() (*os.File, error)) *Asker { return &Asker{open: open} }

// Ask writes question and reads the line typed in answer; the error is
// ErrNoTerminal when there is no terminal to ask on.
func (a *Asker) Ask(ctx context.Context, question string) (string, error) {
	if a.tty == nil && a.err == nil {
		a.tty, a.err = a.open()
	}
	if a.err != nil {
		return "", ErrNoTerminal
	}
	return Answer(ctx, a.tty, question)
}

// Close closes the terminal if a question opened it.
func (a *Asker) Close() {
	if a.tty != nil {
		a.tty.Close()
	}
}

// DiscardOf is the VDISCARD character of the terminal open opens, or 0.
func DiscardOf(open func() (*os.File, error)) byte {
	tty, err := open()
	if err != nil {
		return 0
	}
	defer tty.Close()
	return Discard(tty)
}
