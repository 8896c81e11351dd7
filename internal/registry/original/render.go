package original

import "strconv"

func itoa(n int) string { return strconv.Itoa(n) }

// flagArgv appends flag when on; renderers list flags in a fixed order.
func flagArgv(argv []string, on bool, flag string) []string {
	if on {
		return append(argv, flag)
	}
	return argv
}
