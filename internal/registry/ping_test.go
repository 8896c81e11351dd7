package registry

import "testing"

func TestPing(t *testing.T) {
	runSysCases(t, []sysCase{
		{"ping -c 4 example.com", "ping -c 4 example.com", Safe, nil, ""},
		{"ping example.com -c 2", "ping example.com -c 2", Safe, nil, ""},
		{"ping -c10 10.0.0.1", "ping -c10 10.0.0.1", Safe, nil, ""},
		{"ping example.com", "", Safe, nil, "Command 'ping' needs -c or -w: without a count or a deadline it never ends."},
		{"ping -i 5 example.com", "", Safe, nil, "Command 'ping' needs -c or -w"},
		{"ping -w 10 example.com", "ping -w 10 example.com", Safe, nil, ""},
		{"ping -c 5 -W 5 -w 5 example.com", "ping -c 5 -W 5 -w 5 example.com", Safe, nil, ""},
		{"ping -c 3 -i 0.2 -n -a -O -q -D example.com", "ping -c 3 -i 0.2 -n -a -O -q -D example.com", Safe, nil, ""},
		{"ping -naO -c 2 10.0.0.1", "ping -naO -c 2 10.0.0.1", Safe, nil, ""},
		{"ping -4 -c 1 example.com", "ping -4 -c 1 example.com", Safe, nil, ""},
		{"ping -6 -c 2 ff02::1%eth0", "ping -6 -c 2 ff02::1%eth0", Safe, nil, ""},
		{"ping -6 -w 3 fe80::1%wlp2s0", "ping -6 -w 3 fe80::1%wlp2s0", Safe, nil, ""},
		{"ping -c 2 10.0.0.1%eth0", "", Safe, nil, "HOST must be a valid host name or IP address"},
		{"ping -c 2 'ff02::1%eth0 x'", "", Safe, nil, "HOST cannot contain whitespace"},
		{"ping -w 86400 example.com", "", Safe, nil, "The value of -w must be a whole number of seconds from 1 to 3600"},
		{"ping -w 0 example.com", "", Safe, nil, "from 1 to 3600"},
		{"ping -c 2 -i 1m example.com", "", Safe, nil, "The value of -i must be a number of seconds such as 5 or 0.5"},
		{"ping -w 60 -i 0.01 example.com", "", Safe, nil, "The value of -i must be at least 0.2 seconds (less floods the host)"},
		{"ping -w 60 -i 0 example.com", "", Safe, nil, "must be at least 0.2 seconds"},
		{"ping -c 2 -W -1 example.com", "", Safe, nil, "The value of -W must be a number of seconds"},
		{"ping -c 1000 example.com", "", Safe, nil, "The value of -c must be one of 1, 2, 3"},
		{"ping -f example.com", "", Safe, nil, fault(UnknownOption, 1)},
		{"ping -c 2 -l 3 example.com", "", Safe, nil, fault(UnknownOption, 3)},
		{"ping -c 2 'example.com;id'", "", Safe, nil, "HOST cannot contain whitespace, shell operators or substitutions"},
		{"ping -c 2 http://example.com", "", Safe, nil, "not a URL or path"},
		{"ping -c 2 a b", "", Safe, nil, fault(TooManyOperands, 4)},
	})
}
