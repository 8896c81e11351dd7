package evals

import "github.com/oterminus/oterminus/internal/registry"

// Superseded is a new expectation for an upstream case whose old one this
// project changed on purpose. The case file stays as the original wrote
// it; the case still runs, and is compared with what is written here.
type Superseded struct {
	Why      string // the decision that changed it
	Family   string // the family now expected; "" expects none
	Mode     string
	Risk     string
	Accepted bool
	Rendered string
}

// superseded lists the changed upstream cases by id. The original refused
// every pipeline and redirection; issue 12 accepts those whose every stage
// is a validated family command, with the highest risk of the parts and a
// written file making the whole a write. The original sent typed lines it
// had no family for to the model; issue 24 keeps them as typed. Pairs,
// not a map: static data, nothing built at start-up.
var superseded = registry.Pairs[Superseded]{
	// An option a declaration does not read may do the most any of the
	// program's options can (issue 34 class 10): tar's and man's reach
	// runs programs (tar --to-command, man -P), so the risk is dangerous,
	// not the risk of the words read around it.
	{Key: "archive-reject-arbitrary-tar-flags-direct", Value: Superseded{Why: unreadWhy,
		Family: "tar", Mode: "experimental", Risk: "dangerous", Accepted: false, Rendered: "tar --strip-components=1 -xf archive.tar -C out"}},
	{Key: "manual-page-pager-flag-rejected", Value: Superseded{Why: unreadWhy,
		Family: "man", Mode: "experimental", Risk: "dangerous", Accepted: false, Rendered: "man -P cat ls"}},
	{Key: "unsafe-pipe-direct-blocked", Value: Superseded{Why: "issue 12: pipelines of validated commands are accepted",
		Mode: "structured", Risk: "safe", Accepted: true, Rendered: "ls | wc -l"}},
	{Key: "unsafe-redirection-direct-blocked", Value: Superseded{Why: "issue 12: redirections are accepted; writing a file is a write",
		Mode: "structured", Risk: "write", Accepted: true, Rendered: "ls > out.txt"}},
	// The original sent a typed line whose program it did not know to
	// the model, and named the family the model's fixture named.
	{Key: "direct-project-health-format-check-rejected", Value: Superseded{Why: "issue 24: a typed line never goes to the model; poetry has no declaration, so the line is kept as typed, not checked",
		Mode: "experimental", Risk: "dangerous", Accepted: false, Rendered: "poetry run ruff format --check ."}},
	// The original had no reading of git commit; it is declared now, read
	// word by word, and stays dangerous (it runs the repository's hooks).
	{Key: "git-direct-reject-commit", Value: Superseded{Why: "issue 24: git commit is declared and read word by word; it stays dangerous",
		Family: "git", Mode: "structured", Risk: "dangerous", Accepted: false, Rendered: "git commit -m update"}},
	// The original normalised a model's experimental text to structured
	// when its structured parser read it; the declarations read more, so
	// more is normalised, and reported as structured.
	{Key: "ambiguity-specific-make-run-sh-executable", Value: Superseded{Why: normalisedWhy,
		Family: "chmod", Mode: "structured", Risk: "write", Accepted: true, Rendered: "chmod u+x ./run.sh"}},
	{Key: "planner-experimental-stat-fallback", Value: Superseded{Why: normalisedWhy,
		Family: "stat", Mode: "structured", Risk: "safe", Accepted: true, Rendered: "stat -f %z README.md"}},
	{Key: "planner-policy-block-dangerous-chown", Value: Superseded{Why: normalisedWhy,
		Family: "chown", Mode: "structured", Risk: "dangerous", Accepted: false, Rendered: "chown root file.txt"}},
	// One grammar (issue 26): a typed line, or a model's text the
	// declaration reads whole, is rendered as its words; the original
	// respelled the lines its argument objects covered (ls -lh became
	// ls -l -h .) and kept the other ls lines as experimental text.
	{Key: "direct-ls-long-human", Value: Superseded{Why: oneGrammarWhy, Family: "ls", Mode: "structured", Risk: "safe", Accepted: true, Rendered: "ls -lh"}},
	{Key: "direct-grep-recursive", Value: Superseded{Why: oneGrammarWhy, Family: "grep", Mode: "structured", Risk: "safe", Accepted: true, Rendered: "grep -rin TODO src"}},
	{Key: "direct-ps-full", Value: Superseded{Why: oneGrammarWhy, Family: "ps", Mode: "structured", Risk: "safe", Accepted: true, Rendered: "ps -Af"}},
	{Key: "direct-sort-reverse-unique", Value: Superseded{Why: oneGrammarWhy, Family: "sort", Mode: "structured", Risk: "safe", Accepted: true, Rendered: "sort -ru README.md"}},
	{Key: "direct-tail-bytes", Value: Superseded{Why: oneGrammarWhy, Family: "tail", Mode: "structured", Risk: "safe", Accepted: true, Rendered: "tail -c128 README.md"}},
	{Key: "direct-cp-write", Value: Superseded{Why: oneGrammarWhy, Family: "cp", Mode: "structured", Risk: "write", Accepted: true, Rendered: "cp -pn src.txt dst.txt"}},
	{Key: "planner-command-ls-normalized", Value: Superseded{Why: oneGrammarWhy, Family: "ls", Mode: "structured", Risk: "safe", Accepted: true, Rendered: "ls -lh"}},
	{Key: "direct-ls-passthrough-sort-time", Value: Superseded{Why: oneGrammarWhy, Family: "ls", Mode: "structured", Risk: "safe", Accepted: true, Rendered: "ls -ltrh"}},
	{Key: "direct-ls-passthrough-color", Value: Superseded{Why: oneGrammarWhy, Family: "ls", Mode: "structured", Risk: "safe", Accepted: true, Rendered: "ls --color=auto"}},
	// A model's free text is read by the shell reader (issue 29): a
	// refused pipeline's argv is its first command's words, not the
	// original's tokens with the operator among them.
	{Key: "planner-experimental-with-pipeline-blocked", Value: Superseded{Why: "issue 29: a model's text is read as bash reads it; a pipeline in free text is refused as one (a model proposes it as structured stages), and its argv is the first command's",
		Family: "ls", Mode: "experimental", Risk: "safe", Accepted: false, Rendered: "ls | wc -l"}},
}

const oneGrammarWhy = "issue 26: one grammar reads every line; a line is rendered as its words, not respelled by the original's argument objects, and every ls line it reads is structured"

const normalisedWhy = "issue 25: a model's experimental text that its family's declaration reads completely is reported as structured"

// supersede returns the case with its expectations replaced, and why;
// the case itself when nothing supersedes it.
func supersede(c *Case) (*Case, string) {
	s, ok := superseded.Lookup(c.ID)
	if !ok {
		return c, ""
	}
	copied := *c
	copied.ExpectedMode, copied.ExpectedRiskLevel = &s.Mode, &s.Risk
	copied.ExpectedAcceptance, copied.ExpectedRenderedCommand = &s.Accepted, &s.Rendered
	copied.ExpectedCommandFamily, copied.ExpectedArgv = nil, nil
	if s.Family != "" {
		copied.ExpectedCommandFamily = &s.Family
	}
	return &copied, s.Why
}

const unreadWhy = "issue 34 class 10: an option the declaration does not read gives the program's reach as the risk"
