package registry

import (
	"regexp"
	"slices"
	"strings"
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

// matches is a Rule requiring a pattern; what describes a valid value.
func Matches(re func() *regexp.Regexp, what string) Rule {
	return func(field, value string) string {
		if !re().MatchString(value) {
			return field + " must be " + what
		}
		return ""
	}
}
