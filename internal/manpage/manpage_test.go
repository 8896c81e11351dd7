package manpage

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// want is one explained word as a test expects it: the words, and how
// the page's paragraph for them begins ("" for none), or the synopsis's
// name for an operand.
type want struct {
	words, kind, starts, operand string
}

// check compares an explanation's words with the table.
func check(t *testing.T, line string, got []Word, wants []want) {
	t.Helper()
	if len(got) != len(wants) {
		t.Errorf("%s: %d words %v, want %d", line, len(got), wordsOf(got), len(wants))
		return
	}
	for i, w := range wants {
		g := got[i]
		text := ""
		if g.Entry != nil {
			text = oneLine(g.Entry.Text)
		}
		switch {
		case g.Words != w.words || string(g.Kind) != w.kind:
			t.Errorf("%s: word %d is %q (%s), want %q (%s)", line, i, g.Words, g.Kind, w.words, w.kind)
		case w.starts == "" && g.Entry != nil:
			t.Errorf("%s: %q has a paragraph (%.60q), want none", line, g.Words, text)
		case w.starts != "" && !strings.HasPrefix(text, w.starts):
			t.Errorf("%s: %q is explained as %.80q, want it to start %q", line, g.Words, text, w.starts)
		case g.Operand != w.operand:
			t.Errorf("%s: operand %q is named %q, want %q", line, g.Words, g.Operand, w.operand)
		}
	}
}

func wordsOf(ws []Word) []string {
	var out []string
	for _, w := range ws {
		out = append(out, w.Words+"/"+string(w.Kind))
	}
	return out
}

func readTestdata(t *testing.T, name string) *Page {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	base, section, _ := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(name, "freebsd-"), "openssh-"), ".")
	return Parse(data, base, section)
}

// FreeBSD's cp(1), in mdoc: an option list (.Bl -tag, .It Fl R), a
// synopsis with two forms, options read as POSIX getopt does.
func TestFreeBSDCp(t *testing.T) {
	p := readTestdata(t, "freebsd-cp.1")
	if p.About != "cp - copy files" {
		t.Errorf("NAME line %q", p.About)
	}
	if len(p.Usages) != 2 || !strings.HasSuffix(p.Usages[1], "source_file ... target_directory") {
		t.Errorf("synopsis forms %q", p.Usages)
	}
	for _, c := range []struct {
		args  string
		wants []want
	}{
		{"-Rfv a b dir", []want{
			{"-R", "option", "If source_file designates a directory, cp copies the directory", ""},
			{"-f", "option", "For each existing destination pathname, remove it", ""},
			{"-v", "option", "Cause cp to be verbose", ""},
			{"a", "operand", "", "source_file"}, {"b", "operand", "", "source_file"}, {"dir", "operand", "", "target_directory"},
		}},
		// Two operands: the first form, which takes exactly two.
		{"-p a b", []want{
			{"-p", "option", "Cause cp to preserve the following attributes", ""},
			{"a", "operand", "", "source_file"}, {"b", "operand", "", "target_file"},
		}},
		// -q is no option of cp's; and a BSD cp reads no option after
		// an operand, so -R there is a file name.
		{"-q a -R b", []want{
			{"-q", "undocumented", "", ""},
			{"a", "operand", "", "source_file"}, {"-R", "operand", "", "source_file"}, {"b", "operand", "", "target_directory"},
		}},
	} {
		check(t, "cp "+c.args, p.Explain([]string{"cp"}, strings.Fields(c.args)), c.wants)
	}
}

// OpenSSH's ssh(1), in mdoc: -L documented four times over lines
// continued with .Xo, an option cluster, and a remote command after the
// destination.
func TestOpenSSHSsh(t *testing.T) {
	p := readTestdata(t, "openssh-ssh.1")
	if p.About != "ssh - OpenSSH remote login client" {
		t.Errorf("NAME line %q", p.About)
	}
	for _, c := range []struct {
		args  string
		wants []want
	}{
		{"-L 8080:localhost:80 host", []want{
			{"-L 8080:localhost:80", "option", "Specifies that connections to the given TCP port or Unix socket on the local (client) host are to be forwarded", ""},
			{"host", "operand", "", "destination"},
		}},
		{"-vp 2222 user@host ls -la", []want{
			{"-v", "option", "Verbose mode.", ""},
			{"-p 2222", "option", "Port to connect to on the remote host.", ""},
			{"user@host", "operand", "", "destination"},
			{"ls", "operand", "", "command"},
			{"-la", "operand", "", "argument"},
		}},
		{"-D1080 -o StrictHostKeyChecking=no h", []want{
			{"-D 1080", "option", "Specifies a local “dynamic” application-level port forwarding.", ""},
			{"-o StrictHostKeyChecking=no", "option", "Can be used to give options in the format used in the configuration file.", ""},
			{"h", "operand", "", "destination"},
		}},
	} {
		check(t, "ssh "+c.args, p.Explain([]string{"ssh"}, strings.Fields(c.args)), c.wants)
	}
	var l *Entry
	for i := range p.Entries {
		if p.Entries[i].Spellings[0].Name == "-L" {
			l = &p.Entries[i]
			break
		}
	}
	if l == nil || l.Spellings[0].Arg != "[bind_address:]port:host:hostport" || len(l.Spellings) != 4 {
		t.Errorf("ssh's -L entry: %+v", l)
	}
}

// systemPage is a page installed on this machine, or a skip: Debian
// installs these with coreutils, git, openssh-client and tar, but a
// minimal image may leave the manual out.
func systemSearch(t *testing.T, program string) *Search {
	t.Helper()
	s := NewSearch("", "/usr/local/bin:/usr/bin:/bin")
	if _, err := s.Find(program); err != nil {
		t.Skipf("no manual page for %s on this machine (%v): the test reads the installed page", program, err)
	}
	return s
}

// Lines explained from the pages Debian installs, read as the programs'
// own parsers read them.
func TestInstalledPages(t *testing.T) {
	for _, c := range []struct {
		line, page string
		wants      []want
	}{
		{"ls -la --color=auto", "ls(1)", []want{
			{"-l", "option", "use a long listing format", ""},
			{"-a", "option", "do not ignore entries starting with .", ""},
			{"--color=auto", "option", "color the output WHEN", ""},
		}},
		// A unique prefix of a long option, as getopt_long allows.
		{"ls --human ..", "ls(1)", []want{
			{"--human", "option", "with -l and -s, print sizes like 1K 234M 2G etc.", ""},
			{"..", "operand", "", "FILE"},
		}},
		{"ssh -L 8080:localhost:80 host", "ssh(1)", []want{
			{"-L 8080:localhost:80", "option", "Specifies that connections to the given TCP port", ""},
			{"host", "operand", "", "destination"},
		}},
		// git-rebase(1), the subcommand's page, written in DocBook.
		{"git rebase -i HEAD~3", "git-rebase(1)", []want{
			{"-i", "option", "Make a list of the commits which are about to be rebased.", ""},
			{"HEAD~3", "operand", "Upstream branch to compare against.", "<upstream>"},
		}},
		{"git rebase --onto main topic", "git-rebase(1)", []want{
			{"--onto main", "option", "Starting point at which to create the new commits.", ""},
			{"topic", "operand", "Upstream branch to compare against.", "<upstream>"},
		}},
		// A cluster up to the option that takes a value, whose argument
		// the page shows on the long option only (-f, --file=ARCHIVE).
		{"tar -xzf a.tgz -C out", "tar(1)", []want{
			{"-x", "option", "Extract files from an archive.", ""},
			{"-z", "option", "Filter the archive through gzip(1).", ""},
			{"-f a.tgz", "option", "Use archive file or device ARCHIVE.", ""},
			{"-C out", "option", "Change to DIR before performing any operations.", ""},
		}},
		// dd's operands, documented as if=FILE.
		{"dd if=x of=y bs=1M", "dd(1)", []want{
			{"if=x", "operand", "read from FILE instead of stdin", ""},
			{"of=y", "operand", "write to FILE instead of stdout", ""},
			{"bs=1M", "operand", "read and write up to BYTES bytes at a time", ""},
		}},
		// find's options have one dash and long names.
		{"find . -name x -type f", "find(1)", []want{
			{".", "operand", "", "starting-point"},
			{"-name x", "option", "Base of file name", ""},
			{"-type f", "option", "File is of type c:", ""},
		}},
		{"ls --frobnicate", "ls(1)", []want{{"--frobnicate", "undocumented", "", ""}}},
		{"rsync -avz src dst", "rsync(1)", []want{
			{"-a", "option", "", ""}, {"-v", "option", "", ""}, {"-z", "option", "", ""},
			{"src", "operand", "", "SRC"}, {"dst", "operand", "", "DEST"},
		}},
	} {
		t.Run(c.line, func(t *testing.T) {
			argv := strings.Fields(c.line)
			e := systemSearch(t, strings.Split(c.page, "(")[0]).Explain(argv)
			if e.Err != nil {
				t.Fatal(e.Err)
			}
			if e.Page.String() != c.page {
				t.Fatalf("read %s (%s), want %s", e.Page, e.Page.Path, c.page)
			}
			if c.page == "rsync(1)" {
				// rsync's page is only checked for the reading of the
				// words: its wording changes between versions.
				for i := range c.wants {
					if e.Words[i].Entry == nil && c.wants[i].kind == "option" {
						t.Errorf("%s has no paragraph", e.Words[i].Words)
					}
				}
				for i := range e.Words {
					e.Words[i].Entry = nil
				}
			}
			check(t, c.line, e.Words, c.wants)
		})
	}
}

// A subcommand without a page of its own is explained from the
// program's page.
func TestSubcommandFallsBackToTheProgram(t *testing.T) {
	s := systemSearch(t, "git")
	e := s.Explain([]string{"git", "no-such-subcommand", "--x"})
	if e.Err != nil || e.Page.Name != "git" || strings.Join(e.Command, " ") != "git" {
		t.Fatalf("explained from %v (%v), command %q", e.Page, e.Err, e.Command)
	}
}
