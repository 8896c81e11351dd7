package oneshot_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/oneshot"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
)

func outcome(t *testing.T, text string) *request.Outcome {
	t.Helper()
	return lifecycle.Run(context.Background(), &request.Input{
		Text: text, Platform: "linux", Dir: t.TempDir(), Home: "/home/u",
		Dialect: dialect.Default, Policy: policy.Config{Mode: policy.ModeWrite},
		Registry: registry.Default(),
	})
}

func run(t *testing.T, mode oneshot.Mode, text string) (*oneshot.Run, *bytes.Buffer) {
	t.Helper()
	var human bytes.Buffer
	return &oneshot.Run{
		Mode: mode, Config: config.Defaults(), Human: &human, Dir: t.TempDir(), Home: "/home/u",
		OpenTTY: func() (*os.File, error) { return nil, errors.New("no tty") },
		Out:     outcome(t, text),
	}, &human
}

func hint(err error) string {
	var h interface{ Hint() string }
	if errors.As(err, &h) {
		return h.Hint()
	}
	return ""
}

// Each mode's decision: what is shown, the exit code, the error and what
// the report says happened.
func TestFinish(t *testing.T) {
	cases := []struct {
		mode         oneshot.Mode
		text         string
		code         int
		confirmation string
		err          string // a prefix of the error shown; "" for none
		shown        string // a part of what the person reads
	}{
		{oneshot.DryRun, "ls -la", oneshot.ExitOK, "skipped_dry_run", "", "ls -la"},
		{oneshot.Explain, "ls -la", oneshot.ExitOK, "skipped_explain", "", "ls"},
		{oneshot.Execute, "ls -la", oneshot.ExitUsage, "cancelled", "cannot ask for confirmation", "ls -la"},
		{oneshot.Execute, "ls | wc -l", oneshot.ExitUsage, "not_prompted_compound", "a pipeline, list", "wc"},
		{oneshot.DryRun, "find files bigger than 100MB", oneshot.ExitUsage, "planner_error", "planning failed", ""},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s %s", c.mode, c.text), func(t *testing.T) {
			r, human := run(t, c.mode, c.text)
			code, err := r.Finish(context.Background())
			if code != c.code || r.After.Confirmation != c.confirmation {
				t.Fatalf("code %d confirmation %q, want %d %q (stage %s)", code, r.After.Confirmation, c.code, c.confirmation, r.Out.Stage)
			}
			switch {
			case c.err == "" && err != nil:
				t.Fatalf("error %v, want none", err)
			case c.err != "" && (err == nil || !strings.HasPrefix(err.Error(), c.err) || hint(err) == ""):
				t.Fatalf("error %v (hint %q), want %q... with a hint", err, hint(err), c.err)
			}
			if !strings.Contains(human.String(), c.shown) {
				t.Fatalf("shown %q, want %q in it", human.String(), c.shown)
			}
			// In JSON mode the error is in the object, never printed.
			r, _ = run(t, c.mode, c.text)
			r.JSON = true
			if code, err := r.Finish(context.Background()); code != c.code || err != nil {
				t.Fatalf("JSON: %d %v, want %d and no error", code, err, c.code)
			}
			rep := r.Report(time.Now(), "bash", code)
			if rep == nil {
				t.Fatal("no report")
			}
			if r.After.RunMode != string(c.mode) || r.After.ExitCode != code || r.After.Interface != "cli" || r.After.Shell != "bash" {
				t.Fatalf("after %+v", r.After)
			}
		})
	}
}

func TestPlannerFailure(t *testing.T) {
	err := oneshot.PlannerFailure(lifecycle.ErrNoPlanner)
	if !strings.HasPrefix(err.Error(), "planning failed: ") || !strings.Contains(hint(err), "config set model") {
		t.Fatalf("%v (hint %q)", err, hint(err))
	}
	err = oneshot.PlannerFailure(context.Canceled)
	if !errors.Is(err, context.Canceled) || hint(err) != "" {
		t.Fatalf("%v (hint %q)", err, hint(err))
	}
}
