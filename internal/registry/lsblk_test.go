package registry

import "testing"

func TestLsblk(t *testing.T) {
	runSysCases(t, []sysCase{
		{"lsblk", "lsblk", Safe, nil, ""},
		{"lsblk -f", "lsblk -f", Safe, nil, ""},
		{"lsblk -o +NAME,ROTA,SERIAL", "lsblk -o +NAME,ROTA,SERIAL", Safe, nil, ""},
		{"lsblk -dp /dev/sda", "lsblk -dp /dev/sda", Safe, nil, ""},
	})
}
