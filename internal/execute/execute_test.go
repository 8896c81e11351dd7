package execute

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestRunCapturesLenientlyAndBoundsOutput(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "emit")
	// Invalid UTF-8, then far more output than is shown.
	body := "#!/bin/sh\nprintf 'bad \\377\\376 bytes\\n'\nhead -c 200000 /dev/zero | tr '\\0' x\nexit 3\n"
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	res := Run(context.Background(), []string{script}, Options{MaxOutputChars: 100, Dir: dir, Timeout: 10 * time.Second})
	if res.ExitCode != 3 || res.Err != nil {
		t.Fatalf("exit %d, err %v", res.ExitCode, res.Err)
	}
	if !strings.HasPrefix(res.Stdout.Text, "bad \uFFFD bytes\n") || !res.Stdout.Truncated || len([]rune(res.Stdout.Text)) != 100 {
		t.Errorf("stdout %q truncated=%v", res.Stdout.Text, res.Stdout.Truncated)
	}
	if res.Stdout.OriginalChars != 200012 { // a run of invalid bytes is one U+FFFD
		t.Errorf("original chars %d, want 200012", res.Stdout.OriginalChars)
	}
}

func TestRunTimeoutAndMissingProgram(t *testing.T) {
	res := Run(context.Background(), []string{"sleep", "5"}, Options{Timeout: 200 * time.Millisecond})
	if !res.TimedOut || res.ExitCode != ExitTimeout {
		t.Errorf("timeout: %+v", res)
	}
	// The command ran until the timeout stopped it: its duration cannot
	// be shorter (a bound, not a speed measurement).
	if res.Duration < 200*time.Millisecond {
		t.Errorf("duration %v, shorter than the timeout it ran into", res.Duration)
	}
	res = Run(context.Background(), []string{"/nonexistent/program"}, Options{})
	if res.Err == nil || res.ExitCode != ExitFailed {
		t.Errorf("missing program: %+v", res)
	}
}

func TestCd(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	if res := Run(context.Background(), []string{"cd", "sub"}, Options{Dir: dir}); res.Err != nil || res.Stdout.Text != filepath.Join(dir, "sub")+"\n" {
		t.Errorf("cd sub: %+v", res)
	}
	if res := Run(context.Background(), []string{"cd", "missing"}, Options{Dir: dir}); res.Err == nil {
		t.Error("cd into a missing directory succeeded")
	}
}
