package evals

// Superseded is a new expectation for an upstream case whose old one this
// project changed on purpose. The case file stays as the original wrote
// it; the case still runs, and is compared with what is written here.
type Superseded struct {
	Why      string // the decision that changed it
	Mode     string
	Risk     string
	Accepted bool
	Rendered string
}

// superseded lists the changed upstream cases by id. The original refused
// every pipeline and redirection; issue 12 accepts those whose every stage
// is a validated family command, with the highest risk of the parts and a
// written file making the whole a write.
var superseded = map[string]Superseded{
	"unsafe-pipe-direct-blocked": {Why: "issue 12: pipelines of validated commands are accepted",
		Mode: "structured", Risk: "safe", Accepted: true, Rendered: "ls | wc -l"},
	"unsafe-redirection-direct-blocked": {Why: "issue 12: redirections are accepted; writing a file is a write",
		Mode: "structured", Risk: "write", Accepted: true, Rendered: "ls > out.txt"},
}

// supersede returns the case with its expectations replaced, and why;
// the case itself when nothing supersedes it.
func supersede(c *Case) (*Case, string) {
	s, ok := superseded[c.ID]
	if !ok {
		return c, ""
	}
	copied := *c
	copied.ExpectedMode, copied.ExpectedRiskLevel = &s.Mode, &s.Risk
	copied.ExpectedAcceptance, copied.ExpectedRenderedCommand = &s.Accepted, &s.Rendered
	copied.ExpectedCommandFamily, copied.ExpectedArgv = nil, nil
	return &copied, s.Why
}
