// Command oterminus turns what a person types at their shell prompt into
// one validated, deterministically rendered command.
package main

import (
	"context"
	"os"
	"runtime/debug"

	"github.com/oterminus/oterminus/internal/cli"
	"github.com/oterminus/oterminus/internal/terminal"
)

func main() {
	growStack()
	// oterminus lives for milliseconds on a key press. Collecting garbage
	// would cost more than it frees (the Ollama client alone preallocates
	// an 8 MiB read buffer per answer), so the collector only runs if the
	// heap ever passes the limit.
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(256 << 20)
	ctx := terminal.RestoreInterrupt(context.Background(), cli.ExitInterrupted)
	os.Exit(cli.Main(ctx, os.Args[1:], cli.OSEnv()))
}

// growStack grows the main goroutine's stack while it holds two frames.
// A goroutine's stack grows by copying itself to one twice the size
// (main's is 8 KiB when main starts: package initialisation grew it from
// 2 KiB); the copy reads the stack map of every frame on it from
// tables a key press has not touched yet, so growing deep inside reading
// a line page-faults for each of its frames. Growing here copies main
// and this function: in a key press on "ls -lah", reading and checking
// the line took 87 µs with the deep growth and 47 µs without, and this
// call 12 µs (medians of 300 runs; 600 interleaved runs: 2.28 ms to
// 2.25 ms in all). 16 KiB of frame makes a 32 KiB stack, as deep as a
// typed pipeline or find line goes (a plain ls stays within 16 KiB).
//
//go:noinline
func growStack() byte {
	var frame [16 << 10]byte
	return frame[len(os.Args)%len(frame)]
}
