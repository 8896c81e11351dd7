package registry

var unameFamily = &Family{
	Name: "uname", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"system name", "kernel info"},
	Examples: []string{"uname -a", "uname -mp", "uname -srv", "uname -o"},
	Spec: &Spec{HelpVersion: true,
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
	Schema: &Schema{
		Decode: func(o *Object) Args {
			a := unameArgs{All: o.Bool("all"), KernelName: o.Bool("kernel_name"), NodeName: o.Bool("node_name"),
				KernelRelease: o.Bool("kernel_release"), KernelVersion: o.Bool("kernel_version"), Machine: o.Bool("machine")}
			if a.All && (a.KernelName || a.NodeName || a.KernelRelease || a.KernelVersion || a.Machine) {
				o.Fail("all cannot be combined with other fields")
			}
			return a
		},
		Parse: func(ops []string) (map[string]any, error) {
			obj, rest, err := clusterOperands(ops, map[rune]string{'a': "all", 's': "kernel_name", 'n': "node_name",
				'r': "kernel_release", 'v': "kernel_version", 'm': "machine"})
			if err != nil || len(rest) > 0 {
				return nil, ErrNotParseable
			}
			return obj, nil
		},
		Prompt: `{"all": true|false, "kernel_name": true|false, "node_name": true|false, "kernel_release": true|false, "kernel_version": true|false, "machine": true|false}`,
	},
}

type unameArgs struct {
	All           bool `json:"all"`
	KernelName    bool `json:"kernel_name"`
	KernelRelease bool `json:"kernel_release"`
	KernelVersion bool `json:"kernel_version"`
	Machine       bool `json:"machine"`
	NodeName      bool `json:"node_name"`
}

func (a unameArgs) Argv(*Env) []string {
	if a.All {
		return []string{"uname", "-a"}
	}
	argv := []string{"uname"}
	argv = flagArgv(argv, a.KernelName, "-s")
	argv = flagArgv(argv, a.NodeName, "-n")
	argv = flagArgv(argv, a.KernelRelease, "-r")
	argv = flagArgv(argv, a.KernelVersion, "-v")
	return flagArgv(argv, a.Machine, "-m")
}
