package registry

import (
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/shlex"
)

// xargs runs a nested command with words from its input: its risk is the
// command's, and at least a write when input words land where the
// command writes or removes.
func TestXargs(t *testing.T) {
	checkFS(t, "xargs", []fsCase{
		{line: "xargs wc -l", argv: "xargs wc -l", risk: Safe},
		{line: "xargs -0 -n1 wc -c", argv: "xargs -0 -n1 wc -c", risk: Safe},
		{line: "xargs -r -P 4 -n 10 grep -l TODO", argv: "xargs -r -P 4 -n 10 grep -l TODO", risk: Safe},
		{line: "xargs -I {} grep -l TODO {}", argv: "xargs -I {} grep -l TODO {}", risk: Safe},
		{line: "xargs rm", argv: "xargs rm", risk: Dangerous},
		{line: "xargs -0 rm -f", argv: "xargs -0 rm -f", risk: Dangerous},
		{line: "xargs touch", argv: "xargs touch", risk: Write},
		{line: "xargs -0 mv -t dest", argv: "xargs -0 mv -t dest", risk: Write, changed: []string{"dest"}},
		{line: "xargs -I{} mv {} dest", argv: "xargs -I{} mv {} dest", risk: Write, changed: []string{"dest"}},
		{line: "xargs -I {} cp {} /backup/", argv: "xargs -I {} cp {} /backup/", risk: Write, changed: []string{"/backup/"}},
		{line: "xargs -I {} cp /etc/hosts {}", argv: "xargs -I {} cp /etc/hosts {}", risk: Write},
		{line: "xargs cp a", argv: "xargs cp a", risk: Write},
		{line: "xargs -- wc -l", argv: "xargs -- wc -l", risk: Safe},
		{line: "xargs", fault: fault(MissingRequired, -1), risk: Safe},
		{line: "xargs sh -c 'rm x'", reason: "'sh' cannot be the command of 'xargs': it is not one of the command families oterminus knows", risk: Dangerous},
		{line: "xargs -I {} rm {}.bak", argv: "xargs -I {} rm {}.bak", risk: Dangerous},
		{line: "xargs -I {} mv {} {}.old", argv: "xargs -I {} mv {} {}.old", risk: Write},
		{line: "xargs -I {} cp {} /backup/{}", reason: "'{}' inside a longer word ('/backup/{}') in the command of 'xargs' is supported only as a name suffix", risk: Write},
		{line: "xargs -0 -n x wc", reason: "a whole number", risk: Safe},
		{line: "xargs -0 wc -Z", fault: fault(UnknownOption, 3), risk: Safe},
	})
}

// Words that arrive when the line runs may be options, scripts or
// programs: each form the red team ran, and the ordinary ones that
// stay safe because every option of their program only reads.
func TestXargsInputWords(t *testing.T) {
	checkFS(t, "xargs", []fsCase{
		// Appended words become find's expression (-delete, -exec).
		{line: "xargs find", argv: "xargs find", risk: Dangerous},
		{line: "xargs find . -name x", argv: "xargs find . -name x", risk: Dangerous},
		{line: "xargs -a targets.txt find", argv: "xargs -a targets.txt find", risk: Dangerous},
		// An -I slot that find reads as a start path or an expression.
		{line: "xargs -I{} find {} -name '*.txt'", argv: "xargs -I{} find {} -name *.txt", risk: Dangerous},
		// The program or script itself from input: nothing can check it.
		{line: "xargs -0 awk", argv: "xargs -0 awk", risk: Dangerous},
		{line: "xargs -I{} awk {} notes.txt", argv: "xargs -I{} awk {} notes.txt", risk: Dangerous},
		{line: "xargs sed", argv: "xargs sed", risk: Dangerous},
		{line: "xargs sed -n p", argv: "xargs sed -n p", risk: Dangerous},
		// sort --compress-program runs a program, -o writes; curl -K, -o, -T.
		{line: "xargs sort", argv: "xargs sort", risk: Dangerous},
		{line: "xargs curl", argv: "xargs curl", risk: Dangerous},
		// The value of an option: it cannot become another option.
		{line: "xargs -I{} grep -e {} notes.txt", argv: "xargs -I{} grep -e {} notes.txt", risk: Safe},
		{line: "xargs -I{} sort -o {} notes.txt", argv: "xargs -I{} sort -o {} notes.txt", risk: Write},
		// After --, input words are operands: awk's files, ln's targets.
		{line: "xargs -0 awk -- '{print $1}'", argv: "xargs -0 awk -- {print $1}", risk: Safe},
		{line: "xargs -0 awk '{print $1}'", argv: "xargs -0 awk {print $1}", risk: Dangerous},
		{line: "xargs -I{} ln -s -- {} links/", argv: "xargs -I{} ln -s -- {} links/", risk: Write, changed: []string{"links/"}},
		// Every option of these only reads (grep, wc, ls, cat) or, for
		// touch and mkdir, only changes how their operands are made.
		{line: "xargs -0 grep -l ERROR", argv: "xargs -0 grep -l ERROR", risk: Safe},
		{line: "xargs ls -l", argv: "xargs ls -l", risk: Safe},
		{line: "xargs cat", argv: "xargs cat", risk: Safe},
		{line: "xargs mkdir -p", argv: "xargs mkdir -p", risk: Write},
		// uniq's second operand is a file it writes.
		{line: "xargs uniq notes.txt", argv: "xargs uniq notes.txt", risk: Write},
	})
}

// Every family that declares what all its options can do declares no
// option beyond that: a reads-only program has no option that writes,
// removes or runs a command.
func TestReachCoversDeclaredOptions(t *testing.T) {
	checked := 0
	for _, f := range Default().Families() {
		if f.Spec == nil || f.Spec.Reach == ReachUnread {
			continue
		}
		checked++
		for _, o := range f.Spec.Options {
			switch {
			case o.Risk > f.Spec.Reach.Risk():
				t.Errorf("%s: %s has risk %s, beyond the declared reach %s", f.Name, o.Names[0], o.Risk, f.Spec.Reach.Risk())
			case o.Nested != nil || o.Value == NestedCommand:
				t.Errorf("%s: %s runs a command, beyond any reach", f.Name, o.Names[0])
			case f.Spec.Reach == ReachReads && (o.Value == WritePath || o.Value == RemovePath):
				t.Errorf("%s: %s writes a file, but the family declares that its options only read", f.Name, o.Names[0])
			}
		}
	}
	if checked < 20 {
		t.Errorf("only %d families declare their reach; the ordinary xargs commands need theirs", checked)
	}
}

func TestNestedWarningsAndHelp(t *testing.T) {
	for _, c := range []struct {
		line     string
		warnings []string
		help     []string
	}{
		{"xargs -0 rm", []string{"rm gets the rest of its operands from its input: what it changes is not known until it runs.",
			"rm may read words from its input as options, and some of its options write files or run programs; end its words with -- where it takes one."},
			[]string{"-0: input items end with a NUL byte, not with blanks or newlines (for find -print0)"}},
		{"find . -exec wc -l {} +", nil, []string{
			"-exec: run the command for each match ({} ;) or for many at once ({} +); its {} is the match",
			"wc -l: print the number of newline characters (lines)"}},
	} {
		cmd := mustRead(t, c.line)
		if got := cmd.Warnings(); !slices.Equal(got, c.warnings) {
			t.Errorf("%s: warnings %q, want %q", c.line, got, c.warnings)
		}
		if got := cmd.Help(); !slices.Equal(got, c.help) {
			t.Errorf("%s: help %q, want %q", c.line, got, c.help)
		}
	}
}

func mustRead(t *testing.T, line string) *Command {
	t.Helper()
	words, err := shlex.Split(line)
	if err != nil {
		t.Fatal(err)
	}
	cmd, err := Default().ForProgram(words[0]).ReadArgv(words)
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	return cmd
}

// The listing of what a command's actions would act on keeps the
// expression and swaps only the actions.
func TestListingArgv(t *testing.T) {
	for line, want := range map[string]string{
		"find . -name '*.log' -mtime +7 -delete":                         "find . -depth -name *.log -mtime +7 -print0",
		"find -L src ( -name a -o -name b ) -print -delete":              "find -L src -depth ( -name a -o -name b ) -true -print0",
		"find src -name '*.txt' -exec rm {} +":                           "find src -name *.txt -print0",
		"find . -type d -name .git -prune -o -exec wc -l {} ; -printf x": "find . -type d -name .git -prune -o -print0 -true",
		"find src docs -name '*~' -delete":                               "find src docs -depth -name *~ -print0",
		"find . -name '*.txt'":                                           "",
		"ls -l":                                                          "",
	} {
		got := strings.Join(mustRead(t, line).ListingArgv(), " ")
		if got != want {
			t.Errorf("%s: listing %q, want %q", line, got, want)
		}
	}
}

// A family that exists only on other platforms is not nested (here the
// name can be another program: open is openvt on Debian); one of this
// machine's platform is, since the nested command runs here. A command
// that runs commands of its own is not nested.
func TestNestedPlatformAndBlocked(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the cases name the platform families of linux")
	}
	checkFS(t, "find", []fsCase{
		{line: "find . -exec open {} ;", reason: "'open' cannot be the command of '-exec' for 'find': it exists only on darwin", risk: Safe},
		{line: "find . -name '*.html' -exec xdg-open {} ;", argv: "find . -name *.html -exec xdg-open {} ;", risk: Write},
		{line: "find . -exec sudo rm {} ;", reason: "'sudo' cannot be the command of '-exec' for 'find': it runs a command of its own, which would get the outer command's words unchecked", risk: Dangerous},
	})
}
