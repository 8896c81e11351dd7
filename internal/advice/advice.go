// Package advice holds oterminus's own kinds of error: one that says what
// to do about it (the text of the "hint:" line the command line prints
// after "oterminus: error:"; any package's error can carry advice by
// having a Hint method, and With adds it to an error that has none), and
// a constant one (Const).
package advice

import "fmt"

// Hinter is an error with advice.
type Hinter interface{ Hint() string }

// With is err with advice, formatted like fmt.Sprintf.
func With(err error, hint string, args ...any) error {
	return &hinted{err: err, hint: fmt.Sprintf(hint, args...)}
}

// Const is an error that is a constant string. A package variable holding
// one is static data; errors.New there would be a call at every start,
// and the first call among a package's variable initialisers stops Go
// laying out the variables after it (Go issue 51913), so those would be
// built at every start too. Compare with == or errors.Is.
type Const string

func (e Const) Error() string { return string(e) }

type hinted struct {
	err  error
	hint string
}

func (h *hinted) Error() string { return h.err.Error() }
func (h *hinted) Unwrap() error { return h.err }
func (h *hinted) Hint() string  { return h.hint }
