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
	// oterminus lives for milliseconds on a key press. Collecting garbage
	// would cost more than it frees (the Ollama client alone preallocates
	// an 8 MiB read buffer per answer), so the collector only runs if the
	// heap ever passes the limit.
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(256 << 20)
	ctx := terminal.RestoreInterrupt(context.Background(), cli.ExitInterrupted)
	os.Exit(cli.Main(ctx, os.Args[1:], cli.OSEnv()))
}
