package registry

import (
	"regexp"
	"strings"

	"github.com/oterminus/oterminus/internal/lazyre"
)

var lsofFamily = &Family{
	Name: "lsof", Pack: "process", Capability: "process_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases: []string{"open files for process"},
	Examples: []string{"lsof -p 1234", "lsof notes.txt", "lsof -i :8080", "lsof -t notes.txt", "lsof -u alice", "lsof -iTCP:8080 -n -P",
		"lsof +D src", "lsof -iTCP -sTCP:LISTEN -n -P"},
	Notes: []string{"lsof output may expose sensitive information about other processes.",
		"lsof -i needs an address here (-i :8080, -iTCP); list every network file with -i TCP or -i UDP. Repeat mode (-r) is refused."},
	Spec: &Spec{
		Options: []Option{
			{Names: []string{"-i"}, Value: Text, Hosts: lsofHosts, Help: "list network files matching this address: [46][TCP|UDP][@host][:port], e.g. :8080 or TCP"},
			{Names: []string{"-p"}, Value: Integer, Help: "list files the process with this id has open"},
			{Names: []string{"-u"}, Value: User, Help: "list files opened by processes of this user"},
			{Names: []string{"-c"}, Value: Text, Help: "list files of processes whose command name starts with this"},
			{Names: []string{"-t"}, Help: "print only process ids (terse)"},
			{Names: []string{"-a"}, Help: "require every selection option to match (AND instead of OR)"},
			{Names: []string{"-n"}, Help: "print network addresses as numbers, without DNS lookups"},
			{Names: []string{"-P"}, Help: "print port numbers, not service names"},
			{Names: []string{"-l"}, Help: "print user ids, not user names"},
			{Names: []string{"-R"}, Help: "also print each process's parent id"},
			{Names: []string{"-U"}, Help: "list UNIX domain socket files"},
			{Names: []string{"-w"}, Help: "suppress warning messages"},
			{Names: []string{"-b"}, Help: "avoid kernel calls that could block"},
			{Names: []string{"+D"}, Value: ReadPath, Help: "list open files anywhere under this directory (it is searched through)"},
			{Names: []string{"+d"}, Value: ReadPath, Help: "list open files directly in this directory, not in its subdirectories"},
			{Names: []string{"-s"}, Value: Text, InlineOnly: true, Check: lsofState,
				Help: "alone, always print file sizes; -sTCP:LISTEN lists only network files of that protocol in that state (^ excludes one)"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Max: Unbounded, Help: "list the processes that have these files open"}},
	},
}

var lsofStatePatternRE = lazyre.Regexp{Expr: `^(TCP|UDP):\^?[A-Za-z_0-9]{1,20}(,\^?[A-Za-z_0-9]{1,20}){0,10}$`}

func lsofStatePattern() *regexp.Regexp { return lsofStatePatternRE.Get() }

// lsofHosts is the host name of an -i address, [46][PROTOCOL][@HOST][:PORT],
// which lsof looks up before it lists anything (lsof -i@example.com
// queries the DNS server); a numeric address is no name.
func lsofHosts(words []string) []string {
	var hosts []string
	for _, w := range words {
		if _, addr, ok := strings.Cut(w, "@"); ok {
			if h := hostName(addr); h != "" {
				hosts = append(hosts, h)
			}
		}
	}
	return hosts
}

// lsofState is PROTOCOL:STATE[,STATE...] as lsof -s reads it.
func lsofState(field, v string) string {
	if !lsofStatePattern().MatchString(v) {
		return field + " must be a protocol and states such as TCP:LISTEN or UDP:^Idle"
	}
	return ""
}
