package cli

import (
	"context"
	"os"
	"os/signal"
	"time"
)

// RestoreInterrupt undoes an ignored SIGINT inherited from the shell.
//
// bash runs the widget with SIGINT ignored, because its line editor would
// discard the line on one, and an ignored signal stays ignored across
// exec. The helper would then wait out anything that blocked it, Ctrl-C or
// not. So when SIGINT arrives ignored, the helper handles it itself: the
// first Ctrl-C cancels the returned context, which every wait honours and
// which the widget answers with "keep"; if the helper has not ended soon
// after, or on a second Ctrl-C, it exits with status 130.
//
// Handling signals costs a goroutine and threads at start, so it is
// installed only in that case; otherwise the default disposition already
// ends the helper, and the waits install their own handling.
func RestoreInterrupt(ctx context.Context) context.Context {
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
		os.Exit(ExitInterrupted)
	}()
	return ctx
}

// interruptGrace is how long a cancelled helper may take to answer.
const interruptGrace = 2 * time.Second
