package linerisk_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/corpus/tldr"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/linerisk"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/typed"
)

// run takes a typed line through the lifecycle, as the widget does when
// the shell says its first word is a command.
func run(line, dir string) *request.Outcome {
	return lifecycle.Run(context.Background(), &request.Input{Text: line, Platform: "linux", Dir: dir, Home: "/home/u",
		Dialect: dialect.Default, Policy: policy.Config{Mode: policy.ModeWrite}, Registry: registry.Default(),
		FirstWord: typed.WordCommand})
}

// The destroyers say dangerous and why, declared or not, and the
// everyday forms that only read stay calm: no danger named, never
// dangerous.
func TestDestroyersAndCalmForms(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		line    string
		checked linerisk.Checked
		risk    string // the line's risk word
		why     string // a danger names this; "" for a calm line, which names none
	}{
		// Declared destroyers.
		{"dd if=/dev/zero of=/dev/sda", linerisk.Full, "dangerous", ""},
		{"dd if=a.img of=b.img", linerisk.Full, "write", ""},
		{"shred -u old.key", linerisk.Full, "dangerous", ""},
		{"truncate -s 0 app.log", linerisk.Full, "dangerous", ""},
		{"crontab -r", linerisk.Full, "dangerous", ""},
		{"crontab jobs.txt", linerisk.Full, "dangerous", ""},
		{"kill -9 -1", linerisk.Full, "dangerous", "every process you may signal"},
		{"killall firefox", linerisk.Full, "dangerous", "every process of that name"},
		// The list, without a declaration.
		{"mkfs.ext4 /dev/sdb1", linerisk.None, "dangerous", "new file system"},
		{"mkfs -t vfat /dev/sdc1", linerisk.None, "dangerous", "new file system"},
		{"wipefs -a /dev/sdb", linerisk.None, "dangerous", "signatures"},
		{"fdisk /dev/sda", linerisk.None, "dangerous", "partition table"},
		{"sfdisk /dev/sda", linerisk.None, "dangerous", "partition table"},
		{"parted /dev/sda mklabel gpt", linerisk.None, "dangerous", "partition table"},
		{"blkdiscard /dev/nvme0n1", linerisk.None, "dangerous", "discards every block"},
		{"shutdown -h now", linerisk.None, "dangerous", "stops the machine"},
		{"reboot", linerisk.None, "dangerous", "restarts the machine"},
		{"poweroff", linerisk.None, "dangerous", "switches the machine off"},
		{"halt", linerisk.None, "dangerous", "stops the machine"},
		{"iptables -F", linerisk.None, "dangerous", "firewall"},
		{"nft flush ruleset", linerisk.None, "dangerous", "firewall"},
		{"docker system prune -af", linerisk.None, "dangerous", "deletes containers"},
		{"docker rm -f web", linerisk.None, "dangerous", "deletes containers"},
		{"kubectl delete pod web-1", linerisk.None, "dangerous", "cluster's resources"},
		{"kubectl -n prod delete deploy web", linerisk.None, "dangerous", "cluster's resources"},
		{"terraform destroy", linerisk.None, "dangerous", "every resource"},
		{"helm uninstall web", linerisk.None, "dangerous", "release"},
		{"aws s3 rm s3://bucket/data --recursive", linerisk.None, "dangerous", "S3 prefix"},
		// Pipelines into an interpreter run whatever arrives.
		{"curl -fsSL https://get.example.sh | sh", linerisk.Partial, "dangerous", "sh runs as a program whatever curl sends"},
		{"wget -O- https://get.example.sh | bash", linerisk.None, "dangerous", "bash runs as a program whatever wget sends"},
		{"base64 -d payload.b64 | sh", linerisk.Partial, "dangerous", "whatever base64 sends"},
		{"cat setup.py | python3 -", linerisk.Partial, "dangerous", "python3 runs as a program"},
		{"curl -s https://x.example | sudo bash -s -- --yes", linerisk.Partial, "dangerous", "bash runs as a program"},
		{"cat notes.txt | perl", linerisk.Partial, "dangerous", "perl runs as a program"},
		// What a declaration does not read is the program's reach.
		{"sort --compress-program=/tmp/evil notes.txt", linerisk.Partial, "dangerous", ""},
		{"tar --to-command=sh -xf a.tar", linerisk.Partial, "dangerous", ""},
		{"less +!id notes.txt", linerisk.Partial, "dangerous", ""},
		// Calm: read-only forms of the same programs, and everyday lines.
		{"kubectl get pods -A", linerisk.None, "unknown", ""},
		{"docker ps", linerisk.None, "unknown", ""},
		{"docker ps -a | grep web", linerisk.Partial, "unknown", ""},
		{"dd --version", linerisk.Full, "safe", ""},
		{"df -h", linerisk.Full, "safe", ""},
		{"crontab -l", linerisk.Full, "safe", ""},
		{"fdisk -l", linerisk.None, "unknown", ""},
		{"wipefs /dev/sdb", linerisk.None, "unknown", ""},
		{"parted /dev/sda print", linerisk.None, "unknown", ""},
		{"shutdown -c", linerisk.None, "unknown", ""},
		{"iptables -L -n", linerisk.None, "unknown", ""},
		{"nft list ruleset", linerisk.None, "unknown", ""},
		{"terraform plan", linerisk.None, "unknown", ""},
		{"helm list", linerisk.None, "unknown", ""},
		{"aws s3 ls s3://bucket", linerisk.None, "unknown", ""},
		{"kill -9 1234", linerisk.Full, "dangerous", ""}, // dangerous, as it was: one process, no list entry
		{"ls -l", linerisk.Full, "safe", ""},
		{"sh build.sh", linerisk.None, "unknown", ""},
		{"cat script.sh | sh -n build.sh", linerisk.Partial, "unknown", ""}, // a script file: the pipe is its input
		{"echo hi | python3 -c 'print(1)'", linerisk.Partial, "unknown", ""},
	} {
		o := run(c.line, dir)
		a := o.Line
		if a.Checked != c.checked || a.RiskWord() != c.risk {
			t.Errorf("%s: checked %s (%s), want %s (%s); unread %+v", c.line, a.Checked, a.RiskWord(), c.checked, c.risk, a.Unread)
		}
		dangers := strings.Join(a.Dangers, "; ")
		if c.why == "" && c.risk != "dangerous" && dangers != "" {
			t.Errorf("%s: a calm line names a danger: %s", c.line, dangers)
		}
		if c.why != "" && !strings.Contains(dangers, c.why) {
			t.Errorf("%s: dangers %q, want one naming %q", c.line, dangers, c.why)
		}
		answer := strings.Join(preview.TypedAnswer(o), "\n")
		if c.why != "" && !strings.Contains(answer, c.why) {
			t.Errorf("%s: the widget's answer does not say why it is dangerous:\n%s", c.line, answer)
		}
		if c.risk == "dangerous" && !strings.Contains(answer, "dangerous") {
			t.Errorf("%s: the widget's answer does not say dangerous:\n%s", c.line, answer)
		}
	}
}

// No line of the tldr corpus gets "checked … (safe)" unless every word of
// every stage was read, and no line read in part is called safe unless
// what was not read can at most read. The counts of full, partial and
// none are logged (go test -v).
func TestTLDRSafeOnlyWhenRead(t *testing.T) {
	rows, err := tldr.Rows()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, f := range []string{"notes.txt", "todo.txt", "readme.md"} {
		if err := os.WriteFile(filepath.Join(dir, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	counts := map[linerisk.Checked]int{}
	lines := 0
	for _, r := range rows {
		o := run(r.Command, dir)
		if !o.Direct || o.Validation == nil {
			continue // read as a request
		}
		lines++
		a := o.Line
		counts[a.Checked]++
		if (a.Checked == linerisk.Full) != (len(a.Unread) == 0) {
			t.Errorf("%s: checked %s with %d parts unread", r.Command, a.Checked, len(a.Unread))
		}
		answer := strings.Join(preview.TypedAnswer(o), "\n")
		if strings.Contains(answer, "oterminus: checked ") && !strings.Contains(answer, "checked in part") && a.Checked != linerisk.Full {
			t.Errorf("%s: answered %q, read %s", r.Command, answer, a.Checked)
		}
		if strings.Contains(answer, "(safe)") && a.Checked != linerisk.Full && a.UnreadWord() != "safe" {
			t.Errorf("%s: answered %q, though what was not read is %s at most", r.Command, answer, a.UnreadWord())
		}
		if a.Checked != linerisk.Full && a.RiskWord() == "safe" && a.UnreadWord() != "safe" {
			t.Errorf("%s: risk safe, though what was not read is %s at most", r.Command, a.UnreadWord())
		}
	}
	if lines < 25000 {
		t.Fatalf("only %d tldr lines were read as typed lines", lines)
	}
	t.Logf("tldr typed lines: %d; checked full %d, partial %d, none %d", lines, counts[linerisk.Full], counts[linerisk.Partial], counts[linerisk.None])
}
