package registry

var sudoFamily = &Family{
	Name: "sudo", Pack: "dangerous", Capability: "destructive_operations",
	Risk: Dangerous, Maturity: Blocked, Direct: false,
	Aliases:  []string{"run as root", "elevated command"},
	Examples: []string{"sudo ls /var/root"},
	// Blocked: no sudo line runs. The declaration only names the command
	// it would have run, so a refusal can say so.
	Spec: &Spec{Operands: []Operand{{Name: "COMMAND", Kind: Text, Min: 1, Max: Unbounded,
		Help: "the command sudo would run as another user"}}},
}
