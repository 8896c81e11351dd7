package oneshot_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/oneshot"
	"github.com/oterminus/oterminus/internal/request"
)

func TestLast(t *testing.T) {
	in := &request.Input{Text: "", Platform: "linux", Dialect: dialect.Default}
	failed := request.LastCommand{Text: "make", Status: 2}
	for _, c := range []struct {
		err          error
		code         int
		confirmation string
	}{
		{nil, oneshot.ExitOK, "explained"},
		{lifecycle.ErrNoPlanner, oneshot.ExitUsage, "planner_error"},
		{fmt.Errorf("waiting: %w", context.Canceled), oneshot.ExitInterrupted, "cancelled_by_user"},
	} {
		fo := &request.FailureOutcome{Request: in, Failed: failed, Err: c.err}
		if c.err == nil {
			fo.Explanation = &request.FailureExplanation{}
		}
		l := oneshot.Last{Out: fo, Redact: true}
		code, confirmation := l.Code()
		if code != c.code || confirmation != c.confirmation {
			t.Errorf("%v: %d %q, want %d %q", c.err, code, confirmation, c.code, c.confirmation)
		}
		ev := l.Report(time.Now(), "bash", confirmation).Event()
		if ev["run_mode"] != "explain-last" || ev["confirmation_result"] != confirmation || ev["interface"] != "cli" {
			t.Errorf("%v: event %v", c.err, ev)
		}
		data, err := l.JSON(code)
		var obj map[string]any
		if err != nil || json.Unmarshal(data, &obj) != nil {
			t.Errorf("%v: JSON %s %v", c.err, data, err)
		}
	}
}
