package preview

import (
	"strings"
	"testing"
)

// The lines issue 28 quotes: each preview says only what the line uses.
func TestQuotedLinesSayOnlyWhatTheLineUses(t *testing.T) {
	findReply := `{"action_type":"shell_command","mode":"structured","command_family":"find","arguments":{"path":".","type":"f","name":"*.log","size":"+100M"},"command":null,"risk_level":"safe","summary":"big log files","explanation":"finds them","needs_confirmation":true,"notes":[]}`
	for _, c := range []struct {
		line, reply string
		want        []string // lines the preview has
		not         []string // words it must not have
	}{
		{line: "rm notes.txt", not: []string{"Notes", "--no-preserve-root"}},
		{line: "find big log files", reply: findReply, not: []string{"Notes", "-delete", "-exec"}},
		{line: "git pull", want: []string{"Warnings: Contacts the current branch's remote."}, not: []string{"Notes", "external hosts"}},
		{line: "git push origin main", want: []string{"Warnings: Contacts the remote origin."}, not: []string{"Notes", "external hosts"}},
		{line: "curl -I https://example.com", want: []string{"Warnings: Contacts example.com."}, not: []string{"Notes", "external hosts"}},
		{line: "ping -c 1 example.com", want: []string{"Warnings: Contacts example.com."}, not: []string{"Notes", "external hosts", "-f"}},
		{line: "dig example.com", want: []string{"Warnings: Asks the system's DNS server about example.com."}, not: []string{"Notes", "external hosts"}},
		{line: "git checkout master", want: []string{"Warnings: git checkout master switches to the branch master if there is one, and otherwise overwrites the file master, losing its uncommitted changes; counted as the second reading (git switch master can only switch)."}},
	} {
		o := outcome(t, c.line, c.reply)
		got := Proposal(o, false, Style{})
		for _, w := range c.want {
			if !strings.Contains(got, w+"\n") {
				t.Errorf("%s: the preview lacks %q:\n%s", c.line, w, got)
			}
		}
		for _, w := range c.not {
			if strings.Contains(got, w) {
				t.Errorf("%s: the preview says %q:\n%s", c.line, w, got)
			}
		}
	}
}

// user:group is chown's common form: read as typed, never sent to the
// model, and refused only for its risk.
func TestChownUserGroupIsTyped(t *testing.T) {
	for _, line := range []string{"chown -R root:root src", "chown root:root src", "chown :staff src"} {
		o := run(t, line)
		if o.Proposal == nil || !o.Direct || o.Plan != nil {
			t.Errorf("%s: not read as typed (stage %s)", line, o.Stage)
			continue
		}
		if got := Proposal(o, false, Style{}); strings.Contains(got, "OWNER must") || !strings.Contains(got, "Risk: refused (dangerous if it were allowed)\n") {
			t.Errorf("%s:\n%s", line, got)
		}
	}
}

// explain 'tar -xzf x.tgz -C out' reads like a manual's excerpt: each
// option once with its help, the risk and why, and none of the preview's
// lines again, no internal field names, no family-wide notes.
func TestExplainQuotedTarLine(t *testing.T) {
	got := Explain(outcome(t, "tar -xzf x.tgz -C out", ""), Style{})
	for _, want := range []string{
		"Command : tar -xzf x.tgz -C out\n",
		"  -x        extract files from the archive\n",
		"  -z        compress or decompress with gzip\n",
		"  -f x.tgz  the archive file to read or write\n",
		"  -C out    change to this directory first (extract into it, or create from it)\n",
		"Risk    : write, because it uses -x\n",
	} {
		if strings.Count(got, want) != 1 {
			t.Errorf("explain lacks %q once:\n%s", want, got)
		}
	}
	for _, not := range []string{"Selected mode", "Direct input", "Family domain", "archive_inspection", "Proposal mode", "Notes", "Only explicit archive paths", "--- command preview ---"} {
		if strings.Contains(got, not) {
			t.Errorf("explain says %q:\n%s", not, got)
		}
	}
}

// A model's copy of the general network warning is not said beside the
// line that names what the command contacts.
func TestModelNetworkNoteNotRepeated(t *testing.T) {
	reply := `{"action_type":"shell_command","mode":"structured","command_family":"ping","arguments":{"host":"example.com","count":4},"command":null,"risk_level":"safe","summary":"ping","explanation":"pings","needs_confirmation":true,"notes":["This command contacts external hosts and may reveal your IP address, DNS query, target host, or network metadata.","Four packets."]}`
	got := Proposal(outcome(t, "ping example.com 4 times", reply), false, Style{})
	if strings.Contains(got, "external hosts") || !strings.Contains(got, "Notes        : Four packets.\n") || !strings.Contains(got, "Warnings     : Contacts example.com.\n") {
		t.Errorf("preview:\n%s", got)
	}
}
