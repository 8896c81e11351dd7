// Package redact removes secrets from text before it is stored or sent
// anywhere: the audit log, and context given to the model
// (upstream-spec §16.3, with its crash on NAME_TOKEN=value fixed).
//
// It decides what text counts as a secret and how it is masked (Text,
// Argv). It may not decide whether something is stored or sent, and it
// touches no file, terminal or environment: it takes strings and
// returns strings.
package redact

import (
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/lazyre"
)

// Marker replaces every secret.
const Marker = "[REDACTED]"

type rule struct {
	// hints are lower-case substrings one of which any match contains;
	// without one the rule's regexp is never compiled or run. Most text
	// (a typed "ls -lah") contains none, so redaction costs nothing there.
	hints []string
	// keep is the number of leading submatches to keep; the rest of the
	// match is the secret.
	keep int
	re   *lazyre.Regexp
	// may, when set, replaces the hints: the rule runs only on text it
	// accepts. check, when set, must accept a match's secret for it to
	// be redacted.
	may   func(s string) bool
	check func(secret string) bool
	// named, when set, must accept the kept text before the secret (the
	// name it is assigned to) for the match to count.
	named func(name string) bool
}

// mayHoldUserPassword says whether lower-cased text can hold curl's
// -u user:password: every match has a dash, a u and a colon. The hint
// "u" alone let nearly every audited string through ("dry-run",
// "request", a path), which compiled both expressions on every run.
func mayHoldUserPassword(lower string) bool {
	return strings.Contains(lower, ":") && strings.Contains(lower, "-") && strings.Contains(lower, "u")
}

func (r rule) mayMatch(lower string) bool {
	if r.may != nil {
		return r.may(lower)
	}
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
	// key: value and key=value where the key's name says secret, in any
	// notation: token: x, password=x, aws_secret_access_key = x,
	// POSTGRES_PASSWORD: x, "password": "x y", AccountKey=x;... (the
	// value ends at a separator of the notations around it).
	// In a command rendered for a shell the value may be the next
	// quoted word: echo '{password:' 's3cr3t}'.
	{hints: []string{"passw", "passphrase", "secret", "token", "key", "credential", "signature"}, keep: 1, re: &lazyre.Regexp{Expr: `(?i)(["']?\b[A-Za-z0-9_.-]*(?:passw(?:or)?d|passphrase|secret|token|api[_-]?key|access[_-]?key|account[_-]?key|private[_-]?key|credentials?|accesssignature)[A-Za-z0-9_.-]*["']?\s*[:=]\s*)(['"]\s+(?:'[^'\n]*'|"[^"\n]*"|[^\s,;}&'"]+)|"[^"\n]*"|'[^'\n]*'|[^\s,;}&]+)`}},
	// HTTP authorization schemes.
	{hints: []string{"bearer", "basic"}, keep: 1, re: &lazyre.Regexp{Expr: `(?i)(\b(?:bearer|basic)\s+)([A-Za-z0-9._~+/=-]+)`}},
	// An Authorization header in any scheme (Token x, a bare key): the
	// word after the scheme, or the first word when no known scheme
	// stands there. Also attached to a flag (curl -HAuthorization:...).
	{hints: []string{"authorization"}, keep: 1, re: &lazyre.Regexp{Expr: `(?i)((?:proxy-)?authorization\s*:\s*(?:(?:bearer|basic|token|digest|negotiate|ntlm|oauth|apikey|bot|jwt|hoba|mutual|aws4-hmac-sha256)\s+)?)([^\s'"]+)`}},
	// Cookie headers carry session keys under any name: the whole value.
	{hints: []string{"cookie"}, keep: 1, re: &lazyre.Regexp{Expr: `(?i)((?:set-)?cookie\s*:\s*)([^'"\n]+)`}},
	// --token X, --password=X and friends.
	// A prefix may say whose: --http-password, --proxy-password (wget).
	{hints: []string{"--"}, keep: 1, re: &lazyre.Regexp{Expr: `(?i)(--(?:[a-z0-9]+-)*(?:token|password|passwd|secret|api-key|api_key|access-token|access_token|auth|authorization)(?:\s+|=))(\S+)`}},
	// Environment-style assignments whose name says secret:
	// GITHUB_TOKEN=x, MY_API_KEY=x, DB_PASS=x.
	{hints: []string{"token=", "secret", "pass", "key", "auth"}, keep: 1, re: &lazyre.Regexp{Expr: `(?i)(\b[A-Za-z_][A-Za-z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|PASS|API[_-]?KEY|AUTH)[A-Za-z0-9_]*=)(\S+)`}},
	// Names that end in _KEY, -key or .key, kubeconfig's *-key-data and
	// Docker's auth (SIGNING_KEY=x, client-key-data: x, "auth": "x"); a
	// name must come before the key (sort --key=2 keeps its value).
	{hints: []string{"key", "auth"}, keep: 1, re: &lazyre.Regexp{Expr: `(?i)(["']?\b(?:[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)*[_.-](?:key|auth)(?:[_-]data)?|auth|key[_-]data)["']?\s*[:=]\s*)(['"]\s+(?:'[^'\n]*'|"[^"\n]*"|[^\s,;}&'"]+)|"[^"\n]*"|'[^'\n]*'|[^\s,;}&]+)`}, named: notKeyBinding},
	// A .netrc entry's password (machine HOST login USER password PW),
	// on one line or several.
	{hints: []string{"machine", "default"}, keep: 1, re: &lazyre.Regexp{Expr: `(?i)((?:^|\s)(?:machine\s+\S+|default)(?:\s+(?:login|account|port)\s+\S+)*\s+password\s+)(\S+)`}},
	// Password hashes in crypt(3) form, as /etc/shadow and /etc/gshadow
	// hold them ($6$salt$hash, $y$..., $2b$...).
	{hints: []string{"$"}, keep: 1, re: &lazyre.Regexp{Expr: `()(\$(?:1|2[abxy]|5|6|7|y|gy|sha1|md5|argon2(?:id|i|d))\$[A-Za-z0-9./$=,+-]{8,})`}},
	// JSON web tokens, wherever they appear.
	{hints: []string{"eyj"}, keep: 1, re: &lazyre.Regexp{Expr: `()\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}`}},
	// Credentials in any URL: scheme://user:pass@host.
	{hints: []string{"://"}, keep: 1, re: &lazyre.Regexp{Expr: `(?i)(\b[a-z][a-z0-9+.-]*://)([^\s/@]+)(@)`}},
	// curl -u user:password, -uuser:password, --user user:password,
	// --user=user:password, and the proxy's -U and --proxy-user; -u may
	// end a cluster of short flags (-su, -sSLu). A quoted value may hold
	// spaces: all of it goes.
	{keep: 1, re: &lazyre.Regexp{Expr: `((?:^|\s)(?:-[A-Za-z]*[uU]|--user|--proxy-user)(?:\s+|=)?)('[^'\n]*:[^'\n]*'|"[^"\n]*:[^"\n]*")`}, may: mayHoldUserPassword},
	{keep: 1, re: &lazyre.Regexp{Expr: `((?:^|\s)(?:-[A-Za-z]*[uU]|--user|--proxy-user)(?:\s+|=)?[^\s:'"]+:)([^\s'"]+)`}, may: mayHoldUserPassword},
	// The signature of an Azure shared access signature (SAS) URL or
	// connection string.
	{hints: []string{"sig="}, keep: 1, re: &lazyre.Regexp{Expr: `(?i)((?:^|[?&;\s])sig=)([^&;\s"']+)`}},
	// OpenSSL's pass:PASSWORD argument (-passin pass:x, -passout pass:x).
	{hints: []string{"pass:"}, keep: 1, re: &lazyre.Regexp{Expr: `(?i)((?:^|[\s=])"pass:)([^"\n]*)`}},
	{hints: []string{"pass:"}, keep: 1, re: &lazyre.Regexp{Expr: `(?i)((?:^|[\s=])'pass:)([^'\n]*)`}},
	{hints: []string{"pass:"}, keep: 1, re: &lazyre.Regexp{Expr: `(?i)((?:^|[\s=])pass:)('[^'\n]*'|"[^"\n]*")`}}, // pass:'a b'
	{hints: []string{"pass:"}, keep: 1, re: &lazyre.Regexp{Expr: `(?i)((?:^|[\s"'=])pass:)([^\s"']+)`}},
	// Passwords given to tools whose -p takes one (mysql -pX, sshpass -p X).
	{hints: []string{"mysql", "sshpass"}, keep: 1, re: &lazyre.Regexp{Expr: `(\b(?:mysql|mysqldump|mysqladmin|sshpass)\b.*?\s-p\s*)(\S+)`}},
	// Well-known token formats, wherever they appear.
	{hints: []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "xox", "sk-", "akia", "asia", "aiza", "npm_", "hf_", "pypi-", "_live_", "_test_"}, keep: 1, re: &lazyre.Regexp{Expr: `()\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{20,}|xox[abprs]-[A-Za-z0-9-]{10,}|sk-[A-Za-z0-9_-]{20,}|(?:AKIA|ASIA)[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{30,}|npm_[A-Za-z0-9]{36}|hf_[A-Za-z0-9]{30,}|pypi-[A-Za-z0-9_-]{50,}|[rs]k_(?:live|test)_[A-Za-z0-9]{20,})`}},
	// Keys of the secret files ask asks about (issue 34): HashiCorp
	// Vault tokens (hvs., hvb., hvr. since Vault 1.10; s. and 24
	// characters before it, checked to mix cases and digits as a random
	// token does), age secret keys (Bech32, upper case), Terraform Cloud
	// API tokens (ID.atlasv1.SECRET) and crates.io tokens (cio and 32
	// characters), wherever they appear: printenv of a token prints it
	// with no name before it.
	{hints: []string{"hvs.", "hvb.", "hvr."}, keep: 1, re: &lazyre.Regexp{Expr: `()\bhv[sbr]\.[A-Za-z0-9_-]{24,}`}},
	{hints: []string{"s."}, keep: 1, re: &lazyre.Regexp{Expr: `()\bs\.[A-Za-z0-9]{24}\b`}, check: mixedRandom},
	{hints: []string{"age-secret-key-1"}, keep: 1, re: &lazyre.Regexp{Expr: `()AGE-SECRET-KEY-1[0-9A-Z]{50,}`}},
	{hints: []string{".atlasv1."}, keep: 1, re: &lazyre.Regexp{Expr: `()\b[A-Za-z0-9]{10,}\.atlasv1\.[A-Za-z0-9_-]{40,}`}},
	{hints: []string{"cio"}, keep: 1, re: &lazyre.Regexp{Expr: `()\bcio[A-Za-z0-9]{32,}\b`}, check: mixedRandom},
	// rclone's and ftp-style configs name a password "pass" alone
	// (pass = OBSCURED): the key exactly, never bypass or passes.
	{hints: []string{"pass"}, keep: 1, re: &lazyre.Regexp{Expr: `(?i)((?:^|[\s"'{,;])["']?pass["']?[ \t]*[:=][ \t]*)("[^"\n]*"|'[^'\n]*'|[^\s,;}&]+)`}},
	// Private key blocks: PEM (RSA, EC, OPENSSH, ENCRYPTED ...) and PGP
	// armour (PRIVATE KEY BLOCK). Without an END line, to the end.
	{hints: []string{"private key"}, keep: 1, re: &lazyre.Regexp{Expr: `(-----BEGIN [A-Z0-9 ]*PRIVATE KEY[A-Z ]*-----)[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY[A-Z ]*-----|$)`}},
	// An END line whose BEGIN fell outside the text (the top of a
	// scrollback window cut through the key): every BEGIN has been
	// consumed above, so everything before this END may be key material.
	{hints: []string{"private key"}, keep: 1, re: &lazyre.Regexp{Expr: `()([\s\S]*?)(-----END [A-Z0-9 ]*PRIVATE KEY[A-Z ]*-----)`}},
	// A key body without its BEGIN or END line (a scrollback window
	// shorter than the key): two or more consecutive lines of 60 to 76
	// base64 characters, as PEM (64) and OpenSSH (70) wrap them, and a
	// shorter last line. Lines of hexadecimal digits alone (hashes) are
	// not key bodies.
	keyBody,
}

// mixedRandom accepts a token that mixes upper and lower case letters
// and digits, as random ones do, so words and identifiers of the same
// shape stay.
func mixedRandom(token string) bool {
	return strings.ContainsAny(token, "0123456789") && strings.ContainsAny(token, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") &&
		strings.ContainsAny(token, "abcdefghijklmnopqrstuvwxyz")
}

// notKeyBinding keeps oterminus's own key-binding settings out of a rule
// for names ending in _KEY (its named test): OTERMINUS_KEY=^O names a key
// to press, and a warning about it must show the value.
func notKeyBinding(name string) bool {
	name = strings.ToUpper(strings.Trim(strings.TrimSpace(name), `"'=: `))
	return name != "OTERMINUS_KEY" && name != "OTERMINUS_EXPLAIN_KEY" && name != "WIDGET.KEY" && name != "WIDGET.EXPLAIN_KEY" &&
		name != "KEY" && name != "EXPLAIN_KEY"
}

// keyBody is the rule for a key body without its BEGIN and END lines.
var keyBody = rule{keep: 1, may: keyBodyMay, check: keyBodyCheck,
	re: &lazyre.Regexp{Expr: `(?m)()(^[A-Za-z0-9+/]{60,76}={0,2}[ \t\r]*$(?:\n^[A-Za-z0-9+/]{60,76}={0,2}[ \t\r]*$)+(?:\n^[A-Za-z0-9+/]{1,59}={0,2}[ \t\r]*$)?)`}}

func keyBodyMay(s string) bool { return len(s) >= 121 && strings.Contains(s, "\n") }

func keyBodyCheck(body string) bool {
	n := 0
	for _, line := range strings.Split(body, "\n") {
		if len(line) >= 60 && strings.ContainsFunc(line, func(c rune) bool { return c > 'f' && c <= 'z' || c > 'F' && c <= 'Z' || c == '+' || c == '/' }) {
			n++
		}
	}
	return n >= 2
}

// Text redacts secrets in free text, keeping everything else (including
// whitespace) as it was.
func Text(s string) string {
	out, _ := apply(s, false)
	return out
}

// apply runs the rules in order over s. With track, it also reports the
// byte ranges of s that the markers in the result stand for, so a secret
// found in words joined with spaces can be found again in each word.
func apply(s string, track bool) (string, [][2]int) {
	// src[i] is the range of the original text that byte i of the
	// current text stands for; only kept when tracking.
	var src [][2]int
	if track {
		src = make([][2]int, len(s))
		for i := range src {
			src[i] = [2]int{i, i + 1}
		}
	}
	var spans [][2]int
	lower := strings.ToLower(s)
	for _, r := range rules {
		if !r.mayMatch(lower) {
			continue
		}
		matches := r.re.Get().FindAllStringSubmatchIndex(s, -1)
		if r.check != nil {
			matches = slices.DeleteFunc(matches, func(m []int) bool { return !r.check(s[m[2*r.keep+1]:m[1]]) })
		}
		if r.named != nil {
			matches = slices.DeleteFunc(matches, func(m []int) bool { return !r.named(s[m[0]:m[2*r.keep+1]]) })
		}
		if len(matches) == 0 {
			continue
		}
		var b strings.Builder
		var next [][2]int
		last := 0
		for _, m := range matches {
			// The kept groups open the match; a group after the secret
			// (the '@' of a URL, an END line) closes it.
			from, to := m[2*r.keep+1], m[1]
			if groups := len(m)/2 - 1; groups > r.keep+1 {
				to = m[len(m)-2]
			}
			to = closingQuoteKept(s, from, to)
			b.WriteString(s[last:from])
			b.WriteString(Marker)
			if track {
				next = append(next, src[last:from]...)
				orig := [2]int{len(s), len(s)}
				if from < len(src) {
					orig = [2]int{src[from][0], src[from][0]}
				} else if len(src) > 0 {
					orig = [2]int{src[len(src)-1][1], src[len(src)-1][1]}
				}
				if from < to {
					orig = [2]int{src[from][0], src[to-1][1]}
					spans = append(spans, orig)
				}
				for range Marker {
					next = append(next, orig)
				}
			}
			last = to
		}
		b.WriteString(s[last:])
		if track {
			src = append(next, src[last:]...)
		}
		s = b.String()
		lower = strings.ToLower(s)
	}
	return s, spans
}

// closingQuoteKept ends a secret s[from:to] before a quote that closes
// one opened before it: in "X-Auth-Token: abc" the secret is abc, and the
// closing quote stays, so the text still reads as quoted. A secret that
// is itself quoted ("password": "x y") is kept whole.
func closingQuoteKept(s string, from, to int) int {
	if to-from < 2 {
		return to
	}
	q := s[to-1]
	if (q != '"' && q != '\'') || s[from] == q {
		return to
	}
	if strings.Count(s[:from], string(q))%2 == 1 {
		return to - 1
	}
	return to
}

// userFlags take USER:PASSWORD as their value (curl).
var userFlags = []string{"-u", "-U", "--user", "--proxy-user"}

// secretFlags take a secret as their value.
var secretFlags = []string{"--token", "--password", "--passwd", "--secret", "--api-key", "--api_key",
	"--access-token", "--access_token", "--auth", "--authorization"}

// Argv redacts a command's words: the value after a secret flag, the
// value of flag=secret and NAME=secret words, and secrets inside words.
// The words are also read joined with spaces, as the command line was
// typed, so a secret whose name and value are separate words (echo
// {"password": "s3cr3t"} reaches argv as "{password:" and "s3cr3t}") is
// redacted in the words it was found in.
func Argv(argv []string) []string {
	out := argvWords(argv)
	_, spans := apply(strings.Join(argv, " "), true)
	// starts[i] is where word i starts in the joined text.
	starts := make([]int, len(argv)+1)
	for i, word := range argv {
		starts[i+1] = starts[i] + len(word) + 1
	}
	cuts := make([][][2]int, len(argv))
	for _, sp := range spans {
		first := -1
		for i, word := range argv {
			start, end := starts[i], starts[i]+len(word)
			if sp[0] >= end+1 || sp[1] <= start {
				continue
			}
			if first < 0 {
				first = i
				// A secret that the word alone shows was redacted in
				// it; read joined, its value would run on into the
				// next words (Cookie: a=b; c=d https://x).
				if out[i] != word {
					break
				}
			}
			if sp[0] < end && sp[1] > start {
				cuts[i] = append(cuts[i], [2]int{max(sp[0], start) - start, min(sp[1], end) - start})
			}
		}
	}
	for i, cut := range cuts {
		if len(cut) > 0 && out[i] != Marker {
			out[i] = Text(mask(argv[i], cut))
		}
	}
	return out
}

// mask replaces the byte ranges cut of word with the marker, once for
// ranges that touch.
func mask(word string, cut [][2]int) string {
	slices.SortFunc(cut, func(a, b [2]int) int { return a[0] - b[0] })
	var b strings.Builder
	last := 0
	for _, c := range cut {
		if c[1] <= last {
			continue
		}
		if c[0] >= last {
			b.WriteString(word[last:c[0]])
			b.WriteString(Marker)
		}
		last = c[1]
	}
	b.WriteString(word[last:])
	return b.String()
}

// argvWords redacts each word by itself and the word after a secret flag.
func argvWords(argv []string) []string {
	out := make([]string, len(argv))
	for i := 0; i < len(argv); i++ {
		word := argv[i]
		lower := strings.ToLower(word)
		name, _, hasValue := strings.Cut(lower, "=")
		switch {
		case isUserFlag(word) && i+1 < len(argv) && strings.Contains(argv[i+1], ":"):
			user, _, _ := strings.Cut(argv[i+1], ":")
			out[i], out[i+1] = word, user+":"+Marker
			i++
			continue
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

// isSecretFlag reports a secret flag, also with a prefix that says whose
// secret it is (--http-password, --proxy-password).
func isSecretFlag(s string) bool {
	for _, f := range secretFlags {
		if s == f || strings.HasPrefix(s, "--") && strings.HasSuffix(s, "-"+f[2:]) {
			return true
		}
	}
	return false
}

// isUserFlag reports a flag whose value is USER:PASSWORD, alone or ending
// a cluster of short flags (-su).
func isUserFlag(word string) bool {
	if slices.Contains(userFlags, word) {
		return true
	}
	cluster, ok := strings.CutPrefix(word, "-")
	return ok && len(cluster) > 1 && !strings.HasPrefix(cluster, "-") &&
		strings.Trim(cluster, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" &&
		(strings.HasSuffix(cluster, "u") || strings.HasSuffix(cluster, "U"))
}

func secretName(name string) bool {
	for _, marker := range []string{"token", "secret", "password", "passwd", "api_key", "api-key", "auth"} {
		if strings.Contains(name, marker) {
			return true
		}
	}
	return false
}
