// Command oterminus turns what a person types at their shell prompt into
// one validated, deterministically rendered command.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/oterminus/oterminus/internal/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := cli.Main(ctx, os.Args[1:], cli.OSEnv())
	stop()
	os.Exit(code)
}
