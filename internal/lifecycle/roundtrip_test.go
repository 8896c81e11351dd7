package lifecycle_test

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/evals"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/shelltest"
)

// hostileNames are file names and patterns that a shell would split,
// expand, glob or execute if the rendering were wrong.
var hostileNames = []string{
	"my file.txt", "it's", `say "hi"`, "$HOME", "${PATH}", "$(whoami).txt", "`id`", "a;b", "a&b", "a|b",
	"a>b", "<in", "*.go", "?x", "[ab]", "~", "~/x", "~root", "=ls", "a==ls", "x=~/y", "{a,b}", "{1..3}",
	"!", "!!", "#comment", "a#b", "日本語.txt", "ü ñ", "%self", `a\b`, `\`, "'", `"`, "x  y", "^x", "a=b",
	"@(x)", "+(x)", "*(x)", "<(x)", "=(x)", "$'x'", "...", "-", "%", "100%", "a,b", "(x)",
}

// templates place a hostile word in typed commands of several families.
var templates = []func(w string) []string{
	func(w string) []string { return []string{"ls", "-l", w} },
	func(w string) []string { return []string{"cat", w, "README.md"} },
	func(w string) []string { return []string{"grep", "-n", w, w} },
	func(w string) []string { return []string{"find", ".", "-name", w} },
	func(w string) []string { return []string{"wc", "-l", w} },
	func(w string) []string { return []string{"mkdir", "-p", w} },
	func(w string) []string { return []string{"cp", "-n", w, w + ".bak"} },
}

// TestRenderingParsesBackInRealShells is the renderer's central property:
// for every accepted command, the text rendered for a shell, parsed by that
// real shell, gives exactly the validated argv.
func TestRenderingParsesBackInRealShells(t *testing.T) {
	var argvs [][]string
	cases, err := evals.Load([]string{filepath.Join("..", "..", "testdata", "evals", "upstream")})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if r := evals.Run(context.Background(), c, evals.Options{}); r.Outcome.Accepted() && len(r.Outcome.Validation.Stages) == 0 {
			argvs = append(argvs, r.Outcome.Validation.Argv)
		}
	}
	if len(argvs) < 60 {
		t.Fatalf("only %d accepted eval cases; the corpus shrank", len(argvs))
	}
	accepted := 0
	for _, name := range hostileNames {
		for _, tmpl := range templates {
			out := typed(t, dialect.Default.Join(tmpl(name)), dialect.Default)
			// A pipeline or list has no single argv; internal/shelltest's
			// compound test runs those renderings in the real shells.
			if out.Accepted() && len(out.Validation.Stages) == 0 {
				accepted++
				argvs = append(argvs, out.Validation.Argv)
			}
		}
	}
	if accepted < len(hostileNames)*len(templates)/2 {
		t.Fatalf("only %d of %d hostile commands were accepted", accepted, len(hostileNames)*len(templates))
	}

	for _, shell := range shelltest.Shells {
		t.Run(shell, func(t *testing.T) {
			shelltest.Require(t, shell)
			d, _ := dialect.Lookup(shell)
			setups := []string{""}
			if shell == "zsh" {
				// Options that change how unquoted words expand.
				setups = append(setups, "setopt magic_equal_subst extended_glob rc_quotes glob_subst")
			}
			var lines []string
			for _, argv := range argvs {
				text, err := d.Render(argv)
				if err != nil {
					t.Fatalf("Render(%q): %v", argv, err)
				}
				lines = append(lines, text)
			}
			for _, setup := range setups {
				got := shelltest.Words(t, shell, setup, lines)
				for i, argv := range argvs {
					if !slices.Equal(got[i], argv) {
						t.Errorf("%s %q: rendered %s, shell read %q, want %q", shell, setup, lines[i], got[i], argv)
					}
				}
			}
		})
	}
}

// TestHostileWordsInTypedCommands pins which hostile words validation
// refuses in typed commands. Typed text is read as the shell reads it, so
// a quoted "$(whoami).txt" is a literal name, carried as one word and
// quoted again in the rendering; only the declared-path rules refuse.
func TestHostileWordsInTypedCommands(t *testing.T) {
	for _, name := range hostileNames {
		out := typed(t, dialect.Default.Join([]string{"ls", "-l", name}), dialect.Default)
		// ls is declared: its path operands follow the declared-path
		// rules, which refuse a leading '+' (head and tail read "+N" as an
		// option) and a leading '~' (a shell expands it); write ./name.
		wantRefused := strings.HasPrefix(name, "+") || strings.HasPrefix(name, "~")
		if out.Accepted() == wantRefused {
			t.Errorf("ls -l %q: accepted=%v, want %v (reasons %q)", name, out.Accepted(), !wantRefused, reasons(out))
		}
		if out.Accepted() && !slices.Equal(out.Validation.Argv, []string{"ls", "-l", name}) {
			t.Errorf("ls -l %q: argv %q", name, out.Validation.Argv)
		}
	}
}

func typed(t *testing.T, text string, d *dialect.Dialect) *request.Outcome {
	t.Helper()
	return lifecycle.Run(context.Background(), &request.Input{
		Text: text, Platform: "linux", Dir: t.TempDir(), Home: "/home/user", Dialect: d,
		Policy: policy.Config{Mode: policy.ModeWrite}, Registry: registry.Default(),
	})
}

func reasons(o *request.Outcome) []string {
	if o.Validation == nil {
		return nil
	}
	return o.Validation.Reasons
}
