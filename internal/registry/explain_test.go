package registry

import (
	"slices"
	"strings"
	"testing"
)

func readLine(t *testing.T, line string) *Command {
	t.Helper()
	return readArgv(t, strings.Fields(line)...)
}

// readArgv reads argv with its family's declaration, failing the test
// when the declaration does not read it.
func readArgv(t *testing.T, argv ...string) *Command {
	t.Helper()
	f := Default().ForProgram(argv[0])
	if f == nil {
		t.Fatalf("%q: no family", argv)
	}
	cmd, err := f.ReadArgv(argv)
	if err != nil {
		t.Fatalf("%q: %v", argv, err)
	}
	return cmd
}

// Each option used is explained once, with its help; a repeated option
// gathers its values; a nested command's pieces follow it, indented.
func TestParts(t *testing.T) {
	for _, c := range []struct {
		line string
		want []string
	}{
		{"grep -e a -e b -r .", []string{"-e a -e b", "-r", "."}},
		{"tar -xzf x.tgz -C out", []string{"-x", "-z", "-f x.tgz", "-C out"}},
		{"git log --oneline -n 5", []string{"log", "--oneline", "-n 5"}},
		{"xargs -I{} rm -f {}", []string{"-I {}", "rm -f {}", "  -f", "  {}"}},
	} {
		var got []string
		for _, p := range readLine(t, c.line).Parts() {
			if p.Help == "" {
				t.Errorf("%s: %q has no help", c.line, p.Words)
			}
			got = append(got, p.Words)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: parts %q, want %q", c.line, got, c.want)
		}
	}
}

// The network line names what the line contacts.
func TestContacts(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"curl -I https://example.com/a", "Contacts example.com."},
		{"ping -c 1 10.0.0.1", "Contacts 10.0.0.1."},
		{"git clone https://github.com/a/b", "Contacts github.com."},
		{"git fetch git@gitlab.com:a/b.git", "Contacts gitlab.com."},
		{"git pull", "Contacts the current branch's remote."},
		{"git push origin main", "Contacts the remote origin."},
		{"nslookup example.com 8.8.8.8", "Asks the DNS server 8.8.8.8 about example.com."},
		{"dig @1.1.1.1 example.com MX", "Asks the DNS server 1.1.1.1 about example.com."},
		{"ss -tr", "Looks host names up in DNS."},
		{"ls -la", ""},
		{"git status", ""},
	} {
		if got := readLine(t, c.line).Contacts(); got != c.want {
			t.Errorf("%s: %q, want %q", c.line, got, c.want)
		}
	}
}

// The risk says why: the option, subcommand or family that gives it.
func TestRiskWhy(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"tar -xzf x.tgz -C out", "it uses -x"},
		{"git pull", "git pull is write"},
		{"rm notes.txt", "every rm command is dangerous"},
		{"ls -la", "it only reads and reports"},
		{"find . -name *.txt -exec wc -l {} +", "it only reads and reports, and so does wc"},
	} {
		if got := strings.Join(readLine(t, c.line).RiskWhy(), "; "); got != c.want {
			t.Errorf("%s: %q, want %q", c.line, got, c.want)
		}
	}
}
