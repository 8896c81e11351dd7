package planner

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/registry"
)

func plannerFor(t *testing.T, h http.Handler, model string) *Planner {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	p, err := New(Config{Host: srv.URL, Model: model, Timeout: 20 * time.Second, Registry: registry.Default()})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// A server that redirects, to another host or to itself, gets no second
// request: the prompt never leaves the configured host.
func TestNoRedirectIsFollowed(t *testing.T) {
	elsewhere := ollamatest.New("qwen2.5-coder:1.5b")
	elsewhere.Script(ollamatest.Reply{Content: lsReply})
	other := httptest.NewServer(elsewhere)
	defer other.Close()

	for _, c := range []struct {
		name, target string
		status       int
	}{
		{"another host, 307", other.URL + "/api/chat", http.StatusTemporaryRedirect},
		{"another host, 308", other.URL + "/api/chat", http.StatusPermanentRedirect},
		{"another host, 302", other.URL + "/api/chat", http.StatusFound},
		{"same host, other path", "/v2/api/chat", http.StatusTemporaryRedirect},
		{"another host name, 301", strings.Replace(other.URL, "127.0.0.1", "localhost", 1) + "/api/chat", http.StatusMovedPermanently},
	} {
		t.Run(c.name, func(t *testing.T) {
			hits := 0
			p := plannerFor(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				hits++
				http.Redirect(w, r, c.target, c.status)
			}), "qwen2.5-coder:1.5b")
			_, err := p.Plan(context.Background(), task("list files with the secret hunter2"))
			var pe *Error
			if !errors.As(err, &pe) || pe.Kind != KindSetup || !strings.Contains(err.Error(), "redirected to") || pe.Hint() == "" {
				t.Fatalf("error %v, want a setup error naming the redirect", err)
			}
			if hits != 1 {
				t.Errorf("the redirecting server got %d requests, want 1", hits)
			}
		})
	}
	for _, r := range elsewhere.Requests() {
		t.Errorf("the other host received %s %s: %.80s", r.Method, r.Path, r.Body)
	}
}

// A 512 MiB model list is not read whole: the client stops at maxBody with
// an error that says so, and the server manages to send only a little more
// than that before the connection closes.
func TestHugeModelListIsCapped(t *testing.T) {
	huge := &ollamatest.Huge{Status: http.StatusOK, Size: 512 << 20}
	p := plannerFor(t, huge, "")
	_, err := p.InstalledModels(context.Background())
	var pe *Error
	if !errors.As(err, &pe) || pe.Kind != KindServer || !strings.Contains(err.Error(), "sent more than 2 MiB") {
		t.Fatalf("error %v, want the body cap", err)
	}
	if sent := huge.Sent.Load(); sent >= 512<<20 {
		t.Errorf("the server sent all %d bytes", sent)
	}
}

// A huge error answer is cut, and what is quoted of it is short and
// escaped.
func TestHugeErrorIsCappedAndQuotedShort(t *testing.T) {
	huge := &ollamatest.Huge{Status: http.StatusInternalServerError, Size: 64 << 20}
	p := plannerFor(t, huge, "m")
	_, err := p.Plan(context.Background(), task("list files"))
	if err == nil || len(err.Error()) > 300 {
		t.Fatalf("error of %d bytes: %.300v", len(err.Error()), err)
	}

	p = plannerFor(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusInternalServerError)
		w.Write([]byte(`{"error":"\u001b]52;c;ZXZpbA==\u0007 boom ` + strings.Repeat("x", 1<<20) + `"}`))
	}), "m")
	_, err = p.Plan(context.Background(), task("list files"))
	msg := err.Error()
	if !strings.HasPrefix(msg, `Ollama response error: status 500: \e]52;c;ZXZpbA==\x07 boom xxx`) || !strings.HasSuffix(msg, "…") || len(msg) > 300 {
		t.Errorf("error %.400q", msg)
	}
}

// cappedBody reads a body of exactly the cap and refuses one byte more.
func TestCappedBody(t *testing.T) {
	read := func(body string) (string, error) {
		b := &cappedBody{r: readCloser{strings.NewReader(body)}, left: 4}
		var got []byte
		buf := make([]byte, 3)
		for {
			n, err := b.Read(buf)
			got = append(got, buf[:n]...)
			if err != nil {
				if err.Error() == "EOF" {
					err = nil
				}
				return string(got), err
			}
		}
	}
	if got, err := read("abcd"); got != "abcd" || err != nil {
		t.Errorf("4 bytes: %q, %v", got, err)
	}
	if got, err := read("abcde"); got != "abcd" || !errors.Is(err, errBodyTooLarge) {
		t.Errorf("5 bytes: %q, %v", got, err)
	}
}

type readCloser struct{ *strings.Reader }

func (readCloser) Close() error { return nil }

// TestBodyLimitIsSaid: the error names the limit maxBody sets, which the
// constant message writes out.
func TestBodyLimitIsSaid(t *testing.T) {
	if want := fmt.Sprintf("larger than %d MiB", maxBody>>20); !strings.Contains(errBodyTooLarge.Error(), want) {
		t.Errorf("%q does not say %q", errBodyTooLarge, want)
	}
}
