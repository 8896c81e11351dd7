// Command floorcalls is the floor with the library code oterminus calls
// linked in (make bench): the same imports as internal/bench/floor, and
// calls to the functions oterminus uses behind a branch that never runs.
// The floor only blank-imports its libraries, so the linker drops the
// Ollama client's HTTP and TLS code; this program keeps it, and the
// difference is what that code costs a process that never runs it.
package main

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/mattn/go-isatty"
	"github.com/ollama/ollama/api"
	"github.com/spf13/pflag"
	"golang.org/x/sys/unix"
	"mvdan.cc/sh/v3/expand"
	"mvdan.cc/sh/v3/syntax"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "--never-given" {
		calls(os.Args[2:])
	}
	fmt.Println("floor")
}

// calls makes the calls oterminus makes into its libraries.
func calls(args []string) {
	ctx := context.Background()
	client := api.NewClient(&url.URL{Scheme: "http", Host: args[0]}, http.DefaultClient)
	_ = client.Chat(ctx, &api.ChatRequest{}, func(api.ChatResponse) error { return nil })
	_, _ = client.List(ctx)
	_, _ = client.Version(ctx)
	var v map[string]any
	_, _ = toml.Decode(args[1], &v)
	flags := pflag.NewFlagSet("floor", pflag.ContinueOnError)
	_ = flags.Parse(args)
	file, _ := syntax.NewParser(syntax.KeepComments(true)).Parse(strings.NewReader(args[2]), "")
	syntax.Walk(file, func(syntax.Node) bool { return true })
	_ = expand.BracesSeq
	_ = isatty.IsTerminal(os.Stdout.Fd())
	_, _ = unix.IoctlGetTermios(0, unix.TCGETS)
}
