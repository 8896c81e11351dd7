package main

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/planner"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/registry/original"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/router"
	"github.com/oterminus/oterminus/internal/situation"
)

// answerDelay is the fake model's answer time in the overhead measurement.
const answerDelay = 50 * time.Millisecond

const benchReply = `{"action_type":"shell_command","mode":"structured","command_family":"find","arguments":{"path":".","type":"f","size":"+100M"},"command":null,"summary":"Big files","explanation":"Finds regular files over 100 MB.","risk_level":"safe","needs_confirmation":true,"notes":[]}`

// plannerOverhead measures what the helper adds on the planner path: the
// whole process, minus the time the fake model takes to answer, next to
// a minimal client sending the same request with the ollama library's
// api.Client.Chat (internal/bench/client), which shows how much of that
// any client pays on this machine (process start, the libraries, HTTP,
// the fake). The budget is what oterminus takes beyond that client.
func plannerOverhead(b *bench) error {
	n := *runs / 3
	fake := ollamatest.New("qwen2.5-coder:1.5b")
	for i := 0; i < 3*n+30; i++ {
		fake.Script(ollamatest.Reply{Content: benchReply, DelayMS: int(answerDelay / time.Millisecond)})
	}
	srv := httptest.NewServer(fake)
	defer srv.Close()
	env := append(slices.Clone(b.env), "OLLAMA_HOST="+strings.TrimPrefix(srv.URL, "http://"))
	request := "find files bigger than 100MB here"
	ours := []string{b.oterminus, "--dry-run", request}
	if _, err := timeRun(env, ours...); err != nil {
		return fmt.Errorf("planner path: %v", err)
	}
	body := filepath.Join(b.dir, "chat-request.json")
	if err := os.WriteFile(body, lastChat(fake), 0o644); err != nil {
		return err
	}
	client := filepath.Join(b.dir, "client")
	if err := build(client, "./internal/bench/client", ""); err != nil {
		return err
	}
	m, err := interleave(env, n, ours,
		[]string{b.oterminus, "widget", "translate", "--shell", "bash", "--", request},
		[]string{client, body})
	if err != nil {
		return fmt.Errorf("planner path: %v", err)
	}
	answers := fake.AnswerTimes()
	slices.Sort(answers)
	answered := answers[len(answers)/2]
	fmt.Printf("Planner path, whole process against a fake model answering in %s (%d interleaved runs, medians)\n", ms(answerDelay), n)
	fmt.Printf("  oterminus --dry-run REQUEST           %s: overhead %s\n", ms(m[0]), ms(m[0]-answerDelay))
	fmt.Printf("  widget translate (Ctrl-O) REQUEST     %s: overhead %s\n", ms(m[1]), ms(m[1]-answerDelay))
	fmt.Printf("  minimal client (api.Client.Chat)      %s: overhead %s, the floor any client pays here\n", ms(m[2]), ms(m[2]-answerDelay))
	fmt.Printf("  planner overhead over that client     %s (CLI), %s (widget)  (budget: under 5 ms)\n", ms(m[0]-m[2]), ms(m[1]-m[2]))
	fmt.Printf("  (overhead is the whole process minus the configured delay; the fake itself took a median %s to\n", ms(answered))
	fmt.Printf("   answer, so %s of each figure is the fake's own work and timer slack)\n\n", ms(answered-answerDelay))
	return nil
}

// lastChat is the body of the fake's last chat request.
func lastChat(fake *ollamatest.Server) []byte {
	reqs := fake.Requests()
	for i := len(reqs) - 1; i >= 0; i-- {
		if reqs[i].Path == "/api/chat" {
			return reqs[i].Body
		}
	}
	return nil
}

var typicalRequests = []string{
	"find files bigger than 100MB here",
	"show disk usage of this folder",
	"list files sorted by modification time",
	"search for TODO in the src folder",
	"show the last 5 commits",
	"which process is using the most memory",
	"count the lines in README.md",
	"show the manual for tar",
	"extract backup.tar.gz into ./restore",
	"ping example.com three times",
}

// promptSize compares the prompt for typical requests with the original's
// prompt for the same requests.
func promptSize(*bench) error {
	reg := registry.Default()
	scope := registry.Scope{Platform: "linux"}
	families := reg.Enabled(scope)
	system := planner.SystemPrompt(families)
	original := originalSystemPrompt(families)
	fmt.Println("Planner prompt for 10 typical requests (bytes, and tokens estimated as bytes/4)")
	fmt.Printf("  %-42s %8s %8s %10s\n", "request", "ours", "original", "ours/orig")
	var ours, theirs int
	for _, text := range typicalRequests {
		route := router.Classify(text, reg, scope)
		user := planner.UserPrompt(request.Task{Text: text, Route: route})
		o := len(system) + len(user)
		t := len(original) + len(originalUserPrompt(text, route))
		ours, theirs = ours+o, theirs+t
		fmt.Printf("  %-42s %8d %8d %9.0f%%\n", text, o, t, 100*float64(o)/float64(t))
	}
	fmt.Printf("  mean per request                           %8d %8d %9.0f%%  (~%d vs ~%d tokens)\n", ours/10, theirs/10,
		100*float64(ours)/float64(theirs), ours/10/4, theirs/10/4)
	fmt.Printf("  stable prefix (reused from Ollama's cache) %8d %8s\n", len(system), "-")
	if dir, err := os.Getwd(); err == nil {
		items := situation.Gather(context.Background(), situation.Input{Dir: dir, Platform: "linux", Shell: "zsh",
			Last: &request.LastCommand{Text: "make test", Status: 0}}, situation.Options{Cwd: true, OS: true, Project: true, Git: true, LastCommand: true})
		with := planner.UserPrompt(request.Task{Text: typicalRequests[0], Context: items})
		without := planner.UserPrompt(request.Task{Text: typicalRequests[0]})
		fmt.Printf("  default context added (in this repository)  %6d bytes, in the variable tail\n", len(with)-len(without))
	}
	fmt.Printf("  JSON schema sent as format (a grammar, not prompt tokens): %d bytes\n\n", len(planner.Schema(families)))
	return nil
}

// originalSystemPrompt rebuilds the original's system prompt from the
// structure upstream-spec §11.5 records (its sections and their contents,
// not its exact wording), for the size comparison only.
func originalSystemPrompt(families []*registry.Family) string {
	var b strings.Builder
	b.WriteString("You are oterminus-planner, a local terminal planner for macOS and Linux.\nYour job is to turn exactly one user request into exactly one action proposal. Do not chat. Do not ask questions.\n\n")
	b.WriteString("Output contract:\nReturn exactly one JSON object and nothing else: no markdown, no code fences, no prose before or after it.\nThe JSON object must have exactly these keys:\n{\n  \"action_type\": \"shell_command\",\n  \"mode\": \"structured\" | \"experimental\",\n  \"command_family\": string | null,\n  \"arguments\": object | null,\n  \"command\": string | null,\n  \"summary\": string,\n  \"explanation\": string,\n  \"risk_level\": \"safe\" | \"write\" | \"dangerous\" | null,\n  \"needs_confirmation\": true,\n  \"notes\": [string]\n}\n\n")
	var names []string
	for _, f := range families {
		names = append(names, "`"+f.Name+"`")
	}
	sort.Strings(names)
	b.WriteString("Planning rules:\n- Propose exactly one action. Never propose multi-step plans.\n- Stay within the allow-listed command families: " + strings.Join(names, ", ") + ".\n- Capability summaries:\n")
	caps := map[string][]*registry.Family{}
	for _, f := range families {
		caps[f.Capability] = append(caps[f.Capability], f)
	}
	var capIDs []string
	for id := range caps {
		capIDs = append(capIDs, id)
	}
	sort.Strings(capIDs)
	for _, id := range capIDs {
		c := registry.CapabilityByID(id)
		var cmds, aliases []string
		network := false
		for i, f := range caps[id] {
			if i < 4 {
				cmds = append(cmds, f.Name)
			}
			aliases = append(aliases, f.Aliases...)
			network = network || f.NetworkTouching
		}
		sort.Strings(aliases)
		line := fmt.Sprintf("  - %s: %s (commands: %s; aliases: %s", id, c.Description, strings.Join(cmds, ", "), strings.Join(aliases[:min(2, len(aliases))], ", "))
		if network {
			line += "; network-touching"
		}
		b.WriteString(line + ")\n")
	}
	b.WriteString("- For network-touching capabilities, include this warning in notes: " + registry.NetworkWarning + "\n")
	b.WriteString("- Never use command chaining, pipes, redirection, subshells, or command substitution.\n- Do not add chatter or commentary outside the JSON object.\n\n")
	b.WriteString("Structured-first policy:\n- Prefer mode \"structured\" for the structured families listed below.\n- Use mode \"experimental\" only for a single allow-listed command outside the structured subset.\n- mode must be exactly \"structured\" or \"experimental\"; never put command names in mode or action_type.\n- needs_confirmation must always be true.\n- In structured mode, command must be null. In experimental mode, command_family and arguments must be null.\n\n")
	b.WriteString("Supported structured families and argument shapes:\n")
	for _, name := range original.Families() {
		fmt.Fprintf(&b, "- %s: {...}\n", name)
	}
	b.WriteString("\nCompact examples:\n")
	for _, id := range capIDs {
		var ex []string
		for i, f := range caps[id] {
			if i < 2 && len(f.Examples) > 0 {
				ex = append(ex, f.Examples[0])
			}
		}
		fmt.Fprintf(&b, "- %s: %s\n", id, strings.Join(ex, " | "))
	}
	b.WriteString("\nBehaviour guidance:\n- Prefer the most direct single command that answers the request.\n- When the request is ambiguous, prefer a read-only inspection command.\n- For manual-page requests, use the structured man family with the topic; never run the topic command itself.\n\n")
	b.WriteString("Archive guidance:\n- tar lists, extracts into an explicit destination with -C, or creates a gzip archive from explicit sources; unzip lists or extracts into an explicit destination with -d; zip creates an archive from explicit sources.\n- Never extract without an explicit destination and never archive broad roots such as /, ~ or $HOME.\n\n")
	b.WriteString("Network guidance:\n- Only bounded ping (-c 1..10), HTTP HEAD requests with curl -I, and single-name DNS lookups with dig or nslookup are supported.\n- Never download, upload, post request bodies, send credentials or headers, scan hosts or open remote shells.\n\n")
	b.WriteString("Project health guidance:\n- Only these operations exist: run_tests, lint_check, format_check, build_docs, run_evals. Keep risk_level write.\n- Never propose arbitrary poetry commands, dependency installs, deploys or formatting that writes files.\n\n")
	b.WriteString("Use the capability route in the user message as a bias, not a rule. When the request is unsupported, explain the limitation in notes.\n")
	return b.String()
}

func originalUserPrompt(text string, r request.Route) string {
	none := func(list []string) string {
		if len(list) == 0 {
			return "none"
		}
		return strings.Join(list, ", ")
	}
	return fmt.Sprintf("User request: %s\nCapability route: category=%s; confidence=%.2f; reason=%s; suggested_families=%s; suggested_capabilities=%s\nTreat the capability route as advice; if the route is unsupported, be explicit about limitations in notes.\nReturn only the JSON object.\n",
		text, r.Category, r.Confidence, r.Reason, none(r.Families), none(r.Capabilities))
}
