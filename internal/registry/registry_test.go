package registry

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/shlex"
)

func TestTable(t *testing.T) {
	r := Default()
	// The original's 42, plus xdg-open, basename, 17 text filters for
	// pipelines, xargs, 18 system families the tldr pages use most, and
	// 26 file and text families the tldr corpus counts.
	added := []string{"xdg-open", "basename", "cut", "tr", "tee", "sed", "awk", "column", "nl", "echo", "printf",
		"rev", "tac", "fold", "paste", "comm", "diff", "sha256sum", "md5sum", "xargs",
		"kill", "pkill", "killall", "date", "id", "groups", "hostname", "uptime", "free", "nproc", "lsblk", "who", "w", "cal",
		"ip", "ss", "systemctl", "journalctl",
		"gzip", "gunzip", "zcat", "xz", "unxz", "bzip2", "bunzip2", "tree", "realpath", "readlink", "ln", "mktemp",
		"rmdir", "sha1sum", "sha512sum", "b2sum", "hexdump", "xxd", "od", "strings", "cmp", "shuf", "base64", "seq",
		"dirname", "sleep", "jq", "less", "more"}
	for _, name := range added {
		if r.Family(name) == nil {
			t.Errorf("no family %s", name)
		}
	}
	if n := len(r.Families()); n != 42+len(added) {
		t.Errorf("registry has %d families, want the original's 42 plus %d", n, len(added))
	}
	structured := 0
	for _, f := range r.Families() {
		if f.Schema != nil {
			structured++
		}
		if len(f.Examples) == 0 || len(f.Aliases) == 0 {
			t.Errorf("%s has no examples or aliases", f.Name)
		}
		if CapabilityByID(f.Capability).Description == "" {
			t.Errorf("%s has unknown capability %q", f.Name, f.Capability)
		}
		if !slices.Contains(PackIDs(), f.Pack) {
			t.Errorf("%s has unknown pack %q", f.Name, f.Pack)
		}
		// Every family with a program is declared; project_health has
		// none (its commands are the project's own tools).
		if (f.Spec == nil) != f.ProjectTooling {
			t.Errorf("%s: a family is declared unless it is the project's own tooling", f.Name)
		}
	}
	if structured != 38 {
		t.Errorf("%d families have a schema, want 38 (37 original + xdg-open)", structured)
	}
	if _, err := New([]*Family{lsFamily, lsFamily}); err == nil {
		t.Error("duplicate family names were accepted")
	}
}

// TestExamplesRoundTrip parses every example in structured form and
// checks the rendering is stable: parsing the rendering gives it back.
func TestExamplesRoundTrip(t *testing.T) {
	r := Default()
	for _, f := range r.Families() {
		for _, ex := range f.Examples {
			argv, err := shlex.Split(ex)
			if err != nil || !f.HasProgram(argv[0]) {
				continue // project_health examples are requests, not commands
			}
			fam, args, err := r.ParseArgv(argv)
			if f.Spec != nil && errors.Is(err, ErrNotParseable) {
				continue // outside the original's objects; decl_test reads it
			}
			if f.Schema == nil {
				if err == nil {
					t.Errorf("%s has no schema but parsed %q", f.Name, ex)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s: example %q does not parse: %v", f.Name, ex, err)
				continue
			}
			first := args.Argv(nil)
			_, again, err := r.ParseArgv(first)
			if err != nil || !slices.Equal(again.Argv(nil), first) || fam != f {
				t.Errorf("%s: %q renders %q, which does not parse back (%v)", f.Name, ex, first, err)
			}
		}
	}
}

func TestParseArgv(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"ls", "ls ."},
		{"ls -lah", "ls -l -h -a ."},
		{"grep -rin TODO src", "grep -i -n -r TODO src"},
		{"ps -Af", "ps -A -f"},
		{"ps -e", "ps -A"},
		{"du -sh .", "du -h -s ."},
		{"head -n5 f", "head -n 5 f"},
		{"tail -c128 README.md", "tail -c 128 README.md"},
		{"find -name '*.py'", "find . -name '*.py'"},
		{"find . -type f -size +100M", "find . -type f -size +100M"},
		{"find src -mtime -7 -maxdepth 2 -name '*.go'", "find src -maxdepth 2 -name '*.go' -mtime -7"},
		{"printenv PATH", "printenv PATH"},
		{"printenv HOME", "printenv HOME"},
		{"git log --oneline -n 1_0", "git log --oneline -n 10"},
		{"man 5 crontab", "man 5 crontab"},
		{"uname -sr", "uname -s -r"},
		{"tar -czf a.tgz src docs", "tar -czf a.tgz src docs"},
		{"unzip a.zip -d out", "unzip a.zip -d out"},
	} {
		argv, _ := shlex.Split(c.in)
		_, args, err := Default().ParseArgv(argv)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got := shlex.Join(args.Argv(nil)); got != c.want {
			t.Errorf("%q renders %q, want %q", c.in, got, c.want)
		}
	}
}

func TestParseArgvRefuses(t *testing.T) {
	for _, c := range []struct{ in, err string }{
		{"ls -ltr", ""}, // -t is not structured: experimental
		{"ls -h", "human_readable requires long"},
		{"env rm -rf /", ""}, // several operands: never structured
		{"printenv FOO=bar", "must be a variable name"},
		{"printenv 1X", "must be a variable name"},
		{"git log --oneline -n 500", ""}, // out of range: not the shape
		{"git commit -m x", ""},
		{"find . -exec rm {} ;", ""},
		{"find . -delete", ""},
		{"find . -size 1T", "size must be"},
		{"chmod 999 x", "numeric mode"},
		{"grep -e -x f", ""},
		{"tar -tf 'a*.tar'", "cannot contain wildcards"},
		{"zip -r a.zip /", "broad or unsafe roots"},
		{"tar -xf a.tar -C /etc", "system root"},
		{"ping -c 2 -x", "host cannot start with '-'"},
		{"curl -I ftp://x", "http:// or https://"},
		{"uniq a b", ""},
		{"sort -o out in", ""},
		{"man -P cat ls", ""},
	} {
		argv, _ := shlex.Split(c.in)
		_, _, err := Default().ParseArgv(argv)
		switch {
		case err == nil:
			t.Errorf("%q parsed; want refusal", c.in)
		case c.err == "" && err != ErrNotParseable:
			t.Errorf("%q: %v; want not parseable", c.in, err)
		case c.err != "" && !strings.Contains(err.Error(), c.err):
			t.Errorf("%q: %v; want %q", c.in, err, c.err)
		}
	}
}

func TestDecodeIsStrict(t *testing.T) {
	for _, c := range []struct{ family, args, err string }{
		{"ls", `{"path": 5}`, "path must be a string"},
		{"ls", `{"path": null}`, "not null"},
		{"ls", `{"long": "true"}`, "long must be true or false"},
		{"ls", `{"long": 1}`, "long must be true or false"},
		{"ls", `{"colour": true}`, "unknown argument 'colour'"},
		{"ls", `{"path": "  "}`, "path cannot be blank"},
		{"ls", `{"path": "-la"}`, "path cannot start with '-'"},
		{"ls", `{"path": "http://x"}`, "path must refer to a local filesystem target"},
		{"ls", `[]`, "must be a JSON object"},
		{"git", `{"operation": "log_oneline", "count": 5.0}`, "count must be an integer"},
		{"git", `{"operation": "log_oneline", "count": "5"}`, "count must be an integer"},
		{"git", `{"operation": "status_short", "count": 3}`, "count applies only"},
		{"git", `{"operation": "add"}`, "operation must be one of"},
		{"git", `{"operation": "log_oneline", "count": 101}`, "between 1 and 100"},
		{"curl", `{"operation": "http_get", "url": "https://x.org"}`, "operation must be http_head"},
		{"curl", `{"url": "https://user:pw@x.org"}`, "user name or password"},
		{"tar", `{"operation": "list", "archive_path": "a.tar", "destination_path": "out"}`, "only allowed for extract_tar"},
		{"tar", `{"operation": "extract_tar", "archive_path": "a.tar"}`, "destination_path is required"},
		{"tar", `{"operation": "extract_tar", "archive_path": "a.tar", "destination_path": "/"}`, "destination_path cannot be '/'"},
		{"man", `{"topic": "ls; rm -rf /"}`, "shell operators"},
		{"man", `{"topic": "ls", "section": 1}`, "section must be a string"},
		{"head", `{"paths": ["a"], "lines": 1, "bytes": 2}`, "cannot be combined"},
		{"ping", `{"host": "example.com; id"}`, "shell operators"},
		{"env", `{"variable": "PATH=x"}`, "must be a variable name"},
	} {
		_, err := Default().Family(c.family).Decode(json.RawMessage(c.args), "")
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s %s: error %v, want %q", c.family, c.args, err, c.err)
		}
	}
}

func TestDecodeDefaultsAndTrims(t *testing.T) {
	args, err := Default().Family("ls").Decode(json.RawMessage(`{"path": "  src "}`), "")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"path": "src", "long": false, "human_readable": false, "all": false, "recursive": false}
	got := ArgsObject(args)
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	tar, _ := Default().Family("tar").Decode(json.RawMessage(`{"operation": "list", "archive_path": "a.tar", "destination_path": null}`), "")
	if _, ok := ArgsObject(tar)["destination_path"]; ok {
		t.Error("null destination_path is kept; the canonical tar list form omits it")
	}
}

func TestProjectDetection(t *testing.T) {
	write := func(dir, name, content string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		files map[string]string
		op    string
		want  string
	}{
		{nil, OpRunTests, "poetry run pytest"},
		{nil, OpRunEvals, "poetry run oterminus-evals"},
		{map[string]string{"go.mod": "module x\n"}, OpRunTests, "go test ./..."},
		{map[string]string{"go.mod": "module x\n"}, OpLintCheck, "go vet ./..."},
		{map[string]string{"go.mod": "module x\n"}, OpBuildDocs, ""},
		{map[string]string{"go.mod": "", "Makefile": "X := 1\ntest: build\n\tgo test\nlint:\n"}, OpRunTests, "make test"},
		{map[string]string{"go.mod": "", "Makefile": "test:\n"}, OpLintCheck, ""},
		{map[string]string{"package.json": `{"scripts": {"test": "jest", "lint": "eslint ."}}`}, OpLintCheck, "npm run lint"},
		{map[string]string{"package.json": `{"scripts": {"test": "x"}}`, "pnpm-lock.yaml": ""}, OpRunTests, "pnpm run test"},
		{map[string]string{"Cargo.toml": ""}, OpFormatCheck, "cargo fmt --check"},
		{map[string]string{"pyproject.toml": "[tool.poetry]\n"}, OpRunTests, "poetry run pytest"},
		{map[string]string{"pyproject.toml": "[project]\n", "uv.lock": ""}, OpRunTests, "uv run pytest"},
		{map[string]string{"pyproject.toml": "[project]\n"}, OpLintCheck, "python3 -m ruff check ."},
	} {
		dir := t.TempDir()
		for name, content := range c.files {
			write(dir, name, content)
		}
		args, err := Default().Family("project_health").Decode(json.RawMessage(`{"operation": "`+c.op+`"}`), "")
		if err != nil {
			t.Fatal(err)
		}
		if got := shlex.Join(args.Argv(NewEnv(dir))); got != c.want {
			t.Errorf("%v %s = %q, want %q", c.files, c.op, got, c.want)
		}
	}
}

func TestPathOperands(t *testing.T) {
	r := Default()
	for _, c := range []struct {
		family string
		args   []string
		want   []string
	}{
		{"cd", []string{"src"}, []string{"src"}},
		{"cd", nil, nil}, // no operand, no path for policy: the declaration has no operand defaults
		{"find", []string{"src", "-name", "x"}, []string{"src"}},
		{"grep", []string{"-m", "3", "x", "file"}, []string{"file"}},
		{"grep", []string{"-r", "--include=*.go", "TODO", "src", "lib"}, []string{"src", "lib"}},
		{"grep", []string{"-f", "pats", "x", "file"}, []string{"pats", "x", "file"}}, // refused: every word counts
		{"chmod", []string{"-R", "u+x", "f"}, []string{"f"}},
		{"man", []string{"ls"}, nil},
	} {
		if got := r.Family(c.family).PathOperands(c.args); !slices.Equal(got, c.want) {
			t.Errorf("%s %q: paths %q, want %q", c.family, c.args, got, c.want)
		}
	}
}

func TestPyInt(t *testing.T) {
	for in, want := range map[string]int{"5": 5, " 7 ": 7, "+3": 3, "-2": -2, "1_000": 1000} {
		if got, ok := PyInt(in); !ok || got != want {
			t.Errorf("PyInt(%q) = %d, %v", in, got, ok)
		}
	}
	for _, in := range []string{"", "_1", "1_", "1__0", "5.0", "x", "0x10"} {
		if _, ok := PyInt(in); ok {
			t.Errorf("PyInt(%q) accepted", in)
		}
	}
}

// TestAssessments: what a command can do beyond its family's promise
// raises its risk: setuid and setgid modes, opening a launcher.
func TestAssessments(t *testing.T) {
	for _, c := range []struct {
		argv []string
		want Risk
	}{
		{[]string{"chmod", "755", "x"}, Write},
		{[]string{"chmod", "1777", "tmp"}, Write}, // sticky bit only
		{[]string{"chmod", "4755", "x"}, Dangerous},
		{[]string{"chmod", "2755", "x"}, Dangerous},
		{[]string{"chmod", "u+s", "x"}, Dangerous},
		{[]string{"chmod", "g=rxs", "x"}, Dangerous},
		{[]string{"chmod", "u+x,g+s", "x"}, Dangerous},
		{[]string{"chmod", "a-x", "x"}, Write},
		{[]string{"chmod", "-R", "g+s", "dir"}, Dangerous},
		{[]string{"mkdir", "-m", "2775", "shared"}, Write}, // setgid on a directory: group inheritance
		{[]string{"chmod", "-R", "755", "/"}, Dangerous},
		{[]string{"xdg-open", "notes.txt"}, Write}, // it starts the default application
		{[]string{"xdg-open", "App.Desktop"}, Dangerous},
		{[]string{"xdg-open", "install.sh"}, Dangerous},
		{[]string{"open", "-R", "Tool.app/"}, Dangerous},
	} {
		cmd, err := Default().ForProgram(c.argv[0]).ReadArgv(c.argv)
		if err != nil {
			t.Errorf("%q: %v", c.argv, err)
			continue
		}
		if got := cmd.Risk(); got != c.want {
			t.Errorf("%q: %s, want %s", c.argv, cmd.Risk(), c.want)
		}
	}
}

// A rule made by matches or oneOf says what it accepts; others say nothing.
func TestRuleShape(t *testing.T) {
	find := Default().Family("find")
	got := map[string]string{}
	for _, f := range find.ArgFields() {
		for _, r := range f.Rules {
			pattern, values := RuleShape(r)
			got[f.Key] += pattern + strings.Join(values, ",")
		}
	}
	if got["size"] != `^[+-]?[0-9]{1,12}[bckwMG]?$` || got["modified_days"] != `^[+-]?[0-9]{1,6}$` || got["type"] != "f,d,l" || got["path"] != "" {
		t.Errorf("find's rule shapes: %q", got)
	}
	if p, v := RuleShape(NotBlank); p != "" || v != nil {
		t.Errorf("NotBlank: %q %q", p, v)
	}
}

// A model's arguments are read as typed words are: a path's leading "~"
// or "~/" is the home directory, in a string or a list; "~user", a "~"
// inside a word, and a "~" in a field that is no path stay as written.
func TestDecodeExpandsHomeInPaths(t *testing.T) {
	for _, c := range []struct {
		family, args, home string
		want               string // the argv joined by spaces, or the error
	}{
		{"grep", `{"pattern": "~/x", "paths": ["~/notes", "~", "a~/b"]}`, "/home/u", "grep ~/x /home/u/notes /home/u a~/b"},
		{"cp", `{"source": "~/a.txt", "destination": "~/backup/"}`, "/home/u", "cp /home/u/a.txt /home/u/backup/"},
		{"ls", `{"path": "~alice"}`, "/home/u", "ls ~alice"},
		{"ls", `{"path": "~/Downloads"}`, "", "ls ~/Downloads"},
	} {
		args, err := Default().Family(c.family).Decode(json.RawMessage(c.args), c.home)
		if err != nil {
			t.Errorf("%s %s: %v", c.family, c.args, err)
			continue
		}
		if got := strings.Join(args.Argv(nil), " "); got != c.want {
			t.Errorf("%s %s (home %q): argv %q, want %q", c.family, c.args, c.home, got, c.want)
		}
	}
}
