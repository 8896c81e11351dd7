package registry

import (
	"slices"
	"strings"
	"testing"
)

// TestIPSpellings checks the spellings ip.go lists against ip's rule:
// every prefix of an option's name from a few letters on, with one dash
// or two, and every prefix of an object's name from a few letters on;
// and each object's COMMAND help against its commands.
func TestIPSpellings(t *testing.T) {
	spellings := func(min int, names ...string) []string {
		var out []string
		for _, dashes := range []string{"-", "--"} {
			for _, name := range names {
				for n := min; n <= len(name); n++ {
					if w := dashes + name[:n]; !slices.Contains(out, w) {
						out = append(out, w)
					}
				}
			}
		}
		return out
	}
	options := map[string][]string{ // canonical spelling: min letters, names
		"-f": {"1", "family"}, "-br": {"2", "brief"}, "-c": {"1", "color"}, "-s": {"1", "stats", "statistics"},
		"-d": {"1", "details"}, "-h": {"1", "human", "human-readable"}, "-i": {"1", "iec"}, "-o": {"1", "oneline"},
		"-t": {"1", "timestamp"}, "-ts": {"2", "tshort"}, "-j": {"1", "json"}, "-p": {"1", "pretty"},
		"-r": {"1", "resolve"}, "-N": {"1", "Numeric"}, "-a": {"1", "all"}, "-V": {"1", "Version"},
	}
	seen := 0
	for _, o := range ipFamily.Spec.Options {
		rule, ok := options[o.Names[0]]
		if !ok {
			continue
		}
		seen++
		if want := spellings(int(rule[0][0]-'0'), rule[1:]...); !slices.Equal(o.Names, want) {
			t.Errorf("ip %s: spellings %q, want %q", o.Names[0], o.Names, want)
		}
	}
	if seen != len(options) {
		t.Errorf("%d of the %d ip options with spellings found", seen, len(options))
	}
	objects := map[string][]string{ // object: min letters, other names
		"address": {"1"}, "maddress": {"1"}, "route": {"1"}, "rule": {"2"}, "neighbor": {"1", "neighbour"},
		"link": {"1"}, "netns": {"3"}, "netconf": {"4"},
	}
	for _, sub := range ipFamily.Spec.Subcommands {
		rule, ok := objects[sub.Name]
		if !ok {
			t.Errorf("ip %s: not an object the test knows", sub.Name)
			continue
		}
		var want []string
		for _, full := range append([]string{sub.Name}, rule[1:]...) {
			for n := int(rule[0][0] - '0'); n <= len(full); n++ {
				if w := full[:n]; w != sub.Name && !slices.Contains(want, w) {
					want = append(want, w)
				}
			}
		}
		if !slices.Equal(sub.Aliases, want) {
			t.Errorf("ip %s: aliases %q, want %q", sub.Name, sub.Aliases, want)
		}
		var commands []string
		for _, word := range []string{"show", "list", "lst", "get", "list-id", "identify", "pids", "add", "set",
			"change", "chg", "replace", "prepend", "append", "test", "delete", "flush", "attach"} {
			if sub.Spec.Operands[0].Check("COMMAND", word) == "" {
				commands = append(commands, word)
			}
		}
		help := sub.Spec.Operands[0].Help
		for _, c := range commands {
			if !strings.Contains(help, c) {
				t.Errorf("ip %s: COMMAND help %q leaves out %s", sub.Name, help, c)
			}
		}
	}
}
