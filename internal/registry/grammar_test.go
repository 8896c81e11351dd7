package registry

import (
	"testing"
)

// TestPipedReading: a stage fed by a pipe or '<' may leave out the files
// its program reads standard input in place of; a first stage may not.
func TestPipedReading(t *testing.T) {
	for _, c := range []struct {
		argv   []string
		piped  bool
		ok     bool
		reason string
	}{
		{[]string{"sort", "-h"}, true, true, ""},
		{[]string{"sort", "-h"}, false, false, "Command 'sort' requires FILE..."},
		{[]string{"grep", "-c", "x"}, true, true, ""},
		{[]string{"uniq", "-c"}, true, true, ""},
		{[]string{"awk", "{print $2}"}, true, true, ""},
		{[]string{"sed", "-n", "p"}, true, true, ""},
		{[]string{"comm", "a"}, true, false, "Command 'comm' requires FILE"}, // comm's files are not optional
		{[]string{"awk"}, true, false, "Command 'awk' requires PROGRAM"},
		{[]string{"awk", "BEGIN {print 2^10}"}, false, true, ""}, // reads no input
	} {
		f := Default().ForProgram(c.argv[0])
		read := f.ReadArgv
		if c.piped {
			read = f.ReadPipedArgv
		}
		_, err := read(c.argv)
		if (err == nil) != c.ok || err != nil && !contains(err.Error(), c.reason) {
			t.Errorf("%q piped=%v: %v, want ok=%v %q", c.argv, c.piped, err, c.ok, c.reason)
		}
	}
}

// TestHelpVersion: --help and --version, alone, print text and change
// nothing, whatever the family otherwise does; with anything else they
// are refused, so what runs is never more than the help.
func TestHelpVersion(t *testing.T) {
	runSysCases(t, []sysCase{
		{"rm --help", "rm --help", Safe, nil, ""},
		{"rm --help -rf /", "", Dangerous, nil, "Option '--help' for 'rm' is supported only alone ('rm --help')"},
		{"cp --version", "cp --version", Safe, nil, ""},
		{"tar --help", "tar --help", Safe, nil, ""},
		{"find --version", "find --version", Safe, nil, ""},
		{"grep --help", "grep --help", Safe, nil, ""},
		{"ps --help", "ps --help", Safe, nil, ""},
		{"chmod --help", "chmod --help", Safe, nil, ""},
		{"curl --version", "curl --version", Safe, nil, ""},
		{"ping --help", "", Safe, nil, fault(UnknownOption, 1)}, // iputils ping has -V only
		{"dig --help", "", Safe, nil, fault(UnknownOption, 1)},
		{"unzip --help", "", Safe, nil, fault(UnknownOption, 1)},
	})
	for _, line := range [][]string{{"curl", "--version"}, {"curl", "--help"}} {
		cmd, err := Default().Family("curl").ReadArgv(line)
		if err != nil || cmd.Network() || !cmd.HelpOnly() {
			t.Errorf("%q: read %v (%v); want help only, without the network", line, cmd, err)
		}
	}
}

// TestGrammarErrorPlaces: a refusal says what is wrong and at which word
// of argv, counted from the program, through subcommands, global options
// and nested commands.
func TestGrammarErrorPlaces(t *testing.T) {
	for _, c := range []struct {
		line  string
		fault grammarFault
	}{
		{"ls -l -q", fault(UnknownOption, 2)},
		{"tar -xzq a.tgz", fault(UnknownOption, 1)},
		{"head -n lots notes.txt", fault(BadValue, 2)},
		{"head -nlots notes.txt", fault(BadValue, 1)},
		{"git frobnicate", fault(UnknownSubcommand, 1)},
		{"git", fault(MissingRequired, -1)},
		{"git status --bogus", fault(UnknownOption, 2)},
		{"ip -br -bogus addr", fault(UnknownOption, 2)},
		{"ip -br addr -bogus", fault(UnknownOption, 3)},
		{"find . -name a -exec rm {}", fault(BadNested, 4)},
		{"find . -name a -exec rm -q {} ;", fault(UnknownOption, 6)},
		{"xargs rm -q", fault(UnknownOption, 2)},
		{"ping example.com", fault(MissingRequired, -1)},
		{"rmdir", fault(MissingRequired, -1)},
		{"seq 1 2 3 4", fault(TooManyOperands, 4)},
		{"env HOME=/x ls", fault(RefusedCommand, 0)},
	} {
		argv, err := splitWords(c.line)
		if err != nil {
			t.Fatal(err)
		}
		f := Default().ForProgram(argv[0])
		_, err = f.ReadArgv(argv)
		c.fault.check(t, c.line, argv, err)
	}
}
