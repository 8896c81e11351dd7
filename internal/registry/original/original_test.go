package original

import (
	"encoding/json"
	"strings"
	"testing"
)

// The original had an argument object for 37 families; xdg-open is
// its Linux twin of open.
func TestFamilies(t *testing.T) {
	if n := len(Families()); n != 38 {
		t.Errorf("%d families have an argument object, want 38: %v", n, Families())
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
		_, err := Read(c.family, json.RawMessage(c.args), "")
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s %s: error %v, want %q", c.family, c.args, err, c.err)
		}
	}
}

func TestDecodeDefaultsAndTrims(t *testing.T) {
	r, err := Read("ls", json.RawMessage(`{"path": "  src "}`), "")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"path": "src", "long": false, "human_readable": false, "all": false, "recursive": false}
	for k, v := range want {
		if r.Object[k] != v {
			t.Errorf("%s = %v, want %v", k, r.Object[k], v)
		}
	}
	if strings.Join(r.Argv, " ") != "ls src" {
		t.Errorf("argv %q, want ls src", r.Argv)
	}
	tar, _ := Read("tar", json.RawMessage(`{"operation": "list", "archive_path": "a.tar", "destination_path": null}`), "")
	if _, ok := tar.Object["destination_path"]; ok {
		t.Error("null destination_path is kept; the canonical tar list form omits it")
	}
	project, err := Read("project_health", json.RawMessage(`{"operation": "run_tests"}`), "")
	if err != nil || project.Operation != "run_tests" || project.Argv != nil {
		t.Errorf("project_health: %+v, %v; want the operation and no argv", project, err)
	}
	if _, err := Read("rm", json.RawMessage(`{}`), ""); err != ErrNoObject {
		t.Errorf("rm: %v, want ErrNoObject", err)
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
		r, err := Read(c.family, json.RawMessage(c.args), c.home)
		if err != nil {
			t.Errorf("%s %s: %v", c.family, c.args, err)
			continue
		}
		if got := strings.Join(r.Argv, " "); got != c.want {
			t.Errorf("%s %s (home %q): argv %q, want %q", c.family, c.args, c.home, got, c.want)
		}
	}
}
