// Package advice is an error that says what to do about it: the text of
// the "hint:" line the command line prints after "oterminus: error:".
// Any package's error can carry advice by having a Hint method; With adds
// it to an error that has none.
package advice

import "fmt"

// Hinter is an error with advice.
type Hinter interface{ Hint() string }

// With is err with advice, formatted like fmt.Sprintf.
func With(err error, hint string, args ...any) error {
	return &hinted{err: err, hint: fmt.Sprintf(hint, args...)}
}

type hinted struct {
	err  error
	hint string
}

func (h *hinted) Error() string { return h.err.Error() }
func (h *hinted) Unwrap() error { return h.err }
func (h *hinted) Hint() string  { return h.hint }
