// Package corpus loads the hostile-input corpus (testdata/hostile) and
// runs a case through the lifecycle the way a model reply or a typed line
// would go. Three tests share it: the lifecycle check of every case, the
// end-to-end run of every accepted rendering in real shells, and the
// widget test that feeds the whole corpus through Ctrl-O.
package corpus

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
)

// Case is one hostile input and what must become of it.
type Case struct {
	Name string `json:"name"`
	// Exactly one of Reply (a model's raw reply text), Proposal (a reply
	// given as a JSON object) and Typed (a line typed at the prompt).
	Reply    string          `json:"reply,omitempty"`
	Proposal json.RawMessage `json:"proposal,omitempty"`
	Typed    string          `json:"typed,omitempty"`

	// Expect is "accepted" or "rejected".
	Expect string `json:"expect"`
	// Reason is a substring of one rejection reason (rejected cases).
	Reason string `json:"reason,omitempty"`
	// Argv, Risk and Render are the validated argv, its risk and the exact
	// text per shell (accepted cases).
	Argv   []string          `json:"argv,omitempty"`
	Risk   string            `json:"risk,omitempty"`
	Render map[string]string `json:"render,omitempty"`

	// Policy and the scratch directory the case runs in.
	Mode  string `json:"mode,omitempty"`  // policy mode; default write
	Roots bool   `json:"roots,omitempty"` // allowed roots: the scratch directory only
	Setup Setup  `json:"setup,omitempty"`
}

// Setup is what the scratch directory holds before the case runs.
type Setup struct {
	Dirs     []string          `json:"dirs,omitempty"`
	Files    []string          `json:"files,omitempty"`
	Symlinks map[string]string `json:"symlinks,omitempty"` // name -> target
}

// Shells are the dialects every accepted case states a rendering for:
// every shell of the dialect table.
var Shells = dialect.Names()

// Load reads a corpus file: one JSON case per line; blank lines and lines
// starting with # are comments.
func Load(path string) ([]Case, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var cases []Case
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	seen := map[string]bool{}
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var c Case
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&c); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, n, err)
		}
		if err := c.check(); err != nil {
			return nil, fmt.Errorf("%s:%d: %s: %v", path, n, c.Name, err)
		}
		if seen[c.Name] {
			return nil, fmt.Errorf("%s:%d: duplicate case name %q", path, n, c.Name)
		}
		seen[c.Name] = true
		cases = append(cases, c)
	}
	return cases, sc.Err()
}

func (c *Case) check() error {
	inputs := 0
	for _, set := range []bool{c.Reply != "", len(c.Proposal) > 0, c.Typed != ""} {
		if set {
			inputs++
		}
	}
	switch {
	case c.Name == "":
		return fmt.Errorf("no name")
	case inputs != 1:
		return fmt.Errorf("give exactly one of reply, proposal and typed")
	case c.Expect == "rejected" && (c.Argv != nil || c.Render != nil):
		return fmt.Errorf("a rejected case has no argv or render")
	case c.Expect == "accepted":
		if len(c.Argv) == 0 || c.Risk == "" {
			return fmt.Errorf("an accepted case states its argv and risk")
		}
		for _, sh := range Shells {
			if _, ok := c.Render[sh]; !ok {
				return fmt.Errorf("an accepted case states its rendering in %s", sh)
			}
		}
	case c.Expect != "rejected":
		return fmt.Errorf("expect is accepted or rejected, not %q", c.Expect)
	}
	return nil
}

// FromModel reports whether the case is a model reply.
func (c *Case) FromModel() bool { return c.Typed == "" }

// ReplyText is the model reply the case sends.
func (c *Case) ReplyText() string {
	if len(c.Proposal) > 0 {
		return string(c.Proposal)
	}
	return c.Reply
}

// Prepare creates the case's setup in dir.
func (c *Case) Prepare(dir string) error {
	for _, d := range c.Setup.Dirs {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			return err
		}
	}
	for _, f := range c.Setup.Files {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("x\n"), 0o644); err != nil {
			return err
		}
	}
	for name, target := range c.Setup.Symlinks {
		if err := os.Symlink(target, filepath.Join(dir, name)); err != nil {
			return err
		}
	}
	return nil
}

// Policy is the case's policy for a scratch directory.
func (c *Case) Policy(dir string) policy.Config {
	p := policy.Config{Mode: policy.ModeWrite}
	if c.Mode != "" {
		p.Mode = policy.Mode(c.Mode)
		p.AllowDangerous = c.Mode == string(policy.ModeDangerous)
	}
	if c.Roots {
		p.AllowedRoots = []string{dir}
	}
	return p
}

// Run takes the case through the lifecycle in dir, rendering for shell:
// a reply is parsed like the planner's, a typed line is detected like the
// widget's buffer. A reply that breaks the contract is a rejection too,
// with the parse error as its reason.
func (c *Case) Run(dir, shell string) (*request.Outcome, error) {
	d, err := dialect.Lookup(shell)
	if err != nil {
		return nil, err
	}
	req := &request.Input{
		Text: c.Typed, Platform: runtime.GOOS, Dir: dir, Home: os.Getenv("HOME"), Dialect: d,
		Policy: c.Policy(dir), Registry: registry.Default(),
	}
	if !c.FromModel() {
		out := lifecycle.Run(context.Background(), req)
		if out.Stage == request.StagePlannerError {
			return nil, fmt.Errorf("typed text %q is not a command: it would go to the model", c.Typed)
		}
		return out, nil
	}
	req.Text = "hostile corpus case"
	p, err := proposal.Parse([]byte(c.ReplyText()), req.Registry, req.Home)
	if err != nil {
		return nil, err
	}
	return lifecycle.Check(req, p), nil
}

// Seeds returns the corpus as fuzz seeds: the typed lines and the model's
// command texts, and the model replies.
func Seeds() (texts []string, replies [][]byte) {
	_, file, _, _ := runtime.Caller(0)
	cases, err := Load(filepath.Join(filepath.Dir(file), "..", "..", "testdata", "hostile", "corpus.jsonl"))
	if err != nil {
		return nil, nil
	}
	for _, c := range cases {
		if !c.FromModel() {
			texts = append(texts, c.Typed)
			continue
		}
		replies = append(replies, []byte(c.ReplyText()))
		var reply struct{ Command *string }
		if json.Unmarshal([]byte(c.ReplyText()), &reply) == nil && reply.Command != nil {
			texts = append(texts, *reply.Command)
		}
	}
	return texts, replies
}
