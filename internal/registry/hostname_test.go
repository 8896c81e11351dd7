package registry

import "testing"

func TestHostname(t *testing.T) {
	runSysCases(t, []sysCase{
		{"hostname", "hostname", Safe, nil, ""},
		{"hostname -I", "hostname -I", Safe, nil, ""},
		{"hostname -f", "hostname -f", Safe, nil, ""},
		{"hostname new-host", "hostname new-host", Dangerous, nil, ""},
		{"hostname -F /etc/hostname", "hostname -F /etc/hostname", Dangerous, nil, "sets the machine's host name"},
		{"hostname 'bad;name'", "", Dangerous, nil, "NAME cannot contain"},
	})
}
