package policy

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/registry"
)

// The paths the file families write (ln's link, mktemp's directory, a
// compressor's file, xxd's and tree's output) are checked like cp's
// destination: never a protected directory, inside a system directory
// only when dangerous commands are allowed, and within the allowed roots.
// What they only read is not protected.
func TestFileFamiliesWrittenPaths(t *testing.T) {
	dir := t.TempDir()
	outside := t.TempDir()
	if err := os.Symlink("/etc", filepath.Join(dir, "etc-link")); err != nil {
		t.Fatal(err)
	}
	secret := filepath.Join(outside, "secret")
	if err := os.WriteFile(secret, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	write := Config{Mode: ModeWrite}
	dangerous := Config{Mode: ModeDangerous, AllowDangerous: true}
	roots := Config{Mode: ModeWrite, AllowedRoots: []string{dir}}
	for _, c := range []struct {
		cfg     Config
		line    string
		refused string // a part of the reasons, or "" when allowed
	}{
		{write, "ln -s notes.txt etc-link/profile", "Changing 'etc-link/profile' inside system directory /etc"},
		{write, "ln -sf /tmp/tool /usr/local/bin/tool", "Changing '/usr/local/bin/tool' inside system directory /usr"},
		{write, "ln -t /etc/cron.d job", "Changing '/etc/cron.d' inside system directory /etc"},
		{dangerous, "ln -sfn /tmp/x /etc", "Refusing to change '/etc'"},
		{write, "ln -s /etc etc-view", ""}, // a symlink's target is text: what uses the link is checked
		{write, "mktemp -p etc-link", "Refusing to change 'etc-link' (/etc)"},
		{dangerous, "mktemp -d -p /usr", "Refusing to change '/usr'"},
		{write, "mktemp /etc/x.XXXXXX", "Changing '/etc/x.XXXXXX' inside system directory /etc"},
		{write, "mktemp -p build", ""},
		{write, "gzip /etc/hosts", "Changing '/etc/hosts' inside system directory /etc"},
		{write, "xz -d /usr/share/x.xz", "Changing '/usr/share/x.xz' inside system directory /usr"},
		{write, "bzip2 -k etc-link/hosts", "Changing 'etc-link/hosts' inside system directory /etc"},
		{write, "gzip -c /etc/hosts", ""}, // -c only reads
		{write, "xxd notes.txt /etc/hosts", "Changing '/etc/hosts' inside system directory /etc"},
		{write, "tree -o /etc/motd", "Changing '/etc/motd' inside system directory /etc"},
		{write, "shuf -o /etc/hosts notes.txt", "Changing '/etc/hosts' inside system directory /etc"},
		{dangerous, "rmdir /srv", "Refusing to change '/srv'"},
		{roots, "ln " + secret + " innocent", "Paths outside allowed roots: " + secret},
		{roots, "ln -s notes.txt " + filepath.Join(outside, "link"), "Paths outside allowed roots: " + filepath.Join(outside, "link")},
		{roots, "ln -s " + secret + " link", ""},
		{roots, "gzip " + secret, "Paths outside allowed roots: " + secret},
	} {
		argv := strings.Fields(c.line)
		f := registry.Default().ForProgram(argv[0])
		typed, err := f.ReadArgv(argv)
		if err != nil {
			t.Fatalf("%q: %v", c.line, err)
		}
		reasons := c.cfg.Reasons(Check{Family: f, Named: f, Argv: argv, Typed: typed, Risk: typed.Risk(), Dir: dir, Home: "/nonexistent-home"})
		checkReasons(t, strconv.Quote(c.line), reasons, c.refused)
	}
}
