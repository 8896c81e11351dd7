package planner

import (
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/corpus"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/project"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/termtext"
	"github.com/oterminus/oterminus/internal/validate"
)

// replySeeds are the contract's shapes (argv, parts, the original's
// arguments, a pipeline, an experimental command) and near misses of
// each: keys missing, nulls where values go, values of the wrong type,
// a shell inside a stage, and strings far longer than a reply's.
func replySeeds() []string {
	huge := strings.Repeat("a", 1<<16)
	return []string{
		// The shapes.
		`{"command_family":"ls","argv":["ls","-l"],"summary":"s","explanation":"e"}`,
		`{"command_family":"find","parts":{"options":[["-name","*.go"]],"operands":["."]},"summary":"s","explanation":"e"}`,
		`{"command_family":"find","arguments":{"path":".","type":"f","size":"+100M"},"summary":"s","explanation":"e"}`,
		`{"pipeline":[{"command_family":"du","parts":{"options":["-s"],"operands":["."]}},"|",{"command_family":"sort","parts":{"options":["-n"]}}],"summary":"s","explanation":"e"}`,
		`{"pipeline":[{"argv":["ls"],"redirects":[[">","out.txt"],"2>&1"]}],"summary":"s","explanation":"e"}`,
		`{"command_family":"ls","command":"ls -l","summary":"s","explanation":"e"}`,
		`{"action_type":"shell_command","mode":"structured","command_family":null,"arguments":null,"command":null,"summary":"s","explanation":"e","risk_level":null,"needs_confirmation":true,"notes":[],"pipeline":[{"argv":["sh","-c","x"]}]}`,
		// Missing fields.
		`{}`, `{"command_family":"ls"}`, `{"argv":["ls"]}`, `{"pipeline":[{}],"summary":"s","explanation":"e"}`,
		`{"pipeline":[{"argv":[]}],"summary":"s","explanation":"e"}`,
		// Nulls.
		`null`, `{"pipeline":null,"summary":"s","explanation":"e"}`, `{"pipeline":[null],"summary":"s","explanation":"e"}`,
		`{"pipeline":[{"argv":null}],"summary":"s","explanation":"e"}`, `{"command_family":"ls","argv":[null],"summary":"s","explanation":"e"}`,
		`{"command_family":"ls","parts":{"operands":[null]},"summary":"s","explanation":"e"}`,
		`{"pipeline":[{"argv":["ls"],"redirects":[null]}],"summary":"s","explanation":"e"}`,
		// Wrong types.
		`[]`, `"ls"`, `42`, `{"pipeline":"ls","summary":"s","explanation":"e"}`,
		`{"pipeline":[{"argv":"ls"}],"summary":"s","explanation":"e"}`,
		`{"pipeline":[{"argv":[1,2]}],"summary":"s","explanation":"e"}`,
		`{"pipeline":[{"argv":["ls"]},7,{"argv":["wc"]}],"summary":"s","explanation":"e"}`,
		`{"pipeline":[{"parts":[]}],"summary":"s","explanation":"e"}`,
		`{"pipeline":[{"argv":["ls"],"redirects":[[">",1]]}],"summary":"s","explanation":"e"}`,
		`{"command_family":["ls"],"argv":{"0":"ls"},"summary":1,"explanation":true}`,
		`{"command_family":"ls","argv":["ls"],"summary":"s","explanation":"e","risk_level":7,"notes":"n"}`,
		// A shell in a stage, nested.
		`{"pipeline":[{"argv":["ls"]},"|",{"argv":["sh","-c","sh -c 'rm -rf ~'"]}],"summary":"s","explanation":"e"}`,
		`{"pipeline":[{"argv":["xargs","sh","-c","x"]}],"summary":"s","explanation":"e"}`,
		`{"command_family":"find","argv":["find",".","-exec","sh","-c","x","{}",";"],"summary":"s","explanation":"e"}`,
		`{"command":"sh -c \"sh -c 'id'\"","summary":"s","explanation":"e"}`,
		// Huge strings.
		`{"command_family":"ls","argv":["ls","` + huge + `"],"summary":"s","explanation":"e"}`,
		`{"command":"` + huge + `","summary":"` + huge + `","explanation":"e"}`,
		`{"pipeline":[{"argv":["` + huge + `"]}],"summary":"s","explanation":"e"}`,
		`{"` + huge + `":1}`, `{"pipeline":[` + strings.Repeat(`{"argv":["ls"]},"|",`, 300) + `{"argv":["ls"]}],"summary":"s","explanation":"e"}`,
	}
}

// FuzzReply reads any model reply as the planner does (parseReply: the
// contract's defaults filled, then proposal.Parse) and validates what it
// accepts, as the widget would: neither step may panic, a reply gives a
// proposal or an error, never both, and an accepted command's rendering
// carries nothing the terminal would act on.
func FuzzReply(f *testing.F) {
	for _, s := range replySeeds() {
		f.Add([]byte(s))
	}
	_, hostile := corpus.Seeds()
	for _, r := range hostile {
		f.Add(r)
	}
	reg := registry.Default()
	env := &project.Lazy{Dir: f.TempDir()}
	f.Fuzz(func(t *testing.T, reply []byte) {
		p, err := parseReply(reply, reg, "/home/u")
		if err != nil {
			if p != nil {
				t.Fatalf("%q: a proposal and an error", reply)
			}
			return
		}
		if p == nil || p.Origin != proposal.OriginPlanner {
			t.Fatalf("%q: no error, proposal %+v", reply, p)
		}
		for _, shell := range dialect.Names() {
			d, _ := dialect.Lookup(shell)
			r := validate.Check(p, validate.Input{Registry: reg, Platform: "linux", Project: env, Dialect: d, Home: "/home/u"})
			if r.Accepted() && (r.Text == "" || termtext.NeedsEscape(r.Text)) {
				t.Fatalf("%s %q: accepted as %q", shell, reply, r.Text)
			}
		}
	})
}
