package registry

import (
	"net"
	"net/url"
	"os"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/oterminus/oterminus/internal/lazyre"
)

// A Rule checks one trimmed string value and returns a message, or "".
type Rule func(field, value string) string

// Rules for string arguments (§10.1). Each returns "" when the value is
// fine, or the message that names the field and what is wrong.

// NotBlank refuses values that are empty after trimming.
func NotBlank(field, value string) string {
	if value == "" {
		return field + " cannot be blank"
	}
	return ""
}

// LocalPath is rule P: a local filesystem operand that cannot be read as
// an option or a remote target.
func LocalPath(field, value string) string {
	if strings.HasPrefix(value, "-") {
		return field + " cannot start with '-'"
	}
	lower := strings.ToLower(value)
	if strings.Contains(lower, "://") || strings.HasPrefix(lower, "mailto:") {
		return field + " must refer to a local filesystem target"
	}
	return ""
}

func IsIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r == '_' || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || (i > 0 && '0' <= r && r <= '9')) {
			return false
		}
	}
	return true
}

// shellFragments are refused in archive and network operands even though
// argv never passes through a shell: a value carrying them is a sign the
// model tried to build a command line.
var shellFragments = []string{"$(", "`", "\r", "\n", "\x00", "&&", "||", ";", "|", "<", ">", "&"}

func hasShellFragment(value string) bool {
	for _, frag := range shellFragments {
		if strings.Contains(value, frag) {
			return true
		}
	}
	return false
}

var systemRoots = []string{"/", "/bin", "/dev", "/etc", "/lib", "/private", "/sbin", "/usr", "/var"}

var broadRoots = []string{".", "..", "/", "~", "$HOME", "${HOME}", "/bin", "/dev", "/etc", "/home", "/lib",
	"/private", "/root", "/sbin", "/Users", "/usr", "/var"}

// archiveOperand is the shared part of rules A, D and S.
func archiveOperand(field, value string) string {
	if msg := LocalPath(field, value); msg != "" {
		return msg
	}
	if hasShellFragment(value) {
		return field + " cannot contain shell operators or substitutions"
	}
	return ""
}

// ArchivePath is rule A (the archive file).
func ArchivePath(field, value string) string {
	if msg := archiveOperand(field, value); msg != "" {
		return msg
	}
	if strings.ContainsAny(value, "*?") {
		return field + " cannot contain wildcards"
	}
	return ""
}

// Destination is rule D (where an archive is extracted).
func Destination(field, value string) string {
	if msg := archiveOperand(field, value); msg != "" {
		return msg
	}
	if value == "/" {
		return field + " cannot be '/'"
	}
	if slices.Contains(systemRoots, value) {
		return field + " cannot be a system root"
	}
	return ""
}

// Source is rule S (what goes into a new archive).
func Source(field, value string) string {
	if msg := archiveOperand(field, value); msg != "" {
		return msg
	}
	if strings.ContainsAny(value, "*?[]{}") {
		return field + " cannot contain wildcards"
	}
	if IsBroadRoot(value) {
		return field + " cannot include broad or unsafe roots"
	}
	return ""
}

// IsBroadRoot reports sources that would sweep up a whole system or home.
func IsBroadRoot(value string) bool {
	if slices.Contains(broadRoots, value) {
		return true
	}
	if home, err := os.UserHomeDir(); err == nil && home != "" {
		if strings.TrimRight(value, "/") == strings.TrimRight(home, "/") {
			return true
		}
	}
	for _, prefix := range []string{"~/", "$HOME/", "${HOME}/"} {
		if strings.HasPrefix(value, prefix) {
			return true
		}
	}
	return false
}

// IsSystemRoot reports destinations that must never receive an archive.
func IsSystemRoot(value string) bool { return slices.Contains(systemRoots, value) }

// networkOperand holds the bans shared by hosts, domains and URLs.
func NetworkOperand(field, value string) string {
	if strings.HasPrefix(value, "-") {
		return field + " cannot start with '-'"
	}
	if hasShellFragment(value) || strings.IndexFunc(value, unicode.IsSpace) >= 0 {
		return field + " cannot contain whitespace, shell operators or substitutions"
	}
	return ""
}

var hostLabelRE = lazyre.Regexp{Expr: `^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$`}

func hostLabel() *regexp.Regexp { return hostLabelRE.Get() }

func IsHostname(s string) bool {
	s = strings.TrimSuffix(s, ".")
	if s == "" || len(s) > 253 {
		return false
	}
	for _, label := range strings.Split(s, ".") {
		if !hostLabel().MatchString(label) {
			return false
		}
	}
	return true
}

// Host is rule H: an IP literal or a hostname, nothing else.
func Host(field, value string) string {
	if msg := NetworkOperand(field, value); msg != "" {
		return msg
	}
	if strings.Contains(value, "://") || strings.Contains(value, "/") {
		return field + " must be a host name or IP address, not a URL or path"
	}
	if net.ParseIP(value) == nil && !IsHostname(value) && !isScopedIPv6(value) {
		return field + " must be a valid host name or IP address"
	}
	return ""
}

var interfaceNameRE = lazyre.Regexp{Expr: `^[A-Za-z0-9_.-]{1,32}$`}

func interfaceName() *regexp.Regexp { return interfaceNameRE.Get() }

// isScopedIPv6 is an IPv6 address with the interface it is reached on
// (ff02::1%eth0): link-local and multicast addresses need one.
func isScopedIPv6(value string) bool {
	addr, zone, ok := strings.Cut(value, "%")
	ip := net.ParseIP(addr)
	return ok && ip != nil && ip.To4() == nil && interfaceName().MatchString(zone)
}

// URL is an http(s) URL without credentials whose host passes rule H.
func URL(field, value string) string {
	if msg := NetworkOperand(field, value); msg != "" {
		return msg
	}
	u, err := url.Parse(value)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return field + " must be an http:// or https:// URL"
	}
	if u.User != nil {
		return field + " cannot contain a user name or password"
	}
	if Host(field, u.Hostname()) != "" {
		return field + " must name a valid host"
	}
	return ""
}

var manTopicRE = lazyre.Regexp{Expr: `^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$`}

func manTopic() *regexp.Regexp { return manTopicRE.Get() }

// ManTopic is rule T: a plain manual page name.
func ManTopic(field, value string) string {
	if hasShellFragment(value) {
		return field + " cannot contain shell operators or substitutions"
	}
	lower := strings.ToLower(value)
	if strings.Contains(lower, "://") || strings.HasPrefix(lower, "mailto:") || strings.Contains(value, "/") {
		return field + " must be a manual page name, not a path or URL"
	}
	if !manTopic().MatchString(value) {
		return field + " must be a manual page name (letters, digits, '_' and '-')"
	}
	return ""
}

// launcherExtensions are files that a desktop's default application runs
// rather than shows: launchers, scripts, programs and installers.
var launcherExtensions = []string{".desktop", ".app", ".command", ".tool", ".terminal", ".workflow", ".action",
	".scpt", ".applescript", ".sh", ".bash", ".zsh", ".fish", ".csh", ".py", ".pl", ".rb", ".js", ".jar", ".exe",
	".msi", ".bat", ".cmd", ".com", ".ps1", ".appimage", ".run", ".bin", ".deb", ".rpm", ".pkg", ".dmg",
	".flatpakref", ".snap"}

// LaunchWarning explains why opening such a file is dangerous.
const LaunchWarning = "Opening this file with its default application may run it as a program."

// assessOpen makes opening a launcher, script or program dangerous: the
// family promises to show a file, not to run one.
func assessOpen(args []string) (Risk, []string) {
	for _, arg := range args[1:] {
		lower := strings.ToLower(strings.TrimRight(arg, "/"))
		if slices.ContainsFunc(launcherExtensions, func(ext string) bool { return strings.HasSuffix(lower, ext) }) {
			return Dangerous, []string{LaunchWarning}
		}
	}
	return Safe, nil
}

// uriScheme is "scheme:" at the start of a word, as desktop launchers
// read it (ssh:host, javascript:..., a custom handler's scheme).
var uriSchemeRE = lazyre.Regexp{Expr: `^[A-Za-z][A-Za-z0-9+.-]*:`}

func uriScheme() *regexp.Regexp { return uriSchemeRE.Get() }

// SchemeWarning explains why a "scheme:" word is not opened as a file.
const SchemeWarning = "A word of the form 'scheme:...' is handed to that scheme's handler, not opened as a file; write ./ before a file of that name."

// assessOpened is assessOpen for one operand of open or xdg-open, and
// also makes a "scheme:" word dangerous.
func assessOpened(v string) (Risk, string) {
	if uriScheme().MatchString(v) {
		return Dangerous, SchemeWarning
	}
	if risk, warnings := assessOpen([]string{"", v}); risk > Safe {
		return risk, warnings[0]
	}
	return Safe, ""
}
