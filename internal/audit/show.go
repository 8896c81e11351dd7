package audit

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/oterminus/oterminus/internal/termtext"
)

// Tail writes the last n events to w, a line each (or as JSON lines),
// and returns how many unreadable lines were skipped. Only the last n
// events are kept while reading: the log can be large.
func (l *Log) Tail(w io.Writer, n int, asJSON bool) (skipped int, err error) {
	var (
		ring []Event
		next int // the oldest kept event, once the ring is full
	)
	skipped, err = l.Scan(func(ev Event) {
		if len(ring) < n {
			ring = append(ring, ev)
			return
		}
		ring[next] = ev
		next = (next + 1) % n
	})
	if err != nil {
		return skipped, err
	}
	for _, ev := range append(ring[next:], ring[:next]...) {
		if asJSON {
			data, _ := json.Marshal(ev)
			fmt.Fprintf(w, "%s\n", termtext.EscapeJSON(data))
			continue
		}
		fmt.Fprintln(w, termtext.Escape(TailLine(ev)))
	}
	return skipped, nil
}

// maxTailText clips the request and command shown per line: a line is a
// summary, and a planted log can hold anything.
const maxTailText = 300

// TailLine is one event as a line of audit tail.
func TailLine(ev Event) string {
	value := func(key string) string {
		switch v := ev[key].(type) {
		case nil:
			return "-"
		case float64:
			return fmt.Sprint(int64(v))
		default:
			return fmt.Sprint(v)
		}
	}
	if ev.String("event") == KindOutcome {
		return fmt.Sprintf("%s  outcome  %-9s exit=%s %sms  [%s]", value("timestamp"), value("outcome"),
			value("exit_code"), value("duration_ms"), value("event_id"))
	}
	cmd := ev.String("rendered_command")
	if cmd == "" {
		cmd = "-"
	}
	return fmt.Sprintf("%s  %-6s %-22s %q -> %s  [%s]", value("timestamp"), value("shell"), value("confirmation_result"),
		termtext.Clip(ev.String("user_input"), maxTailText), termtext.Clip(cmd, maxTailText), value("event_id"))
}

// WriteStatus writes where the log is, whether it is on and redacted,
// and how big it is.
func (l *Log) WriteStatus(w io.Writer) {
	fmt.Fprintf(w, "audit log:  %s\n", map[bool]string{true: "enabled", false: "disabled"}[l.Enabled])
	fmt.Fprintf(w, "path:       %s\n", termtext.Escape(l.Path))
	fmt.Fprintf(w, "redaction:  %s\n", map[bool]string{true: "on", false: "off"}[l.Redact])
	info, err := os.Stat(l.Path)
	if err != nil {
		fmt.Fprintln(w, "file:       not created yet")
		return
	}
	events := 0
	skipped, _ := l.Scan(func(Event) { events++ })
	fmt.Fprintf(w, "file:       %d bytes, %d events, mode %04o\n", info.Size(), events, info.Mode().Perm())
	if skipped > 0 {
		fmt.Fprintf(w, "unreadable: %d line(s), skipped by readers\n", skipped)
	}
}

// WriteJSON writes the statistics as audit stats --json shows them: one
// indented JSON object.
func (s *Stats) WriteJSON(w io.Writer) {
	data, _ := json.MarshalIndent(s, "", "  ")
	fmt.Fprintf(w, "%s\n", termtext.EscapeJSON(data))
}

// Write writes the statistics as audit stats shows them.
func (s *Stats) Write(w io.Writer) {
	fmt.Fprintf(w, "requests            %d\n", s.Requests)
	fmt.Fprintf(w, "typed, kept         %d\n", s.Typed)
	fmt.Fprintf(w, "inserted            %d\n", s.Inserted)
	fmt.Fprintf(w, "  accepted unedited %d\n", s.Accepted)
	fmt.Fprintf(w, "  edited, then run  %d\n", s.Edited)
	fmt.Fprintf(w, "  abandoned         %d\n", s.Abandoned)
	fmt.Fprintf(w, "  no outcome yet    %d\n", s.Pending)
	fmt.Fprintf(w, "rejected            %d\n", s.Rejected)
	fmt.Fprintf(w, "ambiguous           %d\n", s.Ambiguous)
	fmt.Fprintf(w, "failed              %d\n", s.Failed)
	fmt.Fprintf(w, "cancelled           %d\n", s.Cancelled)
	for _, group := range []struct {
		title string
		rates map[string]*Rate
	}{{"family", s.ByFamily}, {"model", s.ByModel}} {
		if len(group.rates) == 0 {
			continue
		}
		fmt.Fprintf(w, "\nacceptance by %s (ran as inserted / inserted with an outcome)\n", group.title)
		for _, k := range Keys(group.rates) {
			r := group.rates[k]
			rate := "-"
			if a, ok := r.Acceptance(); ok {
				rate = fmt.Sprintf("%.0f%%", 100*a)
			}
			fmt.Fprintf(w, "  %-28s %5s  (%d accepted, %d edited, %d abandoned, %d inserted)\n",
				termtext.Escape(k), rate, r.Accepted, r.Edited, r.Abandoned, r.Inserted)
		}
	}
	if s.Skipped > 0 {
		fmt.Fprintf(w, "\n(%d unreadable line(s) skipped)\n", s.Skipped)
	}
}
