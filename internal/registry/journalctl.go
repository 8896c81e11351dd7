package registry

import (
	"regexp"

	"github.com/oterminus/oterminus/internal/lazyre"
)

// journalctl reads the systemd journal. Reading is safe; --rotate,
// --flush and --sync change the journal files (write), and --vacuum-*
// deletes old journal files, which is dangerous: the logs are gone.
var journalctlFamily = &Family{
	Name: "journalctl", Pack: "system", Capability: "service_management",
	Risk: Safe, Maturity: Structured, Direct: true, Platforms: []string{"linux"},
	RunEnv:   []string{"SYSTEMD_PAGER=cat"},
	Aliases:  []string{"system logs", "service logs", "logs of this boot", "kernel messages"},
	Examples: []string{"journalctl -u nginx -n 50", "journalctl -f", "journalctl -b -1 -p err", "journalctl --since '1 hour ago'", "journalctl -k -b", "journalctl --disk-usage", "journalctl --list-boots"},
	Notes: []string{"journalctl pages its output in your terminal; --no-pager prints it all at once.",
		"--rotate, --flush and --sync are writes; --vacuum-size/-time/-files delete old logs and are dangerous."},
	Spec: &Spec{Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-u", "--unit"}, Value: Text, Help: "show messages of this unit (or pattern: 'nginx*')"},
			{Names: []string{"--user-unit"}, Value: Text, Help: "show messages of this user unit"},
			{Names: []string{"-f", "--follow"}, Help: "show new messages as they arrive, until interrupted"},
			{Names: []string{"-n", "--lines"}, Value: Integer, InlineOnly: true, TakesNext: isJournalLines,
				Help: "show the newest this many messages (10 without a number)"},
			{Names: []string{"-b", "--boot"}, Value: Text, InlineOnly: true, TakesNext: isBootDescriptor, Check: bootDescriptor,
				Help: "show messages of the current boot, or of the one given (-1 the one before, or a boot id)"},
			{Names: []string{"-p", "--priority"}, Value: Text, Help: "show messages of this priority or more urgent (err, warning, 3, or a range: warning..err)"},
			{Names: []string{"-S", "--since"}, Value: Time, Help: "show messages from this time on (\"2024-01-31 10:00\", \"1 hour ago\", yesterday)"},
			{Names: []string{"-U", "--until"}, Value: Time, Help: "show messages up to this time"},
			{Names: []string{"-k", "--dmesg"}, Help: "show only kernel messages (of the current boot unless -b says otherwise)"},
			{Names: []string{"-e", "--pager-end"}, Help: "jump to the end in the pager"},
			{Names: []string{"-x", "--catalog"}, Help: "add explanations from the message catalog"},
			{Names: []string{"-r", "--reverse"}, Help: "show the newest messages first"},
			{Names: []string{"-o", "--output"}, Value: Enum, Enum: []string{"short", "short-full", "short-iso", "short-iso-precise", "short-precise",
				"short-monotonic", "short-delta", "short-unix", "verbose", "export", "json", "json-pretty", "json-sse", "json-seq", "cat", "with-unit"},
				Help: "print messages in this format"},
			{Names: []string{"--output-fields"}, Value: Text, Help: "print only these fields (comma-separated) in verbose, export and json output"},
			{Names: []string{"-a", "--all"}, Help: "show every field in full, unprintable ones too"},
			{Names: []string{"-l", "--full"}, Help: "do not shorten fields to the terminal width"},
			{Names: []string{"--no-full"}, Help: "shorten fields to the terminal width"},
			{Names: []string{"-q", "--quiet"}, Help: "do not print notes such as missing access rights"},
			{Names: []string{"--no-pager"}, Help: "print everything instead of paging"},
			{Names: []string{"--no-hostname"}, Help: "leave out the host name column"},
			{Names: []string{"--utc"}, Help: "show times in UTC"},
			{Names: []string{"-g", "--grep"}, Value: Regex, Help: "show only messages matching this regular expression"},
			{Names: []string{"--case-sensitive"}, Value: Enum, Enum: []string{"yes", "no", "true", "false"}, InlineOnly: true,
				Help: "match --grep with or without regard to case (--case-sensitive=no)"},
			{Names: []string{"-t", "--identifier"}, Value: Text, Help: "show messages of this syslog identifier"},
			{Names: []string{"-T", "--exclude-identifier"}, Value: Text, Help: "leave out messages of this syslog identifier"},
			{Names: []string{"-F", "--field"}, Value: Text, Help: "print every value this field takes"},
			{Names: []string{"-N", "--fields"}, Help: "print every field name in use"},
			{Names: []string{"-m", "--merge"}, Help: "interleave messages from every journal, remote ones too"},
			{Names: []string{"--user"}, Help: "show the current user's journal"},
			{Names: []string{"--system"}, Help: "show the system journal"},
			{Names: []string{"-D", "--directory"}, Value: ReadPath, Help: "read the journal files in this directory"},
			{Names: []string{"--file"}, Value: ReadPath, Help: "read this journal file"},
			{Names: []string{"--disk-usage"}, Help: "print how much disk the journal files use"},
			{Names: []string{"--list-boots"}, Help: "list the boots the journal has messages of"},
			{Names: []string{"--header"}, Help: "print the journal files' internal header"},
			{Names: []string{"--verify"}, Help: "check the journal files for consistency"},
			{Names: []string{"--rotate"}, Risk: Write, Help: "archive the active journal files and start new ones"},
			{Names: []string{"--flush"}, Risk: Write, Help: "move the journal from /run to /var/log/journal"},
			{Names: []string{"--sync"}, Risk: Write, Help: "write unwritten journal messages to disk"},
			{Names: []string{"--vacuum-size"}, Value: Size, Risk: Dangerous, Warning: journalVacuumWarning,
				Help: "delete archived journal files until they use less than this (500M)"},
			{Names: []string{"--vacuum-time"}, Value: Age, Risk: Dangerous, Warning: journalVacuumWarning,
				Help: "delete archived journal files older than this (2d, 4weeks)"},
			{Names: []string{"--vacuum-files"}, Value: Integer, Risk: Dangerous, Warning: journalVacuumWarning,
				Help: "delete archived journal files until at most this many are left"},
		},
		Operands: []Operand{{Name: "MATCH", Kind: Text, Max: Unbounded,
			Help: "FIELD=VALUE matches (_PID=1234, _SYSTEMD_UNIT=nginx.service) or a program's path"}},
	},
}

const journalVacuumWarning = "journalctl deletes archived journal files: those logs are gone for good."

var (
	journalLinesPatternRE = lazyre.Regexp{Expr: `^\+?[0-9]{1,9}$`}
	bootPatternRE         = lazyre.Regexp{Expr: `^([+-]?[0-9]{1,6}|all|[0-9a-f]{32}([+-][0-9]{1,6})?)$`}
)

func journalLinesPattern() *regexp.Regexp { return journalLinesPatternRE.Get() }
func bootPattern() *regexp.Regexp         { return bootPatternRE.Get() }

// isJournalLines is a word journalctl takes as the count after -n.
func isJournalLines(w string) bool { return journalLinesPattern().MatchString(w) }

// isBootDescriptor is a word journalctl takes as the boot after -b: an
// offset (-1, 0) or a boot id with an optional offset.
func isBootDescriptor(w string) bool { return bootPattern().MatchString(w) }

func bootDescriptor(field, value string) string {
	if isBootDescriptor(value) {
		return ""
	}
	return field + " must be a boot offset (0, -1) or a 32-digit boot id"
}
