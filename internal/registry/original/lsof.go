package original

import "github.com/oterminus/oterminus/internal/registry"

type lsofArgs struct {
	AndSelectors  bool    `json:"and_selectors"`
	CommandPrefix *string `json:"command_prefix"`
	NoDNS         bool    `json:"no_dns"`
	NoPortNames   bool    `json:"no_port_names"`
	Path          *string `json:"path"`
	PID           *int    `json:"pid"`
}

func (a lsofArgs) Argv() []string {
	argv := []string{"lsof"}
	argv = flagArgv(argv, a.AndSelectors, "-a")
	argv = flagArgv(argv, a.NoDNS, "-n")
	argv = flagArgv(argv, a.NoPortNames, "-P")
	if a.PID != nil {
		argv = append(argv, "-p", itoa(*a.PID))
	}
	if a.CommandPrefix != nil {
		argv = append(argv, "-c", *a.CommandPrefix)
	}
	if a.Path != nil {
		argv = append(argv, *a.Path)
	}
	return argv
}

func decodeLsof(o *Object) Args {
	return lsofArgs{
		Path:          o.Optional("path", registry.LocalPath),
		PID:           o.OptInt("pid", 1, NoMax),
		CommandPrefix: o.Optional("command_prefix", NoLeadingDash),
		AndSelectors:  o.Bool("and_selectors"),
		NoDNS:         o.Bool("no_dns"),
		NoPortNames:   o.Bool("no_port_names"),
	}
}
