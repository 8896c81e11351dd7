package lifecycle_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	typedpkg "github.com/oterminus/oterminus/internal/typed"
)

// runLaterFixture is a scratch home directory with the run-later
// directories a person usually has (so cp into them works), and a work
// directory with the files the lines copy. It returns work and home.
func runLaterFixture(t *testing.T) (string, string) {
	t.Helper()
	root := t.TempDir()
	home, work := filepath.Join(root, "home"), filepath.Join(root, "work")
	for _, d := range []string{"home/.local/bin", "home/bin", "home/.config/systemd/user", "home/.config/oterminus",
		"home/.config/autostart", "home/.config/fish/conf.d", "home/.ssh", "home/.aws", "home/.kube", "home/.gnupg",
		"home/.local/lib/python3.12/site-packages", "home/.config/pip", "home/Documents", "work/pathdir"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"helper.sh", "settings.toml", "evil.service", "a.txt", "notes.txt", "evil.pth", "a.tar", "x.zip"} {
		if err := os.WriteFile(filepath.Join(work, f), []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return work, home
}

// runLaterCheck is oterminus's answer to a line under cfg: typed at the
// prompt, or (model) the last line of a model's answer.
func runLaterCheck(t *testing.T, line, work, home string, cfg policy.Config, model bool) *request.Outcome {
	t.Helper()
	req := &request.Input{Text: line, Platform: "linux", Dir: work, Home: home, Dialect: dialect.Default,
		Policy: cfg, Registry: registry.Default(), FirstWord: typedpkg.WordCommand}
	if !model {
		return lifecycle.Run(context.Background(), req)
	}
	o, err := lifecycle.ModelLine(req, line)
	if err != nil {
		t.Fatalf("%q as a model's line: %v", line, err)
	}
	return o
}

func runLaterWarning(o *request.Outcome) string {
	for _, w := range o.Validation.Warnings {
		if policy.IsRunLater(w) {
			return w
		}
	}
	return ""
}

// TestRunLaterWriters: a change in a place whose content is run or
// obeyed later is dangerous whoever writes it and however: cp, mv, ln,
// install, tee, a redirection, an option's file, find -exec, git clone,
// sed -i, touch, chmod, or systemctl's verbs that write the units
// directory or the manager's environment. Under the default policy
// (mode write) each is refused as dangerous, typed or proposed by a
// model, with a warning naming the place and why; in dangerous mode
// with the opt-in it is accepted, still dangerous (two presses in the
// widget). The controls stay as they were.
func TestRunLaterWriters(t *testing.T) {
	work, home := runLaterFixture(t)
	write := policy.Config{Mode: policy.ModeWrite, SearchPath: filepath.Join(work, "pathdir") + ":/usr/bin",
		OwnConfig: []string{filepath.Join(home, "elsewhere", "oterminus.toml")}}
	dangerous := write
	dangerous.Mode, dangerous.AllowDangerous = policy.ModeDangerous, true
	for _, c := range []struct {
		line  string
		place string // in the warning: "is dangerous: it is in PLACE, "
	}{
		// The red team's lines.
		{"cp helper.sh ~/.local/bin/ls", "~/.local/bin"},
		{"cp settings.toml ~/.config/oterminus/config.toml", "~/.config/oterminus"},
		// Every writer into a directory on PATH.
		{"cp helper.sh ~/.local/bin/", "~/.local/bin"},
		{"cp helper.sh ~/bin/ls", "~/bin"},
		{"mv helper.sh ~/.local/bin/ls", "~/.local/bin"},
		{"ln -s " + work + "/helper.sh ~/.local/bin/ls", "~/.local/bin"},
		{"tee ~/.local/bin/ls < helper.sh", "~/.local/bin"},
		{"echo x > ~/.local/bin/ls", "~/.local/bin"},
		{"cat helper.sh >> ~/.local/bin/ls", "~/.local/bin"},
		{"cp -t ~/.local/bin helper.sh a.txt", "~/.local/bin"},
		{"sort -o ~/.local/bin/ls helper.sh", "~/.local/bin"},
		{"find . -name helper.sh -exec cp {} " + home + "/.local/bin/ls \\;", "~/.local/bin"},
		{"touch ~/.local/bin/ls", "~/.local/bin"},
		{"chmod +x ~/.local/bin/ls", "~/.local/bin"},
		{"cp helper.sh pathdir/ls", filepath.Join(work, "pathdir")}, // an entry of $PATH at check time
		// The other places, by several writers.
		{"sort -o ~/.config/oterminus/config.toml settings.toml", "~/.config/oterminus"},
		{"cp settings.toml ~/elsewhere/oterminus.toml", filepath.Join(home, "elsewhere", "oterminus.toml")}, // OTERMINUS_CONFIG
		{"cp evil.service ~/.config/systemd/user/", "~/.config/systemd"},
		{"tar -C ~/.config/systemd/user -xf a.tar", "~/.config/systemd"},
		{"unzip -d ~/.config/autostart x.zip", "~/.config/autostart"},
		{"cp helper.sh ~/.config/autostart/x.desktop", "~/.config/autostart"},
		{"echo x >> ~/.bashrc", "~/.bashrc"},
		{"sed -i s/a/b/ ~/.bashrc", "~/.bashrc"},
		{"cp helper.sh ~/.zshenv", "~/.zshenv"},
		{"cp helper.sh ~/.profile", "~/.profile"},
		{"cp helper.sh ~/.config/fish/conf.d/x.fish", "~/.config/fish"},
		{"touch ~/.ssh/authorized_keys", "~/.ssh"},
		{"git clone https://example.com/r.git ~/.config/git", "~/.config/git"},
		{"git config --file " + home + "/.gitconfig core.fsmonitor x", "~/.gitconfig"},
		{"cp a.txt ~/.aws/config", "~/.aws/config"},
		{"cp a.txt ~/.kube/config", "~/.kube/config"},
		{"cp a.txt ~/.curlrc", "~/.curlrc"},
		{"cp a.txt ~/.gnupg/gpg-agent.conf", "~/.gnupg/*.conf"},
		{"cp evil.pth ~/.local/lib/python3.12/site-packages/", "~/.local/lib/python*/site-packages/*.pth"},
		{"cp a.txt ~/.npmrc", "~/.npmrc"},
		{"cp a.txt ~/.config/pip/pip.conf", "~/.config/pip"},
		{"cp helper.sh /etc/profile.d/x.sh", "/etc/profile.d"},
		{"cp a.txt /etc/cron.d/x", "/etc/cron.d"},
	} {
		for _, model := range []bool{false, true} {
			o := runLaterCheck(t, c.line, work, home, write, model)
			v := o.Validation
			if v.Risk != registry.Dangerous || v.Accepted() {
				t.Errorf("%q (model %v): risk %s, accepted %v, want dangerous, refused in mode write (reasons %q)", c.line, model, v.Risk, v.Accepted(), v.Reasons)
			}
			if w := runLaterWarning(o); !strings.Contains(w, "is dangerous: it is in "+c.place+", ") {
				t.Errorf("%q (model %v): warning %q, want one naming %s", c.line, model, w, c.place)
			}
		}
		o := runLaterCheck(t, c.line, work, home, dangerous, false)
		if o.Validation.Risk != registry.Dangerous || !o.Validation.Accepted() {
			t.Errorf("%q in dangerous mode: risk %s, reasons %q, want dangerous and accepted", c.line, o.Validation.Risk, o.Validation.Reasons)
		}
	}
	for _, line := range []string{"systemctl --user enable ./evil.service", "systemctl --user link ./evil.service",
		"systemctl --user reenable evil.service", "systemctl enable --now nginx",
		"systemctl --user set-environment LD_PRELOAD=/tmp/x.so", "systemctl --user import-environment PATH"} {
		for _, model := range []bool{false, true} {
			v := runLaterCheck(t, line, work, home, write, model).Validation
			if v.Risk != registry.Dangerous || v.Accepted() {
				t.Errorf("%q (model %v): risk %s, accepted %v, want dangerous, refused in mode write", line, model, v.Risk, v.Accepted())
			}
		}
	}
	// Controls: ordinary writes stay writes, reading stays safe.
	for _, c := range []struct {
		line string
		risk registry.Risk
	}{
		{"cp a.txt b.txt", registry.Write},
		{"cp notes.txt ~/Documents/", registry.Write},
		{"echo x > out.txt", registry.Write},
		{"cp helper.sh ~/.local/share/x.sh", registry.Write},
		{"cat ~/.bashrc", registry.Safe},
		{"ls ~/.local/bin", registry.Safe},
		{"systemctl status", registry.Safe},
		{"systemctl --user list-units", registry.Safe},
		{"systemctl --user start foo", registry.Write},
	} {
		o := runLaterCheck(t, c.line, work, home, write, false)
		if o.Validation.Risk != c.risk || !o.Validation.Accepted() || runLaterWarning(o) != "" {
			t.Errorf("%q: risk %s, reasons %q, run-later %q, want %s and accepted", c.line, o.Validation.Risk, o.Validation.Reasons, runLaterWarning(o), c.risk)
		}
	}
}

// TestRunLaterHarmInBash runs lines the red team had accepted in real
// bash, in a bubblewrap sandbox with a scratch home directory and no
// network, then what runs later: a login bash with Debian's ~/.profile,
// an interactive bash, git status, python3. Each plants a command that
// writes a canary file, and oterminus calls each line dangerous.
func TestRunLaterHarmInBash(t *testing.T) {
	for _, prog := range []string{"bwrap", "bash", "git", "python3"} {
		if _, err := exec.LookPath(prog); err != nil {
			t.Skipf("%s is not installed", prog)
		}
	}
	if out, err := sandboxed(t.TempDir(), "/", "/", "true"); err != nil {
		t.Skipf("bubblewrap cannot start a sandbox here: %v: %s", err, out)
	}
	skel, err := os.ReadFile("/etc/skel/.profile")
	if err != nil || !strings.Contains(string(skel), `PATH="$HOME/.local/bin:$PATH"`) {
		t.Skip("no Debian /etc/skel/.profile that puts ~/.local/bin on PATH")
	}
	for _, c := range []struct {
		name, line, later string
		files             map[string]string // in the work directory
	}{
		{"a program on PATH", "cp helper.sh ~/.local/bin/ls", `bash -l -c "ls >/dev/null"`,
			map[string]string{"helper.sh": "#!/bin/sh\necho planted > \"$HOME/canary\"\n"}},
		{"a shell startup file", `echo 'echo planted > "$HOME/canary"' >> ~/.bashrc`, "bash -i -c true",
			nil},
		{"git's global config", "cp evil.gitconfig ~/.gitconfig", "cd repo && git status",
			map[string]string{"evil.gitconfig": "[core]\n\tfsmonitor = \"echo planted > $HOME/canary; false\"\n", "repo/.keep": ""}},
		{"a Python .pth file", "cp evil.pth SITE/", "python3 -c pass",
			map[string]string{"evil.pth": "import os; open(os.path.expanduser('~/canary'), 'w').write('planted')\n"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			work, home := runLaterFixture(t)
			if err := os.WriteFile(filepath.Join(home, ".profile"), skel, 0o644); err != nil {
				t.Fatal(err)
			}
			for name, text := range c.files {
				os.MkdirAll(filepath.Dir(filepath.Join(work, name)), 0o755)
				if err := os.WriteFile(filepath.Join(work, name), []byte(text), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.Chmod(filepath.Join(work, name), 0o755); err != nil { // the fixture's file was 0644
					t.Fatal(err)
				}
			}
			if c.name == "git's global config" {
				if out, err := exec.Command("git", "init", "-q", filepath.Join(work, "repo")).CombinedOutput(); err != nil {
					t.Fatalf("git init: %v: %s", err, out)
				}
			}
			line := c.line
			if strings.Contains(line, "SITE") {
				site := sitePackages(t, home)
				os.MkdirAll(site, 0o755)
				line = strings.ReplaceAll(line, "SITE", site)
			}

			o := runLaterCheck(t, line, work, home, policy.Config{Mode: policy.ModeWrite}, true)
			if o.Validation.Risk != registry.Dangerous || o.Validation.Accepted() || runLaterWarning(o) == "" {
				t.Errorf("%q: risk %s, accepted %v, warnings %q; want dangerous and refused, with the place named",
					line, o.Validation.Risk, o.Validation.Accepted(), o.Validation.Warnings)
			}

			canary := filepath.Join(home, "canary")
			out, err := sandboxed(filepath.Dir(work), home, work, line+"; "+c.later)
			if err != nil {
				t.Logf("sandbox: %v: %s", err, out)
			}
			if data, _ := os.ReadFile(canary); string(data) != "planted\n" && string(data) != "planted" {
				t.Fatalf("%q then %q in bash: no canary (%q); output:\n%s", line, c.later, data, out)
			}
		})
	}
}

// sitePackages is Python's user site-packages directory for home.
func sitePackages(t *testing.T, home string) string {
	t.Helper()
	cmd := exec.Command("python3", "-c", "import site; print(site.getusersitepackages())")
	cmd.Env = []string{"HOME=" + home, "PATH=/usr/bin:/bin"}
	out, err := cmd.Output()
	if err != nil {
		t.Skipf("python3: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// sandboxed runs script in bash under bubblewrap: the system read-only,
// root (the scratch tree) writable, HOME the scratch home, no network,
// a fresh /tmp, and only PATH and HOME in the environment.
func sandboxed(root, home, dir, script string) ([]byte, error) {
	cmd := exec.Command("bwrap", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp",
		"--bind", root, root, "--unshare-all", "--die-with-parent", "--clearenv",
		"--setenv", "HOME", home, "--setenv", "PATH", "/usr/local/bin:/usr/bin:/bin", "--chdir", dir,
		"bash", "-c", script)
	return cmd.CombinedOutput()
}
