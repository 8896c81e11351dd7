package cli

import "testing"

// A request the integration put in history comes back as the request:
// "# REQUEST", or ": 'REQUEST'" from a zsh that reads no comments at its
// prompt, with zsh's quoting of a ' undone. Anything else is a line.
func TestRecalledRequest(t *testing.T) {
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
		got, ok := recalledRequest(c.buffer, "zsh")
		if got != c.want || ok != c.ok {
			t.Errorf("recalledRequest(%q) = %q, %v; want %q, %v", c.buffer, got, ok, c.want, c.ok)
		}
	}
	// Only zsh writes the ':' form; in bash and fish it is a command.
	if _, ok := recalledRequest(": 'find big log files'", "bash"); ok {
		t.Error("bash: a ':' line was read as a recalled request")
	}
}
