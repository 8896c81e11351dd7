// Package lazyre is a regular expression compiled the first time it is
// used, declared as a value so that a variable holding one is static
// data the compiler lays out: nothing runs at start-up for it.
//
// sync.OnceValue in its place would be a call at every start-up, and the
// first call in a package's variable initialisers stops the compiler
// laying out any variable initialised after it (Go issue 51913), so the
// declarations after it would be built at start-up too. A process of
// oterminus lives for milliseconds and uses few of its expressions.
package lazyre

import (
	"regexp"
	"sync"
)

// Regexp is an expression compiled on first use: declare one as
// lazyre.Regexp{Expr: `...`}.
type Regexp struct {
	Expr string
	once sync.Once
	re   *regexp.Regexp
}

// Get compiles the expression the first time, and returns it; an
// expression that does not compile is a programming error, and panics.
func (l *Regexp) Get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.Expr) })
	return l.re
}
