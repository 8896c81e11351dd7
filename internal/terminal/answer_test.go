package terminal

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"strings"
	"testing"
)

type rw struct {
	io.Reader
	bytes.Buffer
}

func (r *rw) Read(p []byte) (int, error) { return r.Reader.Read(p) }

func TestAnswer(t *testing.T) {
	tty := &rw{Reader: strings.NewReader("yes\nmore\n")}
	line, err := Answer(context.Background(), tty, "Run it? ")
	if line != "yes" || err != nil || tty.String() != "Run it? " {
		t.Fatalf("%q %v, asked %q", line, err, tty.String())
	}
	// Only the answer's line is read.
	if rest, _ := io.ReadAll(tty.Reader); string(rest) != "more\n" {
		t.Fatalf("left %q", rest)
	}
}

type blocked struct{ bytes.Buffer }

func (*blocked) Read([]byte) (int, error) { select {} }

func TestAnswerCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if line, err := Answer(ctx, &blocked{}, "? "); !errors.Is(err, context.Canceled) || line != "" {
		t.Fatalf("%q %v", line, err)
	}
}

// A file that is no terminal is not held, and the call is left to the
// caller.
func TestHoldNeedsATerminal(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "tty")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	called := false
	held, err := Hold(context.Background(), f, "find big files", "thinking", func(context.Context) error {
		called = true
		return nil
	})
	if held || err != nil || called {
		t.Fatalf("held %v, err %v, called %v", held, err, called)
	}
	if info, _ := f.Stat(); info.Size() != 0 {
		t.Fatalf("wrote %d bytes to a file that is no terminal", info.Size())
	}
}
