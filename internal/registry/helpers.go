package registry

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

func itoa(n int) string { return strconv.Itoa(n) }

// oneOf is a Rule accepting only the listed values.
func oneOf(allowed ...string) Rule {
	return func(field, value string) string {
		if field == shapeQuery {
			return "\x02" + strings.Join(allowed, "\x00")
		}
		if !slices.Contains(allowed, value) {
			return field + " must be one of " + strings.Join(allowed, ", ")
		}
		return ""
	}
}

// matches is a Rule requiring a pattern; what describes a valid value.
func matches(re func() *regexp.Regexp, what string) Rule {
	return func(field, value string) string {
		if field == shapeQuery {
			return "\x01" + re().String()
		}
		if !re().MatchString(value) {
			return field + " must be " + what
		}
		return ""
	}
}
