package ollamatest

import (
	"bytes"
	"net/http"
	"sync/atomic"
)

// Huge is a hostile server that answers every request with status and a
// body of size bytes, streamed without a Content-Length so the client
// cannot refuse it up front: `{"models":[` or `{"error":"` followed by
// filler that never closes. Sent counts the bytes it managed to write.
type Huge struct {
	Status int
	Size   int64
	Sent   atomic.Int64
}

func (h *Huge) ServeHTTP(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(h.Status)
	head := `{"models":[{"name":"`
	if h.Status >= 400 {
		head = `{"error":"`
	}
	n, _ := w.Write([]byte(head))
	h.Sent.Add(int64(n))
	filler := bytes.Repeat([]byte("A"), 64<<10)
	for h.Sent.Load() < h.Size {
		n, err := w.Write(filler)
		h.Sent.Add(int64(n))
		if err != nil {
			return
		}
	}
}
