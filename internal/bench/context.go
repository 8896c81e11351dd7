package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/situation"
)

// contextCost times gathering the planner's context in this repository,
// in-process, with every source on and with the defaults. Scrollback is
// read from a real tmux pane when tmux is installed.
func contextCost(b *bench) error {
	dir, err := os.Getwd()
	if err != nil {
		return err
	}
	env := map[string]string{}
	paneNote := "tmux not installed: scrollback had nothing to read"
	if _, err := exec.LookPath("tmux"); err == nil {
		socket := fmt.Sprintf("oterminus-bench-%d", os.Getpid())
		if err := exec.Command("tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "160", "-y", "40").Run(); err != nil {
			return fmt.Errorf("starting tmux: %v", err)
		}
		defer exec.Command("tmux", "-L", socket, "kill-server").Run()
		out, err := exec.Command("tmux", "-L", socket, "display", "-p", "#{socket_path},#{pane_id}").Output()
		if err != nil {
			return fmt.Errorf("asking tmux for its pane: %v", err)
		}
		path, pane, _ := strings.Cut(strings.TrimSpace(string(out)), ",")
		env["TMUX"], env["TMUX_PANE"] = path+",0,0", pane
		paneNote = "scrollback read from a tmux pane (one tmux process)"
	}
	history := make([]string, 20)
	for i := range history {
		history[i] = fmt.Sprintf("make test PKG=./internal/stage%d", i)
	}
	in := situation.Input{
		Dir: dir, Platform: "linux", Shell: "zsh", History: history,
		Last:   &request.LastCommand{Text: "git stauts", Status: 1},
		Getenv: func(k string) string { return env[k] },
	}
	all := situation.Options{Cwd: true, OS: true, Project: true, Git: true, LastCommand: true,
		History: true, HistoryLines: 20, Scrollback: true, ScrollbackLines: 40}
	defaults := situation.Options{Cwd: true, OS: true, Project: true, Git: true, LastCommand: true}
	gitOnly := situation.Options{Git: true}

	n := max(*runs/3, 50)
	medians := make([]time.Duration, 3)
	var sources []string
	for i, opts := range []situation.Options{all, defaults, gitOnly} {
		samples := make([]time.Duration, 0, n)
		for range n + 5 {
			start := time.Now()
			items := situation.Gather(context.Background(), in, opts)
			samples = append(samples, time.Since(start))
			if i == 0 {
				sources = sources[:0]
				for _, it := range items {
					sources = append(sources, it.Source)
				}
			}
		}
		samples = samples[5:]
		slices.Sort(samples)
		medians[i] = samples[len(samples)/2]
	}
	tracked := "?"
	if out, err := exec.Command("git", "-C", dir, "ls-files").Output(); err == nil {
		tracked = fmt.Sprint(strings.Count(string(out), "\n"))
	}
	fmt.Printf("Context gathering on the planner path, in-process (this repository, %s tracked files; medians of %d)\n", tracked, n)
	fmt.Printf("  all sources on                        %s  (%s; got %s)\n", ms(medians[0]), paneNote, strings.Join(sources, ", "))
	fmt.Printf("  the default sources (no process)      %s\n", ms(medians[1]))
	fmt.Printf("  git alone (branch, index, HEAD tree)  %s\n", ms(medians[2]))
	fmt.Printf("  (budget: a few milliseconds; typed commands gather nothing)\n\n")
	return nil
}
