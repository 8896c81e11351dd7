package registry

var unameFamily = &Family{
	Name: "uname", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"system name", "kernel info"},
	Examples: []string{"uname -a", "uname -mp", "uname -srv", "uname -o"},
	// Reach: every uname option only chooses what it prints.
	Spec: &Spec{Reach: ReachReads, HelpVersion: true,
		Options: []Option{
			{Names: []string{"-a", "--all"}, Help: "print every field below (GNU leaves out -p and -i when unknown)"},
			{Names: []string{"-s", "--kernel-name"}, Help: "print the kernel name (Linux, Darwin); the default"},
			{Names: []string{"-n", "--nodename"}, Help: "print the machine's network host name"},
			{Names: []string{"-r", "--kernel-release"}, Help: "print the kernel release"},
			{Names: []string{"-v", "--kernel-version"}, Help: "print the kernel version (build date and details)"},
			{Names: []string{"-m", "--machine"}, Help: "print the hardware name (x86_64, arm64)"},
			{Names: []string{"-p", "--processor"}, Help: "print the processor type (often unknown on Linux)"},
			{Names: []string{"-i", "--hardware-platform"}, Help: "print the hardware platform (GNU; often unknown)"},
			{Names: []string{"-o", "--operating-system"}, Help: "print the operating system (GNU/Linux)"},
		},
	},
}
