package registry

import (
	"slices"
)

// table lists every family in pack order (§9.1). Listings, prompts and
// router fallbacks keep this order.
var table = []*Family{
	// archive
	tarFamily, unzipFamily, zipFamily, gzipFamily, gunzipFamily, zcatFamily, xzFamily, unxzFamily, bzip2Family,
	bunzip2Family,
	// filesystem
	cdFamily, lsFamily, pwdFamily, findFamily, duFamily, statFamily, mkdirFamily, cpFamily, mvFamily,
	chmodFamily, touchFamily, chownFamily, fileFamily, treeFamily, realpathFamily, readlinkFamily, lnFamily,
	mktempFamily, rmdirFamily,
	// text
	catFamily, headFamily, tailFamily, grepFamily, wcFamily, sortFamily, uniqFamily, basenameFamily,
	// text filters for pipelines
	cutFamily, trFamily, teeFamily, sedFamily, awkFamily, columnFamily, nlFamily, echoFamily, printfFamily,
	revFamily, tacFamily, foldFamily, pasteFamily, commFamily, diffFamily, sha256sumFamily, md5sumFamily,
	sha1sumFamily, sha512sumFamily, b2sumFamily, jqFamily,
	// viewers the person drives
	lessFamily, moreFamily,
	// file contents byte by byte, numbers, path names
	hexdumpFamily, xxdFamily, odFamily, stringsFamily, cmpFamily, shufFamily, base64Family, seqFamily,
	dirnameFamily,
	// commands that run a command
	xargsFamily,
	// git
	gitFamily,
	// network
	pingFamily, curlFamily, digFamily, nslookupFamily,
	// process
	psFamily, pgrepFamily, lsofFamily, killFamily, pkillFamily, killallFamily,
	// project
	projectHealthFamily,
	// system
	clearFamily, whoamiFamily, unameFamily, whichFamily, envFamily, manFamily, dfFamily, sleepFamily,
	dateFamily, idFamily, groupsFamily, hostnameFamily, uptimeFamily, freeFamily, nprocFamily, lsblkFamily,
	whoFamily, wFamily, calFamily, ipFamily, ssFamily, systemctlFamily, journalctlFamily,
	// desktop
	openFamily, xdgOpenFamily,
	// dangerous
	rmFamily, sudoFamily, ddFamily, shredFamily, truncateFamily, crontabFamily,
}

// Default returns the registry of the built-in table: static data,
// nothing built (TestDefaultTable checks the table as New would).
func Default() *Registry { return &builtin }

var builtin = Registry{families: table}

// Pack groups families that configuration can disable together.
type Pack struct {
	ID        string
	Label     string
	Platforms []string // empty means every platform
}

// Packs lists the command packs in listing order.
var Packs = []Pack{
	{ID: "archive", Label: "Archive"},
	{ID: "filesystem", Label: "Filesystem"},
	{ID: "text", Label: "Text"},
	{ID: "git", Label: "Git"},
	{ID: "network", Label: "Network"},
	{ID: "process", Label: "Process"},
	{ID: "project", Label: "Project"},
	{ID: "system", Label: "System"},
	{ID: "macos", Label: "macOS", Platforms: []string{"darwin"}},
	{ID: "desktop", Label: "Desktop", Platforms: []string{"linux"}},
	{ID: "dangerous", Label: "Dangerous"},
}

func packFor(id string) Pack {
	for _, p := range Packs {
		if p.ID == id {
			return p
		}
	}
	return Pack{ID: id}
}

func (p Pack) supports(platform string) bool {
	return len(p.Platforms) == 0 || slices.Contains(p.Platforms, NormalizePlatform(platform))
}

// PackIDs lists every pack id, for configuration checks.
func PackIDs() []string {
	ids := make([]string, len(Packs))
	for i, p := range Packs {
		ids[i] = p.ID
	}
	return ids
}

// Profiles are named sets of disabled packs (§19.1).
var Profiles = Pairs[[]string]{
	{"beginner", []string{"archive", "dangerous", "git", "macos", "network", "process", "project"}},
	{"safe", []string{"dangerous", "network", "project"}},
	{"developer", []string{"dangerous", "network"}},
	{"power", []string{"dangerous"}},
}

// Capability is what a group of families lets the planner do.
type Capability struct {
	ID          string
	Label       string
	Description string
}

// Capabilities lists every capability.
var Capabilities = []Capability{
	{"archive_inspection", "Archive operations", "List, extract into an explicit destination, or create tar and zip archives from explicit paths."},
	{"destructive_operations", "Destructive operations", "Delete files or run with elevated rights; always dangerous and off by default."},
	{"desktop_integration", "Desktop integration", "Open a local file or folder with the desktop's default application."},
	{"filesystem_inspection", "Filesystem inspection", "List, find and measure files and directories without changing them."},
	{"filesystem_mutation", "Filesystem mutation", "Create directories, copy, move and change permissions of explicit paths."},
	{"git_inspection", "Git", "Inspect git history and state; stage, commit, switch branches, fetch and push."},
	{"macos_desktop", "macOS desktop integration", "Open or reveal local files in the macOS Finder."},
	{"network_diagnostics", "Network diagnostics", "Ping a host, fetch HTTP headers, or look up DNS records."},
	{"network_inspection", "Network configuration", "Show network interfaces, addresses, routes, neighbours and sockets; changing them is dangerous."},
	{"process_control", "Process control", "Send a signal to processes by id or name (kill, pkill, killall); dangerous, except listing signals."},
	{"process_inspection", "Process inspection", "List processes, find them by name, and show their open files."},
	{"project_health", "Project health", "Run the project's own tests, lint, format check, docs build or evals."},
	{"service_management", "Services and logs", "Show systemd services and the journal; start, stop, enable or disable services (writes); power and kill verbs are dangerous."},
	{"system_inspection", "System inspection", "Show the user and groups, system name, executables, one environment variable, manual pages, disk space, date, uptime, memory, disks, processors, logins and a calendar."},
	{"text_inspection", "Text inspection", "Read, search, count, sort and de-duplicate lines of text files."},
}

// CapabilityByID returns a capability, or a zero value for unknown ids.
func CapabilityByID(id string) Capability {
	for _, c := range Capabilities {
		if c.ID == id {
			return c
		}
	}
	return Capability{ID: id, Label: id}
}
