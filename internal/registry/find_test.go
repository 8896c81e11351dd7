package registry

import (
	"runtime"
	"testing"
)

func TestFind(t *testing.T) {
	checkFS(t, "find", []fsCase{
		{line: "find -name '*.py'", argv: "find -name *.py", risk: Safe},
		{line: "find -type f -size +100M -mtime -7", argv: "find -type f -size +100M -mtime -7", risk: Safe},
		{line: "find -maxdepth 1 -size +500k -size -10M", argv: "find -maxdepth 1 -size +500k -size -10M", risk: Safe},
		{line: "find ! -name '*.o' -a ( -empty -o -newer ref )",
			argv: "find ! -name *.o -a ( -empty -o -newer ref )", risk: Safe},
		{line: "find -name '*.log' -mtime +7 -delete", argv: "find -name *.log -mtime +7 -delete", risk: Write, changed: []string{"."}},
		{line: "find -type f -empty -delete -print", argv: "find -type f -empty -delete -print", risk: Write, changed: []string{"."}},
		{line: `find -printf '%s %p\n' -quit`, argv: `find -printf %s %p\n -quit`, risk: Safe},
		{line: `find -printf '%p\0'`, argv: `find -printf %p\0`, risk: Safe},
		{line: `find -printf '\033]0;pwned\007%p\n'`, argv: `find -printf \033]0;pwned\007%p\n`, risk: Dangerous},
		{line: `find -printf '%p\r'`, argv: `find -printf %p\r`, risk: Dangerous},
		{line: "find -perm -4000 -user root", argv: "find -perm -4000 -user root", risk: Safe},
		{line: "find src -name '*.txt'", argv: "find src -name *.txt", risk: Safe},
		{line: "find -L . -name x", argv: "find -L . -name x", risk: Safe},
		{line: "find -H -L src -type l", argv: "find -H -L src -type l", risk: Safe},
		{line: "find . -name x -L", reason: "'-L' must come before"},
		{line: "find src -name '*.py' -not -path '*/site-packages/*'", argv: "find src -name *.py -not -path */site-packages/*",
			risk: Safe},
		{line: "find . -name '*.log' -mtime +7 -delete", argv: "find . -name *.log -mtime +7 -delete",
			risk: Write, changed: []string{"."}},
		{line: "find src -path '*/x/*' -or -name '*pat*'", argv: "find src -path */x/* -or -name *pat*", risk: Safe},
		// Several start paths: each is searched, and each is what -delete
		// or a nested rm may change.
		{line: "find src docs -name '*.md'", argv: "find src docs -name *.md", risk: Safe},
		{line: "find src docs -name '*~' -delete", argv: "find src docs -name *~ -delete", risk: Write, changed: []string{"src", "docs"}},
		// With no test that narrows the matches, a removal takes the
		// whole tree, as rm -r does: the same effect, the same risk.
		{line: "find victim -delete", argv: "find victim -delete", risk: Dangerous, changed: []string{"victim"}},
		{line: "find . -type f -delete", argv: "find . -type f -delete", risk: Dangerous, changed: []string{"."}},
		{line: "find build -mindepth 1 -delete", argv: "find build -mindepth 1 -delete", risk: Dangerous, changed: []string{"build"}},
		{line: "find . -name '*.log' -o -type f -delete", argv: "find . -name *.log -o -type f -delete", risk: Dangerous, changed: []string{"."}},
		{line: "find . -name '*.log' , -delete", argv: "find . -name *.log , -delete", risk: Dangerous, changed: []string{"."}},
		{line: "find victim -exec mv {} /tmp/x ;", argv: "find victim -exec mv {} /tmp/x ;", risk: Dangerous, changed: []string{"victim", "/tmp/x"}},
		{line: "find . -empty -delete", argv: "find . -empty -delete", risk: Write, changed: []string{"."}},
		{line: "find . -type f -mtime +30 -delete", argv: "find . -type f -mtime +30 -delete", risk: Write, changed: []string{"."}},
		{line: "find . -name '*.orig' -exec mv {} /tmp/x ;", argv: "find . -name *.orig -exec mv {} /tmp/x ;", risk: Write, changed: []string{".", "/tmp/x"}},
		{line: "find a b -exec rm {} +", argv: "find a b -exec rm {} +", risk: Dangerous, changed: []string{"a", "b"}},
		{line: "find src -name x docs", reason: "'docs' is not a test, action or option that 'find' supports here"},
		// -exec and its kin hold a command read by its own declaration; {}
		// stands for the matches under the start path.
		{line: "find src -name '*.txt' -exec wc -l {} ;", argv: "find src -name *.txt -exec wc -l {} ;", risk: Safe},
		{line: "find src -name '*.txt' -exec wc -l {} +", argv: "find src -name *.txt -exec wc -l {} +", risk: Safe},
		{line: "find . -type f -exec grep -il todo {} + -print", argv: "find . -type f -exec grep -il todo {} + -print", risk: Safe},
		{line: "find . -name '*.tmp' -exec rm {} ;", argv: "find . -name *.tmp -exec rm {} ;", risk: Dangerous, changed: []string{"."}},
		{line: "find src -exec rm -rf {} +", argv: "find src -exec rm -rf {} +", risk: Dangerous, changed: []string{"src"}},
		{line: "find . -delete -execdir rm {} +", argv: "find . -delete -execdir rm {} +", risk: Dangerous, changed: []string{"."}},
		{line: "find . -ok rm {} ;", argv: "find . -ok rm {} ;", risk: Dangerous, changed: []string{"."}},
		{line: "find . -name '*.bak' -exec mv {} /tmp/old ;", argv: "find . -name *.bak -exec mv {} /tmp/old ;",
			risk: Write, changed: []string{".", "/tmp/old"}},
		// Every match, so the whole tree, moves away: rm -r's effect.
		{line: "find . -execdir mv {} /tmp/old ;", argv: "find . -execdir mv {} /tmp/old ;", risk: Dangerous, changed: []string{".", "/tmp/old"}},
		{line: "find . -name '*.orig' -execdir mv {} /tmp/old ;", argv: "find . -name *.orig -execdir mv {} /tmp/old ;", risk: Write, changed: []string{".", "/tmp/old"}},
		{line: "find . -exec chmod 644 {} +", argv: "find . -exec chmod 644 {} +", risk: Write, changed: []string{"."}},
		{line: "find . -exec sh -c 'rm x' ;", reason: "'sh' cannot be the command of '-exec' for 'find': it is not one of the command families oterminus knows",
			risk: Dangerous},
		{line: "find . -exec git log ;", reason: "'git' cannot be the command of '-exec' for 'find': it obeys the config of every repository", risk: Safe},
		{line: "find . -exec cd {} ;", reason: "it is a shell builtin", risk: Safe},
		{line: "find . -exec env rm {} ;", reason: "'env' cannot be the command of '-exec'", risk: Dangerous},
		{line: "find . -exec wc -l {}", reason: "The command of '-exec' for 'find' must end with ';' (typed \\; or ';') or with '{} +'.", risk: Safe},
		{line: "find . -exec wc -l {} x +", reason: "must end with ';'", risk: Safe},
		{line: "find . -exec ;", reason: "The command of '-exec' for 'find' is missing", risk: Safe},
		// {} with a name suffix is the match's own name with more letters,
		// in the match's directory: it stands for the matches too.
		{line: "find src -exec cp {} {}.bak ;", argv: "find src -exec cp {} {}.bak ;", risk: Write, changed: []string{"src"}},
		{line: "find /etc -name '*.conf' -exec mv {} {}~ ;", argv: "find /etc -name *.conf -exec mv {} {}~ ;", risk: Write, changed: []string{"/etc"}},
		{line: "find src -execdir cp {} {}.orig ;", argv: "find src -execdir cp {} {}.orig ;", risk: Write, changed: []string{"src"}},
		{line: "find . -exec cp {} /tmp/{} ;", reason: "'{}' inside a longer word ('/tmp/{}') in the command of '-exec' for 'find' is supported only as a name suffix with ';'", risk: Write},
		{line: "find . -exec mv {} {}/../x ;", reason: "supported only as a name suffix", risk: Write},
		{line: "find . -exec cp {} {}{} ;", reason: "supported only as a name suffix", risk: Write},
		{line: "find . -exec cp {} {}.bak +", reason: "must end with ';'", risk: Write},
		{line: "find . -exec wc + {} + ;", reason: "A '+' word inside the command of '-exec' for 'find' is ambiguous", risk: Safe},
		{line: "find . -ok wc {} +", reason: "The command of '-ok' for 'find' must end with ';'", risk: Safe},
		{line: "find . -execdir cp {} backup ;", reason: "runs in each match's directory, so the relative path 'backup' would name a different place each time",
			risk: Write},
		{line: "find . -exec wc -Z {} ;", fault: fault(UnknownOption, 4), risk: Safe},
		{line: "find . -fprint out.txt", fault: fault(UnknownOption, 2), risk: Safe},
		{line: "find . -fls out.txt", fault: fault(UnknownOption, 2), risk: Safe},
		{line: "find -name x src", reason: "'src' is not a test, action or option", risk: Safe},
		{line: "find -type q", reason: "-type", risk: Safe},
		{line: "find -size lots", reason: "a size such as", risk: Safe},
		{line: "find -mtime yesterday", reason: "an age such as", risk: Safe},
		{line: "find -maxdepth", fault: fault(MissingValue, 1), risk: Safe},
		{line: "find -newer -delete", argv: "find -newer -delete", risk: Safe}, // the value of -newer, not the action
	})
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
