package ollamatest

import (
	"encoding/json"
	"flag"
	"fmt"
	"net"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

// Commands are the testscript commands for the fake:
//
//	fakeollama [-models a,b] [-thinking m] [-tools m] [-down] [-no-json-schema] [replies.jsonl]
//	    start the fake, set OLLAMA_HOST to it (and FAKEOLLAMA_URL to its
//	    URL; it also speaks the OpenAI API under $FAKEOLLAMA_URL/v1), and
//	    record each request body as a line of $WORK/ollama-requests.jsonl;
//	    -down instead sets OLLAMA_HOST to a port where nothing listens.
//	chatprompt N
//	    write the system and user messages of the Nth chat request to
//	    system-N.txt and user-N.txt, for cmp and grep.
//	waitchat N
//	    wait up to 10 seconds until N chat requests have been recorded.
func Commands() map[string]func(ts *testscript.TestScript, neg bool, args []string) {
	return map[string]func(*testscript.TestScript, bool, []string){
		"fakeollama": cmdFake,
		"chatprompt": cmdChatPrompt,
		"waitchat":   cmdWaitChat,
	}
}

func cmdFake(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("unsupported: ! fakeollama")
	}
	fs := flag.NewFlagSet("fakeollama", flag.ContinueOnError)
	models := fs.String("models", "qwen2.5-coder:1.5b", "installed models, comma separated")
	thinking := fs.String("thinking", "", "models with the thinking capability")
	tools := fs.String("tools", "", "models with the tools capability (tool calls in replies)")
	down := fs.Bool("down", false, "point OLLAMA_HOST at a closed port")
	chunkDelay := fs.Duration("chunk-delay", 0, "pause between streamed chunks")
	noJSONSchema := fs.Bool("no-json-schema", false, "refuse a json_schema response_format on /v1/chat/completions")
	if err := fs.Parse(args); err != nil {
		ts.Fatalf("fakeollama: %v", err)
	}
	if *down {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		ts.Check(err)
		addr := l.Addr().String()
		l.Close()
		ts.Setenv("OLLAMA_HOST", addr)
		return
	}
	var names []string
	if *models != "" {
		names = strings.Split(*models, ",")
	}
	s := New(names...)
	s.ChunkDelay = *chunkDelay
	s.NoJSONSchema = *noJSONSchema
	for i := range s.Models {
		s.Models[i].Thinking = strings.Contains(","+*thinking+",", ","+s.Models[i].Name+",")
		s.Models[i].Tools = strings.Contains(","+*tools+",", ","+s.Models[i].Name+",")
	}
	if fs.NArg() > 0 {
		replies, err := LoadReplies(ts.MkAbs(fs.Arg(0)))
		ts.Check(err)
		s.Script(replies...)
	}
	log, err := os.Create(ts.MkAbs("ollama-requests.jsonl"))
	ts.Check(err)
	s.RecordTo(log)
	srv := httptest.NewServer(s)
	ts.Defer(func() { srv.Close(); log.Close() })
	ts.Setenv("OLLAMA_HOST", strings.TrimPrefix(srv.URL, "http://"))
	ts.Setenv("FAKEOLLAMA_URL", srv.URL)
}

// chatRequests reads the recorded chat requests that carried messages.
func chatRequests(ts *testscript.TestScript) []chatRequest {
	data, err := os.ReadFile(ts.MkAbs("ollama-requests.jsonl"))
	ts.Check(err)
	var out []chatRequest
	for _, line := range strings.Split(string(data), "\n") {
		var r chatRequest
		if json.Unmarshal([]byte(line), &r) == nil && r.Model != "" && r.Messages != nil {
			out = append(out, r)
		}
	}
	return out
}

func cmdChatPrompt(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: chatprompt N")
	}
	n, err := strconv.Atoi(args[0])
	ts.Check(err)
	reqs := chatRequests(ts)
	if n < 1 || n > len(reqs) {
		ts.Fatalf("chatprompt: %d chat requests recorded, no request %d", len(reqs), n)
	}
	for _, raw := range reqs[n-1].Messages {
		var m struct{ Role, Content string }
		ts.Check(json.Unmarshal(raw, &m))
		if m.Role == "system" || m.Role == "user" {
			// The last user message wins: after a repair, it is the repair prompt.
			ts.Check(os.WriteFile(ts.MkAbs(fmt.Sprintf("%s-%d.txt", m.Role, n)), []byte(m.Content), 0o644))
		}
	}
}

func cmdWaitChat(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: waitchat N")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
	deadline := time.Now().Add(10 * time.Second)
	for {
		data, _ := os.ReadFile(ts.MkAbs("ollama-requests.jsonl"))
		if n := strings.Count(string(data), "\n"); n >= want {
			return
		}
		if time.Now().After(deadline) {
			ts.Fatalf("waitchat: fewer than %d requests after 10s", want)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
