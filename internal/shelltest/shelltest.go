// Package shelltest runs real zsh, bash and fish for tests.
//
// A test that needs a shell calls Require: without the shell it is
// skipped on a developer's machine, but under CI=true a missing shell
// fails the test, so CI can never pass by skipping.
package shelltest

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
)

// Shells are the shells oterminus integrates with: the dialect table,
// the one list of shells.
var Shells = dialect.Names()

// Require returns the path of a shell or stops the test.
func Require(t testing.TB, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err == nil {
		return path
	}
	if os.Getenv("CI") == "true" {
		t.Fatalf("%s is required under CI=true but was not found: %v", name, err)
	}
	t.Skipf("%s is not installed", name)
	return ""
}

// Args returns the command line that runs script non-interactively in
// the shell without reading any startup file.
func Args(shell, script string) []string {
	return append(clean(shell), "-c", script)
}

// clean starts shell reading no startup file.
func clean(shell string) []string {
	d, err := dialect.Lookup(shell)
	if err != nil {
		panic(err)
	}
	return append([]string{}, d.Clean()...)
}

// Words has the shell parse each command line and returns the words it
// read for each, in order. Every line is run as the arguments of the
// shell's builtin printf, so no process starts per line and the words are
// exactly what the shell would pass to a program: after its quoting,
// expansion and globbing rules. setup runs first (shell options).
func Words(t testing.TB, shell, setup string, lines []string) [][]string {
	t.Helper()
	var script strings.Builder
	script.WriteString(setup + "\n")
	for _, l := range lines {
		script.WriteString(`printf '%s\037' ` + l + "; printf '\\036'\n")
	}
	args := Args(shell, script.String())
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = t.TempDir() // globs see an empty directory
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s failed: %v\n%s", shell, err, stderr.String())
	}
	records := strings.Split(string(out), "\x1e")
	records = records[:len(records)-1]
	if len(records) != len(lines) {
		t.Fatalf("%s printed %d records for %d lines; stderr:\n%s", shell, len(records), len(lines), stderr.String())
	}
	words := make([][]string, len(records))
	for i, r := range records {
		w := strings.Split(r, "\x1f")
		words[i] = w[:len(w)-1]
	}
	return words
}
