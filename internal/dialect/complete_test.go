package dialect_test

import (
	"os/exec"
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/shelltest"
)

// TestCompletionLooksUp runs each shell's completion script and asks its
// lookup what Tab offers at a few places: a place's words, an option's
// values, a command's flags further on, and nothing past a value.
func TestCompletionLooksUp(t *testing.T) {
	places := []dialect.Place{
		{Key: "oterminus", Words: []string{"config", "init", "--json"}},
		{Key: "oterminus config set", Words: []string{"policy_mode", "color"}},
		{Key: "oterminus config set policy_mode", Words: []string{"safe", "write", "dangerous"}},
		{Key: "oterminus init *", Words: []string{"--key"}},
		{Key: "--shell", Words: []string{"bash", "zsh", "fish"}},
		{Key: "--key"},
	}
	cases := []struct{ before, want string }{
		{"", "config init --json"},
		{"config set", "policy_mode color"},
		{"config set policy_mode", "safe write dangerous"},
		{"--json config set policy_mode", "safe write dangerous"},
		{"config set policy_mode safe", ""},
		{"init zsh", "--key"},
		{"init --key ^O zsh", "--key"},
		{"--shell", "bash zsh fish"},
		{"init --key", ""},
	}
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			shelltest.Require(t, sh)
			d, err := dialect.Lookup(sh)
			if err != nil {
				t.Fatal(err)
			}
			script, err := d.Completion("test", places)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range cases {
				// fish reads the words before the cursor from its
				// command line, so the test stands in for commandline.
				var prog string
				if sh == "fish" {
					prog = script + "\nfunction commandline; string split -n ' ' -- 'oterminus " + c.before + "'; end\necho (__oterminus_complete)\n"
				} else {
					prog = script + "\n_oterminus_complete_words " + c.before + "\nprintf '%s\\n' \"$_oterminus_reply\"\n"
				}
				args := shelltest.Args(sh, prog)
				out, err := exec.Command(args[0], args[1:]...).CombinedOutput()
				if err != nil {
					t.Fatalf("%s: %v\n%s", c.before, err, out)
				}
				if got := string(out); got != c.want+"\n" {
					t.Errorf("after %q: offered %q, want %q", c.before, got, c.want)
				}
			}
		})
	}
}
