package main

import (
	"errors"
	"fmt"
	"os/exec"
	"strings"
)

// manualPages measures explain on a line explained from an installed
// manual page (ssh(1), read and parsed whole) against explain on a line
// a declaration reads, interleaved in one run, and the translate key on
// the same undeclared line, which must read no page. Explain on a line
// oterminus does not check exits 3, which is its answer, not a failure.
func manualPages(b *bench) error {
	declared := []string{b.oterminus, "explain", "--", "tar -xzf a.tgz -C out"}
	fromPage := []string{b.oterminus, "explain", "--", "ssh -L 8080:localhost:80 host"}
	translate := []string{b.oterminus, "widget", "translate", "--shell", "bash", "--", "ssh -L 8080:localhost:80 host"}
	if out, _ := exec.Command(fromPage[0], fromPage[1:]...).Output(); !strings.Contains(string(out), "from the manual page of ssh(1)") {
		fmt.Printf("Explain from a manual page: skipped, no manual page for ssh here\n")
		return nil
	}
	notChecked := func(err error) bool {
		var exit *exec.ExitError
		return errors.As(err, &exit) && exit.ExitCode() == 3
	}
	m, err := interleaveExits(b.env, *runs, notChecked, declared, fromPage, translate)
	if err != nil {
		return err
	}
	fmt.Printf("Explain from a manual page (%d interleaved runs, medians)\n", *runs)
	fmt.Printf("  explain on a declared line (tar -xzf)      %s\n", ms(m[0]))
	fmt.Printf("  explain from ssh(1) (ssh -L ... host)      %s, %.2fx explain on the declared line  (the page found, read and matched)\n",
		ms(m[1]), ratio(m[1], m[0]))
	fmt.Printf("  Ctrl-O on the same ssh line                %s, %.2fx explain on the declared line  (reads no page)\n",
		ms(m[2]), ratio(m[2], m[0]))
	return nil
}
