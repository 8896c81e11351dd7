package audit

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestStats(t *testing.T) {
	req := func(id, confirmation, family, model string) Event {
		return Event{"event": KindRequest, "event_id": id, "confirmation_result": confirmation, "command_family": family, "model": model}
	}
	out := func(id, outcome string) Event { return Event{"event": KindOutcome, "event_id": id, "outcome": outcome} }
	s := Compute([]Event{
		req("1", Inserted, "ls", ""), out("1", Accepted),
		req("2", Inserted, "find", "qwen"), out("2", Edited),
		req("3", Inserted, "find", "qwen"), out("3", Accepted),
		req("4", Inserted, "find", "qwen"),
		req("5", Inserted, "du", "qwen"), out("5", Abandoned),
		req("6", NotPromptedRejected, "rm", ""),
		req("7", BlockedAmbiguous, "", ""),
		req("8", PlannerError, "", ""),
		req("9", CancelledByUser, "", ""),
		req("10", Inserted, "", "qwen"), out("10", Accepted), // a pipeline: no one family
		req("11", KeptTyped, "ls", ""),
	}, 2)
	if s.Requests != 11 || s.Inserted != 6 || s.Accepted != 3 || s.Edited != 1 || s.Abandoned != 1 || s.Pending != 1 ||
		s.Rejected != 1 || s.Ambiguous != 1 || s.Failed != 1 || s.Cancelled != 1 || s.Typed != 1 || s.Skipped != 2 {
		t.Errorf("stats %+v", s)
	}
	if _, ok := s.ByFamily[""]; ok || s.ByFamily["pipeline or list"] == nil || s.ByFamily["pipeline or list"].Accepted != 1 {
		t.Errorf("a pipeline's row: %v", Keys(s.ByFamily))
	}
	if a, ok := s.ByModel["qwen"].Acceptance(); !ok || a != 2.0/4 {
		t.Errorf("qwen acceptance %v %v", a, ok)
	}
	if a, ok := s.ByFamily["find"].Acceptance(); !ok || a != 0.5 {
		t.Errorf("find acceptance %v %v (the pending one has no outcome)", a, ok)
	}
	if keys := Keys(s.ByFamily); keys[0] != "find" {
		t.Errorf("families by inserted: %v", keys)
	}
}

func TestWriteCreatesPrivateFileAndReadSkipsGarbage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "audit.jsonl")
	log := &Log{Path: path, Enabled: true}
	if err := log.Write(Event{"event": KindRequest, "user_input": "ls \u202e"}); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, append(mustRead(t, path), []byte("{torn\n")...), 0o600)
	if err := log.Write(OutcomeEvent(Outcome{EventID: "x", Outcome: Accepted}, time.Now())); err != nil {
		t.Fatal(err)
	}
	events, skipped, err := log.Read()
	if err != nil || len(events) != 2 || skipped != 1 {
		t.Fatalf("read %d events, %d skipped, %v", len(events), skipped, err)
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o600 {
		t.Errorf("file mode %v", info.Mode().Perm())
	}
	if info, _ := os.Stat(filepath.Dir(path)); info.Mode().Perm() != 0o700 {
		t.Errorf("directory mode %v", info.Mode().Perm())
	}
	if got := string(mustRead(t, path)); !strings.Contains(got, `ls \u202e`) {
		t.Errorf("the bidi character was written raw: %q", got)
	}
}

func mustRead(t *testing.T, path string) []byte {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestClassify(t *testing.T) {
	for _, c := range []struct {
		inserted, ran string
		didRun        bool
		want          string
	}{
		{"ls -l -a .", "ls -l -a .", true, Accepted},
		{"ls -l -a .", "  ls -l -a .  ", true, Accepted},
		{"ls -l -a .", "ls -l -a . /", true, Edited},
		{"ls -l -a .", "pwd", true, Abandoned},
		{"ls -l -a .", "", true, Abandoned},
		{"ls -l -a .", "ls -l -a .", false, Abandoned},
	} {
		if got := Classify(c.inserted, c.ran, c.didRun); got != c.want {
			t.Errorf("Classify(%q, %q, %v) = %s, want %s", c.inserted, c.ran, c.didRun, got, c.want)
		}
	}
}
