// Package router is the route stage of a natural-language request: from
// the request's wording (read once, package wording) and the family
// declarations it decides which capability the request needs and which
// families suit it (upstream-spec §8), and, for a few exact requests, the
// command itself without the planner (Shortcut, upstream-spec §7).
//
// A route is advice for the planner's prompt; it never decides what runs.
// A shortcut's command is a proposal like the planner's, which validation
// and policy judge after this stage. The router may not read the shell's
// reading of a line (package typed decided the text is a request before
// it), the working directory, or the configuration beyond the scope it is
// given, and it may not validate or refuse a command.
package router

import (
	"slices"
	"sort"
	"strings"

	"github.com/oterminus/oterminus/internal/lazyre"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/wording"
)

// Categories.
const (
	FilesystemInspect  = "filesystem_inspect"
	FilesystemMutate   = "filesystem_mutate"
	TextSearch         = "text_search"
	MetadataInspect    = "metadata_inspect"
	ProcessInspect     = "process_inspect"
	GitInspection      = "git_inspection"
	ArchiveOperations  = "archive_operations"
	NetworkDiagnostics = "network_diagnostics"
	ProjectHealth      = "project_health"
	Unsupported        = "unsupported"
)

var (
	unsupportedNetwork = []string{"post to", "post request", "put to", "put request", "patch to", "patch request",
		"delete to", "delete request", "request body", "authorization header", "auth header", "with my token",
		"with token", "cookie", "download this url", "download url", "download http", "download https",
		"download from http", "download from https", "upload", "scan this host", "scan host", "nmap", "traceroute",
		"ssh into", "ssh to", "scp", "netcat", "nc", "wget"}
	networkDiag    = []string{"http headers", "http head", "head request", "dns lookup", "dns records"}
	textSearch     = []string{"search", "find text", "contains", "containing", "match", "matches", "pattern", "regex", "string", "line with", "lines with", "line containing"}
	processHints   = []string{"process", "processes", "running", "pid", "cpu", "memory", "top", "open files"}
	manualPage     = []string{"manual", "manual page", "man page", "command manual"}
	metadataHints  = []string{"metadata", "size", "sizes", "disk usage", "permissions", "owner", "type of file", "file type", "disk space", "filesystem", "system name", "kernel", "username", "current user", "where is", "which", "environment variable"}
	gitMutation    = []string{"git add", "git commit", "commit my changes", "git checkout", "checkout", "git switch", "git restore", "git reset", "reset this repo", "reset hard", "git clean", "clean untracked files", "git push", "push this branch", "push my branch", "git pull", "pull latest changes", "git fetch", "git merge", "git rebase", "git stash"}
	projectUnsafe  = []string{"fix formatting", "format the code", "install dependencies", "update dependencies", "add a package", "poetry add", "poetry update", "poetry install", "pip install", "npm install", "brew install", "arbitrary poetry command", "run this arbitrary poetry command", "deploy docs", "publish docs", "publish package", "clean the repo", "clean the project"}
	projectHints   = []string{"run tests", "check tests", "test suite", "check linting", "run ruff check", "check ruff", "check formatting", "run format check", "formatting is okay", "build docs", "check docs build", "run mkdocs build", "documentation build", "run evals", "oterminus evals"}
	gitBranch      = []string{"current branch", "which branch", "branch am i on", "branch name", "what branch"}
	gitInspect     = []string{"git status", "short git status", "what branch am i on", "current git branch", "recent git commits", "last commits", "show last commit", "show last commits", "last 5 commits", "git log", "git diff summary", "changed file names", "files changed in git diff"}
	mutationHints  = []string{"create", "make", "copy", "move", "rename", "change permissions", "delete", "remove"}
	inspectHints   = []string{"list", "show", "display", "what files", "which files", "find files", "where am i", "current directory", "print working directory", "read", "view", "open", "tree"}
	archiveHints   = []string{"archive", "extract", "unpack"}
	archiveCreate  = []string{"create", "compress", "backup"}
	archiveExtract = []string{"extract", "unpack", "unzip", "restore"} // verbs
)

// routing is one request being routed: its wording, read once, and the
// declarations.
type routing struct {
	w   *wording.Text
	reg *registry.Registry
}

// programsOf lists the program names of the families whose capability is
// the category's own (the first it may use): a request that names "ping"
// or "grep" routes like one that describes it, with the names taken from
// the family declarations rather than listed here.
func programsOf(category string, reg *registry.Registry) []string {
	var out []string
	for _, f := range reg.Families() {
		if caps := capabilities.Get(category); len(caps) > 0 && f.Capability == caps[0] {
			out = append(out, f.Programs...)
			out = append(out, f.Name)
		}
	}
	return out
}

// capabilities maps each category to the capabilities it may use; the
// first is the category's own.
var capabilities = registry.Pairs[[]string]{
	{Key: TextSearch, Value: []string{"text_inspection", "filesystem_inspection"}},
	{Key: ProcessInspect, Value: []string{"process_inspection"}},
	{Key: MetadataInspect, Value: []string{"filesystem_inspection", "system_inspection"}},
	{Key: FilesystemMutate, Value: []string{"filesystem_mutation"}},
	{Key: FilesystemInspect, Value: []string{"filesystem_inspection", "text_inspection", "macos_desktop", "desktop_integration"}},
	{Key: GitInspection, Value: []string{"git_inspection"}},
	{Key: ArchiveOperations, Value: []string{"archive_inspection"}},
	{Key: NetworkDiagnostics, Value: []string{"network_diagnostics"}},
	{Key: ProjectHealth, Value: []string{"project_health"}},
}

// seeds describe each category when no family hint matches the text.
var seeds = registry.Pairs[[]string]{
	{Key: TextSearch, Value: []string{"search text", "find matching lines", "find files", "pattern"}},
	{Key: ProcessInspect, Value: []string{"show running processes", "find process by name", "open files for process"}},
	{Key: MetadataInspect, Value: []string{"file metadata", "disk usage", "disk space", "environment variable", "system name"}},
	{Key: FilesystemMutate, Value: []string{"create folder", "copy file", "move file", "change permissions"}},
	{Key: FilesystemInspect, Value: []string{"list files", "show directory contents", "print working directory", "find files"}},
	{Key: GitInspection, Value: []string{"show git status", "show current git branch", "show recent git commits", "show git diff summary", "show changed file names"}},
	{Key: ArchiveOperations, Value: []string{"list archive contents", "inspect archive", "extract archive into destination", "unzip archive into destination", "create tar gz archive", "create zip archive"}},
	{Key: NetworkDiagnostics, Value: []string{"ping host", "check host responds", "show http headers", "dns lookup", "nslookup"}},
	{Key: ProjectHealth, Value: []string{"run tests", "run test suite", "check linting", "check formatting", "build docs", "run evals"}},
}

// patterns are compiled on first use: a key press that never reads a
// request's wording compiles none.
var patterns = struct{ responds, url, creation, zipFile, tarFile, fileName lazyre.Regexp }{
	responds: lazyre.Regexp{Expr: `(https?://|www\.|\b[a-z0-9-]+\.[a-z]{2,}\b)`},
	url:      lazyre.Regexp{Expr: `(https?://|www\.)`},
	creation: lazyre.Regexp{Expr: `\S+\.(tar\.gz|tgz|zip)(\s|$)`},
	zipFile:  lazyre.Regexp{Expr: `\S+\.zip(\s|$)`},
	tarFile:  lazyre.Regexp{Expr: `\S+\.(tar|tar\.gz|tgz)(\s|$)`},
	fileName: lazyre.Regexp{Expr: `\.(txt|md|py|go|js|ts|json|log|csv|yaml|yml|toml|conf|cfg|sh|c|h|cpp|rs|java|html|xml|ini)\b`},
}

const maxFamilies = 6

// Wordings of a network diagnostic that name what is looked at and where:
// "check if example.com responds" (the original's), "look up DNS for
// example.com", "show headers of https://example.com". DNS words need a
// host; header words a URL, as a file can have headers too.
var headerWords = []string{"header", "headers", "status code", "response code", "http status"}

func (r *routing) networkWording() bool {
	w := r.w
	host := patterns.responds.Get().MatchString(w.Lower)
	switch {
	case w.Has("responds") && host:
		return true
	case w.Any([]string{"dns", "name server", "name servers", "nameserver", "nameservers", "mx record", "mx records"}) && host:
		return true
	case w.Any([]string{"look up", "lookup", "ip address of", "a record"}) && host && !patterns.fileName.Get().MatchString(w.Lower):
		// A request that names a file by a usual extension ("look up
		// TODO in notes.txt") names no host.
		return true
	case w.Any(headerWords) && patterns.url.Get().MatchString(w.Lower):
		return true
	}
	return false
}

// Classify routes request text; scope filters out disabled families. It
// reads the text itself: Route is for a request already read.
func Classify(text string, reg *registry.Registry, scope registry.Scope) request.Route {
	return Route(wording.Read(text), reg, scope)
}

// Route routes a request; scope filters out disabled families.
func Route(w *wording.Text, reg *registry.Registry, scope registry.Scope) request.Route {
	r := &routing{w: w, reg: reg}
	return filter(r.classify(), reg, scope)
}

func (r *routing) classify() request.Route {
	w := r.w
	scored := func(category string, confidence float64, reason string) request.Route {
		return request.Route{Category: category, Confidence: confidence, Reason: reason,
			Families: r.score(category), Capabilities: capabilities.Get(category)}
	}
	switch {
	case w.Lower == "":
		return request.Route{Category: Unsupported, Reason: "The request is empty."}
	case w.Any(unsupportedNetwork):
		return request.Route{Category: Unsupported, Confidence: 0.92, Reason: "Network transfers, scans, credentials and remote shells are not supported."}
	case w.Any(networkDiag) || w.Any(programsOf(NetworkDiagnostics, r.reg)) || r.networkWording():
		return scored(NetworkDiagnostics, 0.9, "The request asks for a network diagnostic.")
	case w.Any(textSearch) || w.Any(searchPrograms(r.reg)):
		return scored(TextSearch, 0.92, "The request asks to search text.")
	case w.Any(processHints) || w.Any(programsOf(ProcessInspect, r.reg)):
		return scored(ProcessInspect, 0.87, "The request is about processes.")
	case w.Any(manualPage):
		return request.Route{Category: MetadataInspect, Confidence: 0.94, Reason: "The request asks for a manual page.",
			Families: aliased(r.reg, "system_inspection", "manual"), Capabilities: []string{"system_inspection"}}
	case w.Any(gitBranch) && !w.Any(gitMutation):
		return scored(GitInspection, 0.93, "The request asks for read-only git information.")
	case w.Any(metadataHints):
		return scored(MetadataInspect, 0.9, "The request asks for file or system metadata.")
	case w.Any(gitMutation):
		return request.Route{Category: Unsupported, Confidence: 0.9, Reason: "Git operations that change the repository are not supported."}
	case w.Any(projectUnsafe):
		return request.Route{Category: Unsupported, Confidence: 0.9, Reason: "Installing, updating, publishing, deploying or rewriting project files is not supported."}
	case w.Any(projectHints):
		return scored(ProjectHealth, 0.92, "The request asks for a curated project check.")
	case w.Any(gitInspect):
		return scored(GitInspection, 0.93, "The request asks for read-only git information.")
	case w.Any(archiveHints) || w.Any(programsOf(ArchiveOperations, r.reg)):
		return r.routeArchive()
	case w.Any(mutationHints) || w.Any(programsOf(FilesystemMutate, r.reg)):
		return scored(FilesystemMutate, 0.9, "The request asks to change files or folders.")
	case w.Any(inspectHints):
		return scored(FilesystemInspect, 0.84, "The request asks to inspect files or folders.")
	}
	return request.Route{Category: Unsupported, Confidence: 0.35, Reason: "No supported capability matches the request."}
}

const archiveMissing = "Archive requests need an explicit output archive and source paths."

func (r *routing) routeArchive() request.Route {
	re, w, text := &patterns, r.w, r.w.Lower
	extraction := w.Any(archiveExtract)
	creationShape := re.creation.Get().MatchString(text) &&
		(strings.Contains(text, " from ") || strings.Contains(text, " into ") || strings.Contains(text, " to "))
	switch {
	case w.Has("archive everything"):
		return request.Route{Category: Unsupported, Confidence: 0.86, Reason: archiveMissing}
	case !extraction && (w.Any(archiveCreate) || startsWithAny(text, programsOf(ArchiveOperations, r.reg))) && !creationShape:
		return request.Route{Category: Unsupported, Confidence: 0.84, Reason: archiveMissing}
	case extraction && !archiveDestination(w):
		return request.Route{Category: Unsupported, Confidence: 0.9, Reason: "Archive extraction needs an explicit destination directory."}
	}
	route := request.Route{Category: ArchiveOperations, Confidence: 0.9, Reason: "The request is an archive operation.",
		Capabilities: capabilities.Get(ArchiveOperations)}
	switch {
	case extraction && re.zipFile.Get().MatchString(text):
		route.Families = aliased(r.reg, "archive_inspection", "extract", "zip")
	case extraction && re.tarFile.Get().MatchString(text):
		route.Families = aliased(r.reg, "archive_inspection", "extract", "tar")
	default:
		route.Families = r.score(ArchiveOperations)
	}
	return route
}

// aliased lists the families of a capability with an alias that has
// every one of the words: the family that says it extracts zip archives.
func aliased(reg *registry.Registry, capability string, words ...string) []string {
	var out []string
	for _, f := range reg.Families() {
		if f.Capability != capability {
			continue
		}
		if slices.ContainsFunc(f.Aliases, func(a string) bool {
			return !slices.ContainsFunc(words, func(w string) bool { return !wording.Match(strings.ToLower(a), w) })
		}) {
			out = append(out, f.Name)
		}
	}
	return out
}

// searchPrograms are the programs of text families that search: those
// with an alias about searching.
func searchPrograms(reg *registry.Registry) []string {
	var out []string
	for _, name := range aliased(reg, "text_inspection", "search") {
		out = append(out, reg.Family(name).Program())
	}
	return out
}

func startsWithAny(text string, words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return strings.HasPrefix(text, w+" ") })
}

// archiveDestination reports an extraction that says where its files go,
// or what it takes out of the archive ("notes.txt from backup.tar"), which
// goes to the working directory as the ambiguity stage lets it.
func archiveDestination(w *wording.Text) bool {
	for _, s := range []string{" into ", " to ", " in ", " from ", " -c ", " -d "} {
		if strings.Contains(w.Lower, s) {
			return true
		}
	}
	return w.Any([]string{"destination", "here"})
}

// score ranks the category's families by the hints the request mentions,
// falling back to the category's seed phrases, then to a safe ordering.
func (r *routing) score(category string) []string {
	var pool []*registry.Family
	for _, f := range r.reg.Families() {
		if slices.Contains(capabilities.Get(category), f.Capability) && f.Risk != registry.Dangerous && f.NormalExecutable() {
			pool = append(pool, f)
		}
	}
	sort.Slice(pool, func(i, j int) bool { return pool[i].Name < pool[j].Name })

	type ranked struct {
		name  string
		score int
	}
	rank := func(weigh func(i int) int) []string {
		var rs []ranked
		for i, f := range pool {
			if s := weigh(i); s > 0 {
				rs = append(rs, ranked{f.Name, s})
			}
		}
		sort.SliceStable(rs, func(i, j int) bool { return rs[i].score > rs[j].score })
		var names []string
		for i := 0; i < len(rs) && i < maxFamilies; i++ {
			names = append(names, rs[i].name)
		}
		return names
	}
	// Each family's hints are gathered once, for both rankings.
	hintsOf := make([][]string, len(pool))
	for i, f := range pool {
		hintsOf[i] = familyHints(f)
	}
	if names := rank(func(i int) int {
		total := 0
		for _, h := range hintsOf[i] {
			if r.w.Has(h) {
				total += weight(h)
			}
		}
		return total
	}); len(names) > 0 {
		return names
	}
	if names := rank(func(i int) int {
		joined := strings.Join(hintsOf[i], " ")
		total := 0
		for _, seed := range seeds.Get(category) {
			if wording.Match(joined, seed) {
				total += weight(seed)
			}
		}
		return total
	}); len(names) > 0 {
		return names
	}
	sort.SliceStable(pool, func(i, j int) bool {
		a, b := pool[i], pool[j]
		if a.Risk != b.Risk {
			return a.Risk < b.Risk
		}
		return maturityRank(a) < maturityRank(b)
	})
	var names []string
	for i := 0; i < len(pool) && i < maxFamilies; i++ {
		names = append(names, pool[i].Name)
	}
	return names
}

func maturityRank(f *registry.Family) int {
	if f.Maturity == registry.Structured {
		return 0
	}
	return 1
}

func weight(hint string) int { return max(1, len(strings.Fields(hint))) }

// familyHints are the words that point at a family: its name, capability,
// aliases and the commands of its first examples, sorted and de-duplicated.
func familyHints(f *registry.Family) []string {
	c := registry.CapabilityByID(f.Capability)
	set := map[string]bool{
		f.Name:                             true,
		strings.ToLower(c.Label):           true,
		strings.ReplaceAll(c.ID, "_", " "): true,
	}
	for _, a := range f.Aliases {
		set[strings.ToLower(a)] = true
	}
	for i, ex := range f.Examples {
		if i == 2 {
			break
		}
		if fields := strings.Fields(ex); len(fields) > 0 {
			set[strings.ToLower(fields[0])] = true
		}
	}
	out := make([]string, 0, len(set))
	for h := range set {
		out = append(out, h)
	}
	sort.Strings(out)
	return out
}

// filter keeps families and capabilities the scope enables; a route whose
// capabilities are all disabled becomes unsupported.
func filter(r request.Route, reg *registry.Registry, scope registry.Scope) request.Route {
	var families []string
	for _, name := range r.Families {
		if f := reg.Family(name); f != nil && scope.Enabled(f) && f.NormalExecutable() {
			families = append(families, name)
		}
	}
	enabled := reg.Enabled(scope)
	var caps []string
	for _, c := range r.Capabilities {
		if slices.ContainsFunc(enabled, func(f *registry.Family) bool { return f.Capability == c }) {
			caps = append(caps, c)
		}
	}
	if r.Category != Unsupported && len(r.Capabilities) > 0 && len(caps) == 0 {
		return request.Route{Category: Unsupported, Confidence: r.Confidence,
			Reason: r.Reason + " The matching capability is disabled or unavailable on this platform."}
	}
	r.Families, r.Capabilities = families, caps
	return r
}
