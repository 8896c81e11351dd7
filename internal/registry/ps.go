package registry

var psFamily = &Family{
	Name: "ps", Pack: "process", Capability: "process_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"show running processes"},
	Examples: []string{"ps -A", "ps aux", "ps auxww", "ps -Af", "ps -o ppid= -p 1234", "ps -u alice -F", "ps -A --forest"},
	Notes: []string{"BSD-style options (ps aux) go together in the first word, without a dash.",
		"ps e (every process's environment) is refused: environments hold secrets. Write -A for every process: on FreeBSD -e shows environments."},
	Spec: &Spec{Parsing: OldStyle, HelpVersion: true,
		Options: []Option{
			// -e is -A on Linux and macOS but shows environments on
			// FreeBSD; typed "ps -e" still reads as the argument object,
			// which renders -A.
			{Names: []string{"-A", "-e"}, Help: "list every process"},
			{Names: []string{"-a"}, Help: "list processes with a terminal, except session leaders"},
			{Names: []string{"-d"}, Help: "list every process except session leaders"},
			{Names: []string{"-f"}, Help: "full format: user, PID, parent PID, start time and the whole command line"},
			{Names: []string{"-F"}, Help: "extra full format: -f plus memory size and processor"},
			{Names: []string{"-l"}, Help: "long format: flags, state, priority and wait channel"},
			{Names: []string{"-j"}, Help: "job format: process group and session ids"},
			{Names: []string{"-H"}, Help: "show the process hierarchy by indenting children (Linux)"},
			{Names: []string{"--forest"}, Help: "show the process tree as ASCII art (Linux)"},
			{Names: []string{"-L"}, Help: "show each thread on its own line, with its id (Linux)"},
			{Names: []string{"-w"}, Help: "wide output; twice for unlimited width"},
			{Names: []string{"-u", "--user"}, Value: User, Help: "list processes whose effective user is this name or id"},
			{Names: []string{"-U"}, Value: User, Help: "list processes whose real user is this name or id"},
			{Names: []string{"-p", "--pid"}, Value: Integer, Help: "list the process with this id"},
			{Names: []string{"--ppid"}, Value: Integer, Help: "list the children of the process with this id"},
			{Names: []string{"-C"}, Value: Text, Help: "list processes whose command name is this (Linux)"},
			{Names: []string{"-o", "--format"}, Value: Text, Help: "show these columns (pid,user,%cpu,comm; 'pid=' hides the header)"},
			{Names: []string{"--sort"}, Value: Text, Help: "sort by these keys (-%mem, start_time; '-' for descending) (Linux)"},
			{Names: []string{"--no-headers"}, Help: "do not print the header line (Linux)"},
			// BSD options, spelled without a dash in the first word (ps aux);
			// e (show the environment) is left out on purpose.
			{Names: []string{"a"}, Help: "BSD: list processes of every user that have a terminal"},
			{Names: []string{"u"}, Help: "BSD: user-oriented format (user, %CPU, %MEM, start time, command)"},
			{Names: []string{"x"}, Help: "BSD: also list processes without a terminal"},
			{Names: []string{"f"}, Help: "BSD: show the process tree as ASCII art (Linux)"},
			{Names: []string{"w"}, Help: "BSD: wide output; twice for unlimited width"},
			{Names: []string{"j"}, Help: "BSD: job-control format (parent, group and session ids)"},
			{Names: []string{"l"}, Help: "BSD: long format (priority, nice, memory, wait channel)"},
			{Names: []string{"v"}, Help: "BSD: virtual memory format"},
			{Names: []string{"r"}, Help: "BSD: list only running processes"},
		},
	},
}
