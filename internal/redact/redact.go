// Package redact removes secrets from text before it is stored or sent
// anywhere: the audit log, and context given to the model
// (upstream-spec §16.3, with its crash on NAME_TOKEN=value fixed).
package redact

import (
	"regexp"
	"strings"
	"sync"
)

// Marker replaces every secret.
const Marker = "[REDACTED]"

type rule struct {
	// hints are lower-case substrings one of which any match contains;
	// without one the rule's regexp is never compiled or run. Most text
	// (a typed "ls -lah") contains none, so redaction costs nothing there.
	hints []string
	expr  string
	// keep is the number of leading submatches to keep; the rest of the
	// match is the secret.
	keep int
	re   func() *regexp.Regexp
}

func mk(hints []string, expr string, keep int) rule {
	return rule{hints: hints, expr: expr, keep: keep, re: sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })}
}

func (r rule) mayMatch(lower string) bool {
	for _, h := range r.hints {
		if strings.Contains(lower, h) {
			return true
		}
	}
	return false
}

// rules are applied in order. Each keeps the text that says what the
// secret is (the key, the flag, the scheme) and replaces the value.
var rules = []rule{
	// key: value and key=value for the usual secret names.
	mk([]string{"key", "token", "passw", "secret"}, `(?i)(\b(?:api[_-]?key|token|password|passwd|secret)\b\s*[:=]\s*)(\S+)`, 1),
	// HTTP authorization schemes.
	mk([]string{"bearer", "basic"}, `(?i)(\b(?:bearer|basic)\s+)([A-Za-z0-9._~+/=-]+)`, 1),
	// --token X, --password=X and friends.
	mk([]string{"--"}, `(?i)(--(?:token|password|passwd|secret|api-key|api_key|access-token|access_token|auth|authorization)(?:\s+|=))(\S+)`, 1),
	// Environment-style assignments whose name says secret:
	// GITHUB_TOKEN=x, MY_API_KEY=x, DB_PASS=x.
	mk([]string{"token=", "secret", "pass", "key", "auth"}, `(?i)(\b[A-Za-z_][A-Za-z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|PASS|API[_-]?KEY|AUTH)[A-Za-z0-9_]*=)(\S+)`, 1),
	// Credentials in any URL: scheme://user:pass@host.
	mk([]string{"://"}, `(?i)(\b[a-z][a-z0-9+.-]*://)([^\s/@]+)(@)`, 1),
	// curl -u user:password.
	mk([]string{"-u"}, `((?:^|\s)-u\s+[^\s:]+:)(\S+)`, 1),
	// Passwords given to tools whose -p takes one (mysql -pX, sshpass -p X).
	mk([]string{"mysql", "sshpass"}, `(\b(?:mysql|mysqldump|mysqladmin|sshpass)\b.*?\s-p\s*)(\S+)`, 1),
	// Well-known token formats, wherever they appear.
	mk([]string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "xox", "sk-", "akia"},
		`()\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{20,}|xox[abprs]-[A-Za-z0-9-]{10,}|sk-[A-Za-z0-9_-]{20,}|AKIA[0-9A-Z]{16})\b`, 1),
	// Private key blocks.
	mk([]string{"private key"}, `(-----BEGIN [A-Z ]*PRIVATE KEY-----)[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)`, 1),
}

// Text redacts secrets in free text, keeping everything else (including
// whitespace) as it was.
func Text(s string) string {
	for _, r := range rules {
		if !r.mayMatch(strings.ToLower(s)) {
			continue
		}
		re := r.re()
		s = re.ReplaceAllStringFunc(s, func(match string) string {
			sub := re.FindStringSubmatch(match)
			kept := strings.Join(sub[1:1+r.keep], "")
			rest := ""
			if len(sub) > r.keep+2 { // a closing part after the secret, such as the '@' of a URL
				rest = sub[len(sub)-1]
			}
			return kept + Marker + rest
		})
	}
	return s
}

// secretFlags take a secret as their value.
var secretFlags = []string{"--token", "--password", "--passwd", "--secret", "--api-key", "--api_key",
	"--access-token", "--access_token", "--auth", "--authorization"}

// Argv redacts a command's words: the value after a secret flag, the
// value of flag=secret and NAME=secret words, and secrets inside words.
func Argv(argv []string) []string {
	out := make([]string, len(argv))
	for i := 0; i < len(argv); i++ {
		word := argv[i]
		lower := strings.ToLower(word)
		name, _, hasValue := strings.Cut(lower, "=")
		switch {
		case isSecretFlag(lower) && i+1 < len(argv):
			out[i], out[i+1] = word, Marker
			i++
			continue
		case hasValue && isSecretFlag(name):
			out[i] = word[:len(name)+1] + Marker
			continue
		case hasValue && !strings.HasPrefix(name, "-") && secretName(name):
			out[i] = word[:len(name)+1] + Marker
			continue
		}
		out[i] = Text(word)
	}
	return out
}

func isSecretFlag(s string) bool {
	for _, f := range secretFlags {
		if s == f {
			return true
		}
	}
	return false
}

func secretName(name string) bool {
	for _, marker := range []string{"token", "secret", "password", "passwd", "api_key", "api-key", "auth"} {
		if strings.Contains(name, marker) {
			return true
		}
	}
	return false
}
