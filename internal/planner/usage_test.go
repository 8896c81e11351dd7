package planner

import (
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/registry"
)

// TestUsageLinesSpellValues: the contract shows each valued option as the
// program reads it, so a model's proposal can be read back: "-n N",
// "--color=..." (an attached value), and every value of a SingleDashLong
// program such as nslookup attached with '='.
func TestUsageLinesSpellValues(t *testing.T) {
	for _, c := range []struct {
		family string
		want   []string
	}{
		{"nslookup", []string{"nslookup [-type=A|AAAA|MX|", "[-port=N]", "[-vc]", " NAME [SERVER]"}},
		{"tail", []string{"tail [-n N] [-c SIZE]", "[--follow=descriptor|name]", "[-s SECONDS] FILE..."}},
		{"ping", []string{"ping [-c 1|2|3|4|5|6|7|8|9|10] [-w N] [-i SECONDS]"}},
	} {
		line := strings.Join(usageLines(registry.Default().Family(c.family)), "\n")
		for _, part := range c.want {
			if !strings.Contains(line, part) {
				t.Errorf("%s: usage %q lacks %q", c.family, line, part)
			}
		}
	}
}
