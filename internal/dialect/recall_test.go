package dialect

import "testing"

// A request the integration put in history comes back as the request:
// "# REQUEST", or ": 'REQUEST'" from a zsh that reads no comments at its
// prompt, with zsh's quoting of a ' undone. Anything else is a line.
func TestRecall(t *testing.T) {
	for _, c := range []struct {
		buffer, want string
		ok           bool
	}{
		{"# find big log files", "find big log files", true},
		{"  # show disk usage  ", "show disk usage", true},
		{": 'find big log files'", "find big log files", true},
		{`: 'what'\''s using port 8080'`, "what's using port 8080", true},
		{"#", "", false},
		{"#nospace", "", false},
		{": 'a' 'b'", "", false},
		{": plain", "", false},
		{"ls -la", "", false},
	} {
		got, ok := zsh{}.Recall(c.buffer)
		if got != c.want || ok != c.ok {
			t.Errorf("zsh.Recall(%q) = %q, %v; want %q, %v", c.buffer, got, ok, c.want, c.ok)
		}
	}
	// Only zsh writes the ':' form; in bash and fish it is a command.
	for _, d := range []Shell{bash{}, fish{}} {
		if _, ok := d.Recall(": 'find big log files'"); ok {
			t.Errorf("%s: a ':' line was read as a recalled request", d.Name())
		}
		if got, ok := d.Recall("# find big log files"); !ok || got != "find big log files" {
			t.Errorf("%s: a comment was read as %q, %v", d.Name(), got, ok)
		}
	}
}
