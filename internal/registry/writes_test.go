package registry

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestOutputs: the files a command writes its output into, as a
// redirection would, are the values of its written-path options and the
// operands of its Output slots; git config --file names a written file
// only when the command sets, unsets or edits.
func TestOutputs(t *testing.T) {
	for _, c := range []struct {
		line    string
		outputs string // "PATH[ OPTION][ after]" joined by ", "
		changed []string
		risk    Risk
	}{
		{"tee a.txt b.txt", "a.txt, b.txt", []string{"a.txt", "b.txt"}, Write},
		{"tee -a log.txt", "log.txt", []string{"log.txt"}, Write},
		{"tee - copy.txt", "copy.txt", []string{"-", "copy.txt"}, Write},
		{"sort -o out.txt in.txt", "out.txt -o after", []string{"out.txt"}, Write},
		{"sort --output=out.txt in.txt", "out.txt --output after", []string{"out.txt"}, Write},
		{"shuf -o out.txt in.txt", "out.txt -o after", []string{"out.txt"}, Write},
		{"xxd in.bin out.hex", "out.hex", []string{"out.hex"}, Write},
		{"curl -o /dev/null -D - https://example.com/", "", nil, Safe}, // curl saves no file: a download is refused
		{"tree -o list.txt", "list.txt -o", []string{"list.txt"}, Write},
		{"tar -czf a.tgz src", "a.tgz -f", []string{"a.tgz"}, Write},
		{"tar -tf a.tgz", "", nil, Safe},
		{"git config --file cfg a.b c", "cfg --file", []string{"cfg"}, Write},
		{"git config -f cfg --add a.b c", "cfg -f", []string{"cfg"}, Write},
		{"git config -f cfg --unset a.b", "cfg -f", []string{"cfg"}, Write},
		{"git config -f cfg --edit", "cfg -f", []string{"cfg"}, Write},
		{"git config --file cfg a.b", "", nil, Safe},
		{"git config --file cfg --get a.b value-pattern", "", nil, Safe},
		{"git config -f cfg -l", "", nil, Safe},
		{"git config --system a.b c", "/etc/gitconfig --system", []string{"/etc/gitconfig"}, Write},
		{"git config --system --unset a.b", "/etc/gitconfig --system", []string{"/etc/gitconfig"}, Write},
		{"git config --system -l", "", nil, Safe},
		{"git config --system a.b", "", nil, Safe},
		{"git fast-export --import-marks=m --export-marks=m --all", "m --export-marks after", []string{"m"}, Write},
		{"git archive -o out.tar HEAD", "out.tar -o", []string{"out.tar"}, Write},
		{"cat notes.txt", "", nil, Safe},
		{"sort --help", "", nil, Safe},
	} {
		argv := strings.Fields(c.line)
		cmd, err := Default().ForProgram(argv[0]).ReadArgv(argv)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		var got []string
		for _, o := range cmd.Outputs() {
			s := o.Path
			if o.Option != "" {
				s += " " + o.Option
			}
			if o.AfterInput {
				s += " after"
			}
			got = append(got, s)
		}
		if g := strings.Join(got, ", "); g != c.outputs || !slices.Equal(cmd.Changed(), c.changed) || cmd.Risk() != c.risk {
			t.Errorf("%q: outputs %q changed %q risk %s; want %q %q %s", c.line, g, cmd.Changed(), cmd.Risk(), c.outputs, c.changed, c.risk)
		}
	}
}

// TestOptionWritesDeclared: every option whose value is a path the
// program writes is declared so (a WritePath value, in the modes it
// writes), so policy checks it like a redirection's target. The list is
// the audit of the registry: an option added with a written path must be
// added here. The path options declared reads only read (grep -f, touch
// -r, date -f, hostname -F, curl --cacert, xargs -a, git notes -F, ...).
func TestOptionWritesDeclared(t *testing.T) {
	written := map[string]bool{
		"curl -o": true, "curl -D": true, "sort -o": true, "shuf -o": true, "tree -o": true,
		"cp -t": true, "mv -t": true, "ln -t": true, "mktemp -p": true, "mktemp --tmpdir": true,
		"unzip -d": true, "tar -f": true, "tar -C": true, "git format-patch -o": true,
		"git archive -o": true, "git fast-export --export-marks": true, "git checkout-index --prefix": true,
		"git config -f": true, "git config --system": true,
	}
	found := map[string]bool{}
	for _, f := range Default().Families() {
		walkSpecs(f.Program(), f.Spec, func(name string, o *Option) {
			writes := o.Value == WritePath || o.WrittenWith != ""
			for _, k := range o.ValueIn {
				writes = writes || k.Value == WritePath
			}
			if writes {
				found[name+" "+o.Names[0]] = true
			}
		})
	}
	for k := range found {
		if !written[k] {
			t.Errorf("%s writes a file but is not in the audited list", k)
		}
	}
	for k := range written {
		if !found[k] {
			t.Errorf("%s is audited as writing a file but its declaration does not say so", k)
		}
	}
}

// walkSpecs calls fn for every option of a spec and of its subcommands.
func walkSpecs(name string, s *Spec, fn func(string, *Option)) {
	if s == nil {
		return
	}
	for o := range s.AllOptions() {
		fn(name, o)
	}
	for i := range s.Subcommands {
		sub := &s.Subcommands[i]
		n := name
		if sub.Name != "" {
			n += " " + sub.Name
		}
		walkSpecs(n, sub.Spec, fn)
	}
}

// TestGzipSuffixStaysBeside: gzip writes FILE+SUFFIX and, unlike xz,
// takes a suffix with '/' in it, so "gzip -S ../x.gz a" writes through a
// planted "a.." (a symlink to anywhere) into a file policy never saw.
// Real gzip does; the declaration refuses the suffix.
func TestGzipSuffixStaysBeside(t *testing.T) {
	line := []string{"gzip", "-S", "../stolen.gz", "a"}
	if _, err := Default().ForProgram("gzip").ReadArgv(line); err == nil || !strings.Contains(err.Error(), "a suffix without '/'") {
		t.Errorf("%q: %v; want the suffix refused", line, err)
	}
	if _, err := Default().ForProgram("gzip").ReadArgv([]string{"gzip", "-S", ".z", "a"}); err != nil {
		t.Errorf("gzip -S .z a: %v", err)
	}
	gzip, err := exec.LookPath("gzip")
	if err != nil {
		t.Skip("no gzip here")
	}
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "elsewhere"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "a"), []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("elsewhere", filepath.Join(dir, "a..")); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(gzip, line[1:]...)
	cmd.Dir = dir
	_ = cmd.Run()
	if _, err := os.Stat(filepath.Join(dir, "elsewhere", "stolen.gz")); err != nil {
		t.Logf("this gzip did not write through the link (%v); the refusal stands regardless", err)
	}
}
