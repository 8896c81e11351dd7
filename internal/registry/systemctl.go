package registry

// systemctl inspects and controls systemd units. Its verbs are declared
// as subcommands, all taking the same options, which may also come
// before the verb (systemctl --user status); systemctl with no verb lists
// units. Reading (status, show, cat, list-*, is-*) is safe; changing a
// unit or the manager's state (start, enable, daemon-reload) is a write;
// what stops the machine, ends a session's services or signals processes
// (poweroff, isolate, kill) is dangerous. edit opens an editor and is
// refused. Verbs not declared (bind, mount-image, clean, switch-root,
// log-level, ...) are refused too.
//
// status and the list verbs page their output through less when run in
// a terminal, which is where the widget runs them: that is what the
// person would get typing the command, so the pager is kept; --no-pager
// is there for those who want everything printed. When oterminus runs the
// command itself with its output captured, SYSTEMD_PAGER=cat makes sure
// no pager waits for keys.
var systemctlFamily = &Family{
	Name: "systemctl", Pack: "system", Capability: "service_management",
	Risk: Safe, Maturity: Structured, Direct: true, Platforms: []string{"linux"},
	RunEnv:  []string{"SYSTEMD_PAGER=cat"},
	Aliases: []string{"service status", "is the service running", "start a service", "restart a service", "failed services", "list services"},
	Examples: []string{"systemctl status nginx", "systemctl --failed", "systemctl list-units -t service --state running", "systemctl --user status pipewire",
		"systemctl is-active sshd", "systemctl cat nginx", "systemctl restart nginx", "systemctl enable --now nginx"},
	Notes: []string{"Reading is safe; start, stop, restart, reload, enable, disable, mask and daemon-reload are writes; kill, isolate, reboot, poweroff and suspend are dangerous; edit is refused.",
		"status and the list verbs page their output in your terminal; --no-pager prints it all at once."},
	Spec: &Spec{Global: true, Options: systemctlOptions,
		Subcommands: []Subcommand{
			// systemctl with options only lists units.
			systemctlVerb("", Safe, "PATTERN", 0, "list the units systemd has loaded"),
			// Reading.
			systemctlVerb("status", Safe, "UNIT|PID", 0, "show the state of units (or of the unit a process belongs to) and their latest log lines"),
			systemctlVerb("show", Safe, "UNIT|JOB", 0, "print the properties of units, or of the manager"),
			systemctlVerb("cat", Safe, "UNIT", 1, "print the unit files and drop-ins of units"),
			systemctlVerb("help", Safe, "UNIT|PID", 1, "show the manual pages of units"),
			systemctlVerb("list-units", Safe, "PATTERN", 0, "list the units systemd has loaded (the default verb)"),
			systemctlVerb("list-unit-files", Safe, "PATTERN", 0, "list installed unit files and whether they are enabled"),
			systemctlVerb("list-timers", Safe, "PATTERN", 0, "list timers, with when they last ran and will run next"),
			systemctlVerb("list-sockets", Safe, "PATTERN", 0, "list socket units and what they activate"),
			systemctlVerb("list-dependencies", Safe, "UNIT", 0, "show the units a unit needs (--reverse: that need it)"),
			systemctlVerb("list-jobs", Safe, "PATTERN", 0, "list jobs in progress"),
			systemctlVerb("list-automounts", Safe, "PATTERN", 0, "list automount units"),
			systemctlVerb("list-paths", Safe, "PATTERN", 0, "list path units"),
			systemctlVerb("list-machines", Safe, "PATTERN", 0, "list the host and running containers"),
			systemctlVerb("is-active", Safe, "UNIT", 1, "say whether units are active (exit status 0 if one is)"),
			systemctlVerb("is-enabled", Safe, "UNIT", 1, "say whether unit files are enabled"),
			systemctlVerb("is-failed", Safe, "UNIT", 0, "say whether units have failed"),
			systemctlVerb("is-system-running", Safe, "", 0, "say whether the system is fully up (running, degraded, ...)"),
			systemctlVerb("get-default", Safe, "", 0, "print the target the system boots into"),
			systemctlVerb("show-environment", Safe, "", 0, "print the manager's environment"),
			systemctlVerb("whoami", Safe, "PID", 0, "print the unit a process belongs to"),
			// Changing units and the manager: writes.
			systemctlVerb("start", Write, "UNIT", 1, "start units"),
			systemctlVerb("stop", Write, "UNIT", 1, "stop units"),
			systemctlVerb("restart", Write, "UNIT", 1, "stop and start units"),
			systemctlVerb("try-restart", Write, "UNIT", 1, "restart units that are running"),
			systemctlVerb("reload", Write, "UNIT", 1, "make units reload their configuration"),
			systemctlVerb("reload-or-restart", Write, "UNIT", 1, "reload units that can, restart the others"),
			systemctlVerb("try-reload-or-restart", Write, "UNIT", 1, "reload or restart units that are running"),
			systemctlVerb("enable", Write, "UNIT", 1, "make units start at boot (--now: start them too)"),
			systemctlVerb("disable", Write, "UNIT", 1, "stop units starting at boot (--now: stop them too)"),
			systemctlVerb("reenable", Write, "UNIT", 1, "disable and enable units again"),
			systemctlVerb("preset", Write, "UNIT", 1, "enable or disable units as the preset policy says"),
			systemctlVerb("revert", Write, "UNIT", 1, "remove the drop-ins and overrides of units"),
			systemctlVerb("mask", Write, "UNIT", 1, "make units impossible to start"),
			systemctlVerb("unmask", Write, "UNIT", 1, "make masked units startable again"),
			systemctlVerb("freeze", Write, "UNIT", 1, "suspend the processes of units"),
			systemctlVerb("thaw", Write, "UNIT", 1, "resume frozen units"),
			systemctlVerb("reset-failed", Write, "UNIT", 0, "forget the failed state of units (all when none is named)"),
			systemctlVerb("cancel", Write, "JOB", 0, "cancel jobs (all when none is named)"),
			systemctlVerb("daemon-reload", Write, "", 0, "reload every unit file and rebuild the dependency tree"),
			systemctlVerb("daemon-reexec", Write, "", 0, "re-execute the service manager"),
			systemctlVerb("set-default", Write, "TARGET", 1, "set the target the system boots into"),
			systemctlVerb("set-environment", Write, "VARIABLE=VALUE", 1, "set variables in the manager's environment"),
			systemctlVerb("unset-environment", Write, "VARIABLE", 1, "remove variables from the manager's environment"),
			systemctlVerb("import-environment", Write, "VARIABLE", 0, "copy variables of the caller's environment into the manager's"),
			systemctlVerb("set-property", Write, "UNIT PROPERTY=VALUE", 1, "change properties of a running unit (and, without --runtime, for good)"),
			systemctlVerb("add-wants", Write, "TARGET UNIT", 1, "make a target want units"),
			systemctlVerb("add-requires", Write, "TARGET UNIT", 1, "make a target require units"),
			// Stopping the machine, sessions or processes: dangerous.
			systemctlVerb("kill", Dangerous, "UNIT", 1, "send a signal to the processes of units"),
			systemctlVerb("isolate", Dangerous, "TARGET", 1, "start a target and stop every unit it does not need"),
			systemctlVerb("default", Dangerous, "", 0, "switch to the default target, stopping what it does not need"),
			systemctlVerb("rescue", Dangerous, "", 0, "switch to rescue mode, stopping most services"),
			systemctlVerb("emergency", Dangerous, "", 0, "switch to emergency mode, stopping almost everything"),
			systemctlVerb("reboot", Dangerous, "", 0, "restart the machine"),
			systemctlVerb("soft-reboot", Dangerous, "", 0, "restart userspace, keeping the kernel"),
			systemctlVerb("kexec", Dangerous, "", 0, "restart into another kernel"),
			systemctlVerb("poweroff", Dangerous, "", 0, "turn the machine off"),
			systemctlVerb("halt", Dangerous, "", 0, "halt the machine"),
			systemctlVerb("suspend", Dangerous, "", 0, "suspend the machine to memory"),
			systemctlVerb("hibernate", Dangerous, "", 0, "suspend the machine to disk"),
			systemctlVerb("hybrid-sleep", Dangerous, "", 0, "suspend the machine to memory and disk"),
			systemctlVerb("suspend-then-hibernate", Dangerous, "", 0, "suspend, then hibernate after a while"),
			systemctlVerb("exit", Dangerous, "CODE", 0, "make the (user) service manager exit, stopping its services"),
			{Name: "edit", Spec: systemctlRefusedSpec, Risk: Write, Help: "refused: it opens an editor on unit files",
				Refused: "it opens an editor on unit files, which oterminus cannot check; edit the drop-in file and run systemctl daemon-reload"},
		},
	},
}

var systemctlRefusedSpec = &Spec{}

// systemctlOptions are systemctl's options; every verb takes them all,
// before or after it. Those that reach other machines or run as another
// manager (-H, -M, --root, --image) are not declared.
var systemctlOptions = []Option{
	{Names: []string{"--user"}, Help: "talk to the current user's service manager"},
	{Names: []string{"--system"}, Help: "talk to the system's service manager (the default)"},
	{Names: []string{"-t", "--type"}, Value: Text, Help: "only units of these types (service, socket, timer, ...; comma-separated)"},
	{Names: []string{"--state"}, Value: Text, Help: "only units in these states (running, failed, enabled, ...; comma-separated)"},
	{Names: []string{"--failed"}, Help: "only failed units (--state=failed)"},
	{Names: []string{"-a", "--all"}, Help: "also list inactive units, or show every property"},
	{Names: []string{"-r", "--recursive"}, Help: "also list units of local containers"},
	{Names: []string{"--reverse"}, Help: "list-dependencies: show the units that need the unit"},
	{Names: []string{"--after"}, Help: "list-dependencies: show the units ordered before the unit"},
	{Names: []string{"--before"}, Help: "list-dependencies: show the units ordered after the unit"},
	{Names: []string{"-l", "--full"}, Help: "do not shorten unit names or status lines"},
	{Names: []string{"--no-pager"}, Help: "print everything instead of paging"},
	{Names: []string{"--no-legend"}, Help: "leave out the column headings and the hints at the end"},
	{Names: []string{"--plain"}, Help: "print dependencies as a list, not a tree"},
	{Names: []string{"--show-types"}, Help: "list-sockets: show the socket types"},
	{Names: []string{"-p", "--property"}, Value: Text, Help: "show: only these properties (comma-separated)"},
	{Names: []string{"--value"}, Help: "show: print only the values of properties"},
	{Names: []string{"-P"}, Value: Text, Help: "show: print only the value of this property (--property=NAME --value)"},
	{Names: []string{"-n", "--lines"}, Value: Integer, Help: "status: show this many log lines"},
	{Names: []string{"-o", "--output"}, Value: Enum, Enum: []string{"short", "short-full", "short-iso", "short-iso-precise", "short-precise",
		"short-monotonic", "short-unix", "verbose", "export", "json", "json-pretty", "json-sse", "json-seq", "cat", "with-unit"},
		Help: "status: print the log lines in this format"},
	{Names: []string{"-q", "--quiet"}, Help: "print less (is-active and friends print nothing)"},
	{Names: []string{"--wait"}, Help: "wait for units started to finish, or is-system-running to settle"},
	{Names: []string{"--now"}, Help: "enable, disable, mask: also start or stop the units"},
	{Names: []string{"--no-block"}, Help: "do not wait for the job to finish"},
	{Names: []string{"--no-wall"}, Help: "do not send a message to every terminal before halting or rebooting"},
	{Names: []string{"--no-warn"}, Help: "do not warn about units that will start again"},
	{Names: []string{"--runtime"}, Help: "make the change only until the next boot"},
	{Names: []string{"-f", "--force"}, Help: "enable: overwrite clashing links; reboot, poweroff: skip the orderly shutdown of services"},
	{Names: []string{"-s", "--signal"}, Value: Signal, Help: "kill: send this signal (TERM by default)"},
	{Names: []string{"--kill-whom"}, Value: Enum, Enum: []string{"main", "control", "all"}, Help: "kill: which processes of the unit get the signal"},
	{Names: []string{"--firmware-setup"}, Help: "reboot: into the firmware's setup screen"},
	{Names: []string{"--when"}, Value: Time, Help: "reboot, poweroff, halt: at this time (23:00, +2h, cancel)"},
	{Names: []string{"--no-ask-password"}, Help: "do not ask for a password when an action needs one"},
}

// systemctlVerb declares a verb: its risk, what its operands are (""
// for none) and how many it needs, and its help.
func systemctlVerb(name string, risk Risk, operands string, need int, help string) Subcommand {
	spec := &Spec{Parsing: Interleaved, DashDash: true, Options: systemctlOptions}
	if operands != "" {
		spec.Operands = []Operand{{Name: operands, Kind: Text, Min: need, Max: Unbounded, Help: "what " + name + " works on"}}
	}
	return Subcommand{Name: name, Spec: spec, Risk: risk, Help: help}
}
