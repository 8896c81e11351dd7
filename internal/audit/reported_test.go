package audit

import (
	"bytes"
	"encoding/json"
	"testing"
)

func TestReportedDecide(t *testing.T) {
	str := func(s string) *string { return &s }
	one, ms := 1, int64(30)
	cases := []struct {
		name string
		r    Reported
		want Outcome
		ok   bool
	}{
		{"accepted as inserted", Reported{EventID: "e", Inserted: "ls -la", Ran: str("ls -la"), ExitCode: &one, DurationMS: &ms},
			Outcome{EventID: "e", Outcome: Accepted, Command: "ls -la", ExitCode: &one, DurationMS: &ms}, true},
		{"edited", Reported{EventID: "e", Shell: "zsh", Inserted: "ls -la", Ran: str("ls -l"), Redact: true},
			Outcome{EventID: "e", Shell: "zsh", Outcome: Edited, Command: "ls -l", Redact: true}, true},
		{"nothing ran: abandoned, status dropped", Reported{EventID: "e", Inserted: "ls", ExitCode: &one, DurationMS: &ms},
			Outcome{EventID: "e", Outcome: Abandoned}, true},
		{"named", Reported{EventID: "e", Outcome: Edited, Command: "ls -l", Inserted: "x", Ran: str("y")},
			Outcome{EventID: "e", Outcome: Edited, Command: "ls -l"}, true},
		{"named abandoned drops the status", Reported{EventID: "e", Outcome: Abandoned, ExitCode: &one},
			Outcome{EventID: "e", Outcome: Abandoned}, true},
		{"no event", Reported{EventID: "-", Outcome: Accepted}, Outcome{EventID: "-", Outcome: Accepted}, false},
		{"empty event", Reported{Inserted: "ls", Ran: str("ls")}, Outcome{Outcome: Accepted, Command: "ls"}, false},
	}
	for _, c := range cases {
		got, ok := c.r.Decide()
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(c.want)
		if ok != c.ok || !bytes.Equal(g, w) {
			t.Errorf("%s: %s %v, want %s %v", c.name, g, ok, w, c.ok)
		}
	}
	for _, name := range []string{Accepted, Edited, Abandoned} {
		if !IsOutcome(name) {
			t.Errorf("%s is no outcome", name)
		}
	}
	if IsOutcome("ran") || IsOutcome("") {
		t.Error("ran or empty is an outcome")
	}
}

func TestStatsWriteJSON(t *testing.T) {
	s := Compute(nil, 2)
	var b bytes.Buffer
	s.WriteJSON(&b)
	want, _ := json.MarshalIndent(s, "", "  ")
	if b.String() != string(want)+"\n" {
		t.Fatalf("%q, want %q", b.String(), want)
	}
}
