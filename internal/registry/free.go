package registry

// free prints how much memory and swap is used and free.
var freeFamily = &Family{
	Name: "free", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Platforms: []string{"linux"},
	Aliases:  []string{"memory usage", "free memory", "how much ram"},
	Examples: []string{"free -h", "free -m", "free -h -t", "free -s 2 -c 5"},
	Notes:    []string{"free -s N repeats every N seconds until interrupted (or -c times)."},
	Spec: &Spec{Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-h", "--human"}, Help: "print sizes with units (Ki, Mi, Gi)"},
			{Names: []string{"-b", "--bytes"}, Help: "print sizes in bytes"},
			{Names: []string{"-k", "--kibi"}, Help: "print sizes in kibibytes (the default)"},
			{Names: []string{"-m", "--mebi"}, Help: "print sizes in mebibytes"},
			{Names: []string{"-g", "--gibi"}, Help: "print sizes in gibibytes"},
			{Names: []string{"--tebi"}, Help: "print sizes in tebibytes"},
			{Names: []string{"--pebi"}, Help: "print sizes in pebibytes"},
			{Names: []string{"--kilo"}, Help: "print sizes in kilobytes (1000 bytes)"},
			{Names: []string{"--mega"}, Help: "print sizes in megabytes"},
			{Names: []string{"--giga"}, Help: "print sizes in gigabytes"},
			{Names: []string{"--tera"}, Help: "print sizes in terabytes"},
			{Names: []string{"--peta"}, Help: "print sizes in petabytes"},
			{Names: []string{"--si"}, Help: "use powers of 1000, not 1024"},
			{Names: []string{"-t", "--total"}, Help: "add a line with the totals of memory and swap"},
			{Names: []string{"-w", "--wide"}, Help: "show buffers and cache in separate columns"},
			{Names: []string{"-l", "--lohi"}, Help: "show low and high memory statistics"},
			{Names: []string{"-L", "--line"}, Help: "show everything on one line"},
			{Names: []string{"-v", "--committed"}, Help: "show a line with committed memory"},
			{Names: []string{"-s", "--seconds"}, Value: Integer, Help: "repeat every this many seconds until interrupted"},
			{Names: []string{"-c", "--count"}, Value: Integer, Help: "repeat this many times, then stop"},
		},
	},
}
