package main

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/hostiletest"
)

// TestHostileRequestsStayWithinMemory runs whole requests in a planted
// working directory (files pointing at /dev/zero, FIFOs where git and Go
// files should be) against servers whose answers never end, and checks
// that each process's peak RSS stays under the budget and that it ends.
// The one-minute kill is a hang detector, not a timing check: each of
// these requests ends in about a second.
func TestHostileRequestsStayWithinMemory(t *testing.T) {
	bin, err := binary()
	if err != nil {
		t.Fatal(err)
	}
	dir, err := hostiletest.Dir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	for _, c := range hostiletest.Cases() {
		t.Run(c.Name, func(t *testing.T) {
			srv := httptest.NewServer(c.Server)
			defer srv.Close()
			env := append([]string{"PATH=/usr/bin:/bin", "HOME=" + home, "LANG=C.UTF-8",
				"XDG_CONFIG_HOME=" + home + "/config", "XDG_STATE_HOME=" + home + "/state",
				"XDG_CACHE_HOME=" + home + "/cache", "OLLAMA_HOST=" + strings.TrimPrefix(srv.URL, "http://")}, c.Env...)
			rss, _, err := hostiletest.PeakRSS(env, dir, append([]string{bin}, c.Args...), time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			if c.Server.Sent.Load() == 0 {
				t.Fatal("the request never reached the hostile server")
			}
			if rss >= hostiletest.MemoryBudget {
				t.Errorf("peak RSS %.1f MiB, over the %d MiB budget", float64(rss)/(1<<20), hostiletest.MemoryBudget>>20)
			}
		})
	}
}
