// Command bench prints the performance figures DESIGN.md budgets, each
// as a ratio measured in one run, so machine speed cancels out:
//
//	go run ./internal/bench [-n RUNS] [-only SECTION]
//
// It builds oterminus exactly as install.sh does, and with the same flags
// two references: a trivial Go program, and a floor program that links
// and initialises the same libraries and does nothing else
// (internal/bench/floor), with a variant that also links the library
// code oterminus calls (internal/bench/floorcalls); then it times whole
// processes with their runs interleaved.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

var (
	runs = flag.Int("n", 300, "runs per measurement")
	only = flag.String("only", "", "run one section: direct, planner, context, shell, prompt, hostile, manpage or undo")
)

func main() {
	flag.Parse()
	b, err := newBench()
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
	defer os.RemoveAll(b.dir)
	// The hostile section runs first: Linux counts in a child's peak RSS
	// the memory of the process that started it (the high-water mark
	// survives fork and exec), so it is measured while this process is
	// still small; after the other sections it read 139 MiB for a run
	// that peaks at 15.
	for _, s := range []struct {
		name string
		run  func(*bench) error
	}{
		{"hostile", hostileMemory}, {"direct", directPath}, {"planner", plannerOverhead}, {"context", contextCost},
		{"shell", shellStart}, {"prompt", promptSize}, {"manpage", manualPages}, {"undo", undoCost},
	} {
		if *only != "" && s.name != *only {
			continue
		}
		if err := s.run(b); err != nil {
			fmt.Fprintln(os.Stderr, "bench:", err)
			os.Exit(1)
		}
	}
}

type bench struct {
	dir       string // scratch directory
	oterminus string // built binary
	hello     string // trivial Go binary
	floor     string // links oterminus's libraries, does nothing (internal/bench/floor)
	calls     string // the floor with the library code oterminus calls linked (internal/bench/floorcalls)
	env       []string
}

const helloSource = `package main

import "fmt"

func main() { fmt.Println("hello") }
`

func newBench() (*bench, error) {
	dir, err := os.MkdirTemp("", "oterminus-bench-")
	if err != nil {
		return nil, err
	}
	b := &bench{dir: dir, oterminus: filepath.Join(dir, "oterminus"), hello: filepath.Join(dir, "hello"),
		floor: filepath.Join(dir, "floor"), calls: filepath.Join(dir, "floorcalls")}
	if err := build(b.oterminus, "./cmd/oterminus", ""); err != nil {
		return nil, err
	}
	if err := build(b.floor, "./internal/bench/floor", ""); err != nil {
		return nil, err
	}
	if err := build(b.calls, "./internal/bench/floorcalls", ""); err != nil {
		return nil, err
	}
	if err := buildSource(dir, "hello", helloSource, b.hello); err != nil {
		return nil, err
	}
	home := filepath.Join(dir, "home")
	b.env = append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+home+"/.config",
		"XDG_STATE_HOME="+home+"/.local/state", "XDG_CACHE_HOME="+home+"/.cache", "OLLAMA_HOST=127.0.0.1:1", "NO_COLOR=1")
	return b, os.MkdirAll(home, 0o755)
}

// buildSource compiles a one-file program, as its own module, to out.
func buildSource(dir, name, source, out string) error {
	src := filepath.Join(dir, name+"src")
	if err := os.MkdirAll(src, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(src, "main.go"), []byte(source), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(src, "go.mod"), []byte("module "+name+"\n\ngo 1.26\n"), 0o644); err != nil {
		return err
	}
	return build(out, ".", src)
}

// build compiles with install.sh's flags.
func build(out, pkg, dir string) error {
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags", "-s -w", "-o", out, pkg)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("building %s: %v\n%s", pkg, err, msg)
	}
	return nil
}

// timeRun measures one whole process, start to exit.
func timeRun(env []string, argv ...string) (time.Duration, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Env = env
	start := time.Now()
	err := cmd.Run()
	return time.Since(start), err
}

// interleave runs each command in turn, n times, after a short warm-up,
// and returns the median duration of each.
func interleave(env []string, n int, commands ...[]string) ([]time.Duration, error) {
	return interleaveExits(env, n, func(error) bool { return false }, commands...)
}

// interleaveExits is interleave where a failure answered says is an
// answer, not a failure (explain's exit status 3 for a line oterminus
// does not check).
func interleaveExits(env []string, n int, answered func(error) bool, commands ...[]string) ([]time.Duration, error) {
	runs := make([]func() (time.Duration, error), len(commands))
	for j, argv := range commands {
		runs[j] = func() (time.Duration, error) {
			d, err := timeRun(env, argv...)
			if err != nil && !answered(err) {
				return 0, fmt.Errorf("%s: %v", strings.Join(argv, " "), err)
			}
			return d, nil
		}
	}
	return interleaveFuncs(n, runs...)
}

// interleaveFuncs runs each measurement in turn, n times, after a short
// warm-up, and returns the median of each.
func interleaveFuncs(n int, runs ...func() (time.Duration, error)) ([]time.Duration, error) {
	samples := make([][]time.Duration, len(runs))
	for i := -5; i < n; i++ {
		for j, run := range runs {
			d, err := run()
			if err != nil {
				return nil, err
			}
			if i >= 0 {
				samples[j] = append(samples[j], d)
			}
		}
	}
	medians := make([]time.Duration, len(runs))
	for j, s := range samples {
		slices.Sort(s)
		medians[j] = s[len(s)/2]
	}
	return medians, nil
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000) }

// pythonOriginal is the original's whole-process time for a typed command
// (DESIGN.md), the reference for "over 100x faster".
const pythonOriginal = 330 * time.Millisecond

func directPath(b *bench) error {
	m, err := interleave(b.env, *runs, []string{b.hello}, []string{b.floor}, []string{b.oterminus, "--dry-run", "--", "ls -lah"},
		[]string{b.oterminus, "widget", "translate", "--shell", "bash", "--word-kind", "file", "--", "ls -lah"},
		[]string{b.oterminus, "widget", "translate", "--shell", "bash", "--", "docker ps"},
		[]string{b.oterminus, "--version"}, []string{b.calls})
	if err != nil {
		return err
	}
	hello, floor, direct, linked, calls := m[0], m[1], m[2], m[5], m[6]
	fmt.Printf("Direct command, whole process (%d interleaved runs, medians)\n", *runs)
	fmt.Printf("  trivial Go binary that only prints    %s\n", ms(hello))
	fmt.Printf("  floor: same libraries, nothing else   %s, %.2fx the trivial binary  (the libraries' own start-up)\n",
		ms(floor), ratio(floor, hello))
	// The floor only blank-imports the libraries, so the linker drops
	// the code oterminus calls in them (the HTTP client, TLS); the floor
	// with those calls linked, and --version (all of oterminus linked, no
	// command run), split the gap into the libraries' code, starting
	// oterminus, and the command's own work.
	fmt.Printf("  the floor with the calls linked       %s, %.2fx the floor  (the library code oterminus calls, never run)\n",
		ms(calls), ratio(calls, floor))
	fmt.Printf("  oterminus --version                   %s, %.2fx the floor  (all of oterminus linked, no command run)\n",
		ms(linked), ratio(linked, floor))
	fmt.Printf("  oterminus --dry-run -- \"ls -lah\"      %s, %.2fx --version  (the command's own work)\n", ms(direct), ratio(direct, linked))
	fmt.Printf("  ratio to the floor                    %.2fx  (budget: at most 1.1x)\n", ratio(direct, floor))
	fmt.Printf("  ratio to the trivial binary           %.2fx  (budget: at most 2x)\n", ratio(direct, hello))
	fmt.Printf("  Ctrl-O on the typed \"ls -lah\"         %s, %.2fx the floor, %.2fx the trivial binary  (kept as typed; budget: the direct path's)\n",
		ms(m[3]), ratio(m[3], floor), ratio(m[3], hello))
	fmt.Printf("  Ctrl-O on \"docker ps\" (not checked)   %s, %.2fx the floor, %.2fx the trivial binary  (PATH looked up; budget: the direct path's)\n",
		ms(m[4]), ratio(m[4], floor), ratio(m[4], hello))
	fmt.Printf("  speed-up over the Python original     %.0fx  (original about %s; target: over 100x)\n",
		float64(pythonOriginal)/float64(direct), ms(pythonOriginal))
	return ownInit(b)
}

// ownInit prints what oterminus's own packages do at start-up, from the
// runtime's trace of package initialisation (GODEBUG=inittrace=1), as
// medians over runs of oterminus --version: the work every run pays
// before it starts, which should not grow with the families declared.
func ownInit(b *bench) error {
	const own = "github.com/oterminus/oterminus/"
	type pkgInit struct {
		clock         []float64 // ms
		bytes, allocs int
	}
	pkgs := map[string]*pkgInit{}
	var order []string
	n := max(*runs/10, 15)
	for range n {
		cmd := exec.Command(b.oterminus, "--version")
		cmd.Env = append(slices.Clone(b.env), "GODEBUG=inittrace=1")
		var stderr strings.Builder
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("oterminus --version: %v", err)
		}
		// init PKG @T ms, C ms clock, B bytes, A allocs
		for line := range strings.Lines(stderr.String()) {
			f := strings.Fields(line)
			if len(f) < 11 || f[0] != "init" || !strings.HasPrefix(f[1], own) {
				continue
			}
			name := strings.TrimPrefix(f[1], own)
			p := pkgs[name]
			if p == nil {
				p = &pkgInit{}
				pkgs[name] = p
				order = append(order, name)
			}
			var c float64
			fmt.Sscan(f[4], &c)
			p.clock = append(p.clock, c)
			fmt.Sscan(f[7], &p.bytes)
			fmt.Sscan(f[9], &p.allocs)
		}
	}
	median := func(v []float64) float64 { slices.Sort(v); return v[len(v)/2] }
	var clock float64
	var bytes, allocs int
	var top []string
	for _, name := range order {
		p := pkgs[name]
		m := median(p.clock)
		clock, bytes, allocs = clock+m, bytes+p.bytes, allocs+p.allocs
		if p.allocs >= 100 || m >= 0.02 {
			top = append(top, fmt.Sprintf("%s %.2f ms, %d allocs", name, m, p.allocs))
		}
	}
	fmt.Printf("  oterminus's own package init          %.2f ms, %d kB, %d allocations  (median of %d runs of --version;\n", clock, bytes/1024, allocs, n)
	fmt.Printf("                                        target: nothing that grows with the families)\n")
	if len(top) == 0 {
		top = []string{"none takes 0.02 ms or 100 allocations"}
	}
	fmt.Printf("    the largest: %s\n\n", strings.Join(top, "; "))
	return nil
}
