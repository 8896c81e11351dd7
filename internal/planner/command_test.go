package planner

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
)

// chatBodies are the /api/chat and /v1/chat/completions requests sent.
func chatBodies(fake *ollamatest.Server) []map[string]any {
	var out []map[string]any
	for _, r := range fake.Requests() {
		if strings.HasSuffix(r.Path, "/chat") || strings.HasSuffix(r.Path, "/chat/completions") {
			var m map[string]any
			json.Unmarshal(r.Body, &m)
			out = append(out, m)
		}
	}
	return out
}

func messageText(body map[string]any, i int) string {
	return body["messages"].([]any)[i].(map[string]any)["content"].(string)
}

// Under the command contract the model writes a command line, read as
// typed text is: a code fence and a "$ " around it are dropped, and the
// proposal is the planner's, with the model's explanation.
func TestCommandContract(t *testing.T) {
	fake, p := newFake(t, ollamatest.Reply{Content: "```bash\n$ ls -lt\n```\n# Lists files, newest first."})
	p.cfg.Contract = ContractCommand
	req := task("list files by time")
	req.Shell = "bash"
	plan, err := p.Plan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	prop := plan.Proposal
	if prop.Family != "ls" || prop.Mode != proposal.Structured || strings.Join(prop.Argv, " ") != "ls -lt" || prop.Origin != proposal.OriginPlanner ||
		prop.Explanation != "Lists files, newest first." || prop.Summary != "Lists files, newest first" || plan.Repaired {
		t.Errorf("proposal %+v", prop)
	}
	for _, n := range prop.Notes {
		if n == proposal.DirectNote {
			t.Errorf("the planner's proposal says it was typed: %q", prop.Notes)
		}
	}
	chats := chatBodies(fake)
	if len(chats) != 1 || chats[0]["format"] != nil {
		t.Fatalf("chats %v", chats)
	}
	system, user := messageText(chats[0], 0), messageText(chats[0], 1)
	if !strings.Contains(system, "Reply with exactly two lines and nothing else:") || !strings.Contains(system, "\nPrograms: tar, unzip, zip, gzip, gunzip, zcat, xz, unxz, bzip2, bunzip2, cd, ls, pwd, find, du,") {
		t.Errorf("system prompt:\n%s", system)
	}
	if !strings.HasPrefix(user, "Request: list files by time\nLikely families: ls\nUsage:\n  ls [-l] [-a] [-A] [-h] ") || !strings.HasSuffix(user, " ... [FILE...]\n") {
		t.Errorf("user prompt:\n%s", user)
	}
}

// A model's line is read as a typed one: its words are kept as written
// (du -sh stays du -sh), and the shell's reading applies: a glob matches
// the files in the request's directory.
func TestCommandContractReadsLikeTypedText(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"a.log", "b.log", "c.txt"} {
		os.WriteFile(filepath.Join(dir, name), nil, 0o644)
	}
	_, p := newFake(t, ollamatest.Reply{Content: "du -sh .\n# Total size."}, ollamatest.Reply{Content: "wc -l *.log\n# Counts lines."})
	p.cfg.Contract = ContractCommand
	p.cfg.Reader = reader.Env{Home: "/home/u"}
	req := task("folder size")
	req.Shell, req.Dir = "zsh", dir
	plan, err := p.Plan(context.Background(), req)
	if err != nil || plan.Proposal.Mode != proposal.Structured || plan.Proposal.Family != "du" {
		t.Fatalf("plan %+v, %v", plan, err)
	}
	if got := strings.Join(plan.Proposal.Argv, " "); got != "du -sh ." {
		t.Errorf("du rendered %q", got)
	}
	plan, err = p.Plan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(plan.Proposal.Argv, " "); got != "wc -l a.log b.log" {
		t.Errorf("wc rendered %q", got)
	}
}

// A model may answer with a pipeline of listed programs: it is read as
// typed text is, stage by stage, into a compound proposal of the
// planner's (validation then checks every stage, as for a typed line).
func TestCommandContractPipelines(t *testing.T) {
	_, p := newFake(t, ollamatest.Reply{Content: "ls | wc -l\n# Counts the names ls lists."})
	p.cfg.Contract = ContractCommand
	req := task("how many files are here")
	req.Shell = "fish"
	plan, err := p.Plan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	prop := plan.Proposal
	if prop.Compound == nil || prop.Origin != proposal.OriginPlanner || plan.Repaired {
		t.Fatalf("proposal %+v", prop)
	}
	var stages []string
	for _, s := range prop.Compound.Stages() {
		stages = append(stages, strings.Join(s.Argv, " "))
	}
	if got := strings.Join(stages, " | "); got != "ls | wc -l" {
		t.Errorf("stages %q", got)
	}
}

// What the typed path refuses is refused: a line it cannot read stays a
// refused command, and text that is not a command of a listed program
// gets one repair round, then a contract error.
func TestCommandContractRefusals(t *testing.T) {
	_, p := newFake(t, ollamatest.Reply{Content: "ls $(cat /etc/passwd)\n# Lists."})
	p.cfg.Contract = ContractCommand
	req := task("list files")
	req.Shell = "bash"
	plan, err := p.Plan(context.Background(), req)
	if err != nil || plan.Proposal.Unreadable == "" || !strings.Contains(plan.Proposal.Unreadable, "cannot be read as bash would read it") {
		t.Fatalf("plan %+v, %v", plan.Proposal, err)
	}

	// No variable is expanded in a model's line, whatever the reader knows.
	_, p = newFake(t, ollamatest.Reply{Content: "ping -c 1 $API_TOKEN.example.com\n# Pings."})
	p.cfg.Contract = ContractCommand
	p.cfg.Reader = reader.Env{Getenv: func(string) (string, bool) { return "s3cret", true }}
	plan, err = p.Plan(context.Background(), req)
	if err != nil || !strings.Contains(plan.Proposal.Unreadable, "API_TOKEN") || strings.Contains(fmt.Sprint(plan.Proposal), "s3cret") {
		t.Fatalf("variable: plan %+v, %v", plan.Proposal, err)
	}

	fake, p := newFake(t, ollamatest.Reply{Content: "Sure! Here is how to list the files in this folder."},
		ollamatest.Reply{Content: "ls -l\nls -a"})
	p.cfg.Contract = ContractCommand
	_, err = p.Plan(context.Background(), req)
	var pe *Error
	if !errors.As(err, &pe) || pe.Kind != KindContract ||
		err.Error() != "model qwen2.5-coder:1.5b did not write a command oterminus can read after one repair attempt: the reply has more than one command line; write exactly one" ||
		!strings.Contains(pe.Hint(), "reply_contract structured") {
		t.Fatalf("error %v", err)
	}
	chats := chatBodies(fake)
	if len(chats) != 2 || !strings.HasPrefix(messageText(chats[1], 3), `Your reply is not one command oterminus can read: "Sure! Here is how to list the files in this folder." is not a command line of a listed program`) {
		t.Errorf("repair %v", chats)
	}
}

func TestSplitCommandReply(t *testing.T) {
	for reply, want := range map[string]string{
		"ls -l\n# Lists files.":                "ls -l|Lists files.|",
		"  $ du -sh .  \n\n#   Size.\n# more":  "du -sh .|Size.|",
		"```\ngit status\n```":                 "git status||",
		"# only a comment":                     "||the reply has no command line",
		"":                                     "||the reply has no command line",
		"ls\npwd":                              "||the reply has more than one command line; write exactly one",
		strings.Repeat("x", maxCommandLen+1):   "||the command line is longer than 400 bytes",
		"ls -l # inline comment stays with it": "ls -l # inline comment stays with it||",
	} {
		line, explanation, err := splitCommandReply(reply)
		got := line + "|" + explanation + "|"
		if err != nil {
			got += err.Error()
		}
		if got != want {
			t.Errorf("%q: %q, want %q", reply, got, want)
		}
	}
}

// An OpenAI-compatible server without JSON-schema support: the first
// request is refused, and is asked again under the command contract,
// without a response format; later requests go there at once.
func TestOpenAIWithoutSchemaUsesTheCommandContract(t *testing.T) {
	fake := ollamatest.New("m")
	fake.NoJSONSchema = true
	fake.Script(ollamatest.Reply{Content: "ls -l\n# Lists files with details."}, ollamatest.Reply{Content: "pwd\n# Prints the directory."})
	srv := httptest.NewServer(fake)
	defer srv.Close()
	p, err := New(Config{Provider: ProviderOpenAI, BaseURL: srv.URL + "/v1", Model: "m", Timeout: 5 * time.Second, Registry: registry.Default()})
	if err != nil {
		t.Fatal(err)
	}
	req := task("list files in detail")
	req.Shell = "bash"
	for _, want := range []string{"ls", "pwd"} {
		plan, err := p.Plan(context.Background(), req)
		if err != nil || plan.Proposal.Family != want {
			t.Fatalf("plan %+v, %v", plan, err)
		}
	}
	chats := chatBodies(fake)
	if len(chats) != 3 || chats[0]["response_format"] == nil || chats[1]["response_format"] != nil || chats[2]["response_format"] != nil {
		t.Errorf("%d chats: %v", len(chats), chats)
	}
	if p.Contract() != ContractCommand {
		t.Errorf("contract %q", p.Contract())
	}
}
