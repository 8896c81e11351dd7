package terminal

import (
	"bytes"
	"context"
	"errors"
	"io"
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
