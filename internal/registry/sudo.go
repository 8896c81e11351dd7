package registry

var sudoFamily = &Family{
	Name: "sudo", Pack: "dangerous", Capability: "destructive_operations",
	Risk: Dangerous, Maturity: Blocked, Direct: false, Detect: DetectMinOperands,
	MinOperands: 1, MaxOperands: Unbounded,
	Aliases:  []string{"run as root", "elevated command"},
	Examples: []string{"sudo ls /var/root"},
}
