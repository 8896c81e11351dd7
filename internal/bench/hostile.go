package main

import (
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/hostiletest"
)

// hostileMemory runs whole requests in a working directory someone else
// prepared against servers that answer without end (internal/hostiletest,
// whose budget TestHostileRequestsStayWithinMemory enforces), and prints
// each process's peak RSS and wall time.
func hostileMemory(b *bench) error {
	dir, err := hostiletest.Dir(b.dir)
	if err != nil {
		return err
	}
	fmt.Println("Hostile files and servers, whole process (peak RSS from rusage)")
	for _, c := range hostiletest.Cases() {
		srv := httptest.NewServer(c.Server)
		env := append(slices.Clone(b.env), "OLLAMA_HOST="+strings.TrimPrefix(srv.URL, "http://"))
		env = append(env, c.Env...)
		rss, took, err := hostiletest.PeakRSS(env, dir, append([]string{b.oterminus}, c.Args...), time.Minute)
		srv.Close()
		if err != nil {
			return fmt.Errorf("%s: %v", c.Name, err)
		}
		verdict := "within"
		if rss >= hostiletest.MemoryBudget {
			verdict = "OVER"
		}
		fmt.Printf("  %-42s peak RSS %5.1f MiB, %s (%s the 50 MiB budget); server sent %d MiB\n",
			c.Name, float64(rss)/(1<<20), ms(took), verdict, c.Server.Sent.Load()>>20)
	}
	fmt.Println()
	return nil
}
