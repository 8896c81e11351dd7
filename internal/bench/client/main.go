// Command client is the planner path's minimal client in make bench: it
// sends one chat request, read from the JSON file named by its argument,
// with the ollama library's own client (api.Client.Chat, OLLAMA_HOST from
// the environment) and discards the answer. What oterminus takes beyond
// it is the planner's own overhead.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/ollama/ollama/api"
)

func main() {
	if err := run(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "client:", err)
		os.Exit(1)
	}
}

func run(path string) error {
	body, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var req api.ChatRequest
	if err := json.Unmarshal(body, &req); err != nil {
		return err
	}
	client, err := api.ClientFromEnvironment()
	if err != nil {
		return err
	}
	return client.Chat(context.Background(), &req, func(api.ChatResponse) error { return nil })
}
