package original

type unameArgs struct {
	All           bool `json:"all"`
	KernelName    bool `json:"kernel_name"`
	KernelRelease bool `json:"kernel_release"`
	KernelVersion bool `json:"kernel_version"`
	Machine       bool `json:"machine"`
	NodeName      bool `json:"node_name"`
}

func (a unameArgs) Argv() []string {
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

func decodeUname(o *Object) Args {
	a := unameArgs{All: o.Bool("all"), KernelName: o.Bool("kernel_name"), NodeName: o.Bool("node_name"),
		KernelRelease: o.Bool("kernel_release"), KernelVersion: o.Bool("kernel_version"), Machine: o.Bool("machine")}
	if a.All && (a.KernelName || a.NodeName || a.KernelRelease || a.KernelVersion || a.Machine) {
		o.Fail("all cannot be combined with other fields")
	}
	return a
}
