package audit

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/registry"
)

// TestMarshalIsJSONMarshal holds marshal to json.Marshal, byte for byte:
// events as the reports build them, every kind of value, and strings of
// every byte, invalid UTF-8 and the separators JSON escapes.
func TestMarshalIsJSONMarshal(t *testing.T) {
	type named string
	strs := []string{"", "ls -lah", `a"b\c`, "<script>&amp;</script>", "tab\there\nline\r\x00\x1f\x7f\b\f",
		"\u2028\u2029", "caf\xc3\xa9", "\xff\xfe bad", "\xe2\x82", "emoji 😀", "ok\u00a0nbsp"}
	for b := range 256 {
		strs = append(strs, string([]byte{byte(b)}), "x"+string([]byte{byte(b)})+"y")
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		b := make([]byte, r.IntN(24))
		for i := range b {
			b[i] = byte(r.IntN(256))
		}
		strs = append(strs, string(b))
	}
	var events []Event
	for i, s := range strs {
		events = append(events, Event{s: s, "k" + s: []string{s, "b"}, "n": i})
	}
	events = append(events,
		nil, Event{},
		Event{"nil": nil, "t": true, "f": false, "i": -42, "i64": int64(1) << 40, "f64": 1.5, "u": uint8(7),
			"nilList": []string(nil), "empty": []string{}, "named": named("x<y"), "risk": registry.Dangerous,
			"stages": []Stage{}, "stage": []Stage{{Argv: []string{"ls"}}}, "nested": map[string]any{"b": 1, "a": "<"},
			"nilStages": []Stage(nil), "fullStages": []Stage{{Argv: []string{"grep", "-e", "<a>"}, Family: &strs[3], Risk: "safe",
				Redirections: []string{"2>&1", "> out.txt"}}, {Argv: []string{}, Redirections: []string{}}},
			"timings": map[string]int64{"validate": 3, "read": -1, "Zed": 1 << 40, "a\u2028": 0}, "noTimings": map[string]int64(nil),
			"emptyTimings": map[string]int64{},
			"anys":         []any{"a", 1, nil}, "time": time.Unix(0, 0).UTC(), "ptr": new(string),
			"nilAnys": []any(nil), "nilObject": map[string]any(nil),
			"nestedValues": map[string]any{"k": []any{[]string{"x\u2028<"}, map[string]any{"z": nil, "a": true}}}},
		OutcomeEvent(Outcome{EventID: "x", Outcome: Accepted}, time.Unix(1, 0)),
	)
	for _, ev := range events {
		want, werr := json.Marshal(ev)
		got, gerr := marshal(ev, nil)
		if string(got) != string(want) || (werr == nil) != (gerr == nil) {
			t.Fatalf("marshal(%#v) = %q, %v; json.Marshal gives %q, %v", ev, got, gerr, want, werr)
		}
	}
	if _, err := marshal(Event{"c": make(chan int)}, nil); err == nil {
		t.Error("marshal accepted a channel, which json.Marshal refuses")
	}
}
