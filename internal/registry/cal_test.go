package registry

import "testing"

func TestCal(t *testing.T) {
	runSysCases(t, []sysCase{
		{"cal", "cal", Safe, nil, ""},
		{"cal -3", "cal -3", Safe, nil, ""},
		{"cal -y 2026", "cal -y 2026", Safe, nil, ""},
		{"cal 5 2026", "cal 5 2026", Safe, nil, ""},
		{"cal next month", "", Safe, nil, "must be a whole number"},
	})
}
