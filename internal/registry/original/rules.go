package original

import (
	"strings"

	"github.com/oterminus/oterminus/internal/registry"
)

// NoLeadingDash refuses values an option parser would take as an option.
func NoLeadingDash(field, value string) string {
	if strings.HasPrefix(value, "-") {
		return field + " cannot start with '-'"
	}
	return ""
}

// Identifier accepts shell variable names only.
func Identifier(field, value string) string {
	if !registry.IsIdentifier(value) {
		return field + " must be a variable name: letters, digits and '_', not starting with a digit"
	}
	return ""
}

// Domain is a DNS name (a dotted IPv4 passes the hostname rule).
func Domain(field, value string) string {
	if msg := registry.NetworkOperand(field, value); msg != "" {
		return msg
	}
	if strings.ContainsAny(value, ":/") {
		return field + " must be a domain name, not a URL"
	}
	if !registry.IsHostname(value) {
		return field + " must be a valid domain name"
	}
	return ""
}

// OctalMode accepts numeric chmod modes such as 644 or 0755.
func OctalMode(field, value string) string {
	if len(value) < 3 || len(value) > 4 || strings.Trim(value, "01234567") != "" {
		return field + " must be a numeric mode of 3 or 4 octal digits, such as 644"
	}
	return ""
}
