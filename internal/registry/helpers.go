package registry

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// oneOf is a Rule accepting only the listed values.
func OneOf(allowed ...string) Rule {
	return func(field, value string) string {
		if !slices.Contains(allowed, value) {
			return field + " must be one of " + strings.Join(allowed, ", ")
		}
		return ""
	}
}

// lazyRegexp is a regular expression compiled the first time it is used.
// A package variable holding one is static data the compiler lays out;
// sync.OnceValue in its place would be a call at every start-up, and the
// first call in a package's variable initialisers stops the compiler
// laying out any variable initialised after it (Go issue 51913), so the
// declarations after it would be built at start-up too.
type lazyRegexp struct {
	once sync.Once
	expr string
	re   *regexp.Regexp
}

func (l *lazyRegexp) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.expr) })
	return l.re
}

// matches is a Rule requiring a pattern; what describes a valid value.
func Matches(re func() *regexp.Regexp, what string) Rule {
	return func(field, value string) string {
		if !re().MatchString(value) {
			return field + " must be " + what
		}
		return ""
	}
}
