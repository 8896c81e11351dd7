package planner

import (
	"io"
	"net/http"

	"github.com/oterminus/oterminus/internal/advice"
	"github.com/oterminus/oterminus/internal/termtext"
)

// The HTTP client the Ollama library uses is built here, because the
// library reads response bodies itself (whole, with io.ReadAll, for
// /api/tags and error answers) and follows redirects wherever they point.
// A hostile or broken server must not be able to grow the helper without
// bound, nor send the prompt to another host.

// maxBody caps every response body the server sends. The largest honest
// answer is a non-streamed chat reply (maxReply of text, JSON-escaped) or a
// model list of a few hundred models; both fit many times over.
const maxBody = 2 << 20

// maxErrorText caps server-supplied text quoted in an error message, which
// is printed on the terminal and may be logged.
const maxErrorText = 200

// errBodyTooLarge is the read error of a body past maxBody.
var errBodyTooLarge error = advice.Const("the server's answer is larger than 2 MiB") // maxBody; TestBodyLimitIsSaid

// redirectError is returned for any redirect: the configured host is the
// only one the prompt goes to, and an Ollama server never redirects, so
// even a redirect to the same host is refused rather than judged.
type redirectError struct{ to string }

func (e *redirectError) Error() string { return "the server redirected to " + e.to }

// newHTTPClient wraps transport so that every response body is capped and
// no redirect is followed.
func newHTTPClient(transport http.RoundTripper) *http.Client {
	return &http.Client{
		Transport: cappedTransport{next: transport, max: maxBody},
		CheckRedirect: func(req *http.Request, _ []*http.Request) error {
			return &redirectError{to: serverText(req.URL.Redacted())}
		},
	}
}

// cappedTransport returns responses whose body fails with errBodyTooLarge
// once more than max bytes are read.
type cappedTransport struct {
	next http.RoundTripper
	max  int64
}

func (t cappedTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := t.next.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	if resp.ContentLength > t.max {
		resp.Body.Close()
		return nil, errBodyTooLarge
	}
	resp.Body = &cappedBody{r: resp.Body, left: t.max}
	return resp, nil
}

type cappedBody struct {
	r    io.ReadCloser
	left int64
}

func (b *cappedBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		// One byte more tells a body of exactly max bytes from a longer one.
		var one [1]byte
		if n, _ := io.ReadFull(b.r, one[:]); n > 0 {
			return 0, errBodyTooLarge
		}
		return 0, io.EOF
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.r.Read(p)
	b.left -= int64(n)
	return n, err
}

func (b *cappedBody) Close() error { return b.r.Close() }

// serverText makes text the server chose fit for an error message: escaped
// for the terminal and clipped to maxErrorText runes.
func serverText(s string) string {
	return termtext.Clip(termtext.Escape(s), maxErrorText)
}
