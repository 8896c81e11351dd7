package preview

import (
	"runtime"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/project"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/validate"
)

// TestCapabilitiesListTheRiskValidationGives: the risk 'capabilities'
// lists for a family spans the risks validation gives its examples, so
// no family is listed safe while its commands are writes (gzip, tee).
func TestCapabilitiesListTheRiskValidationGives(t *testing.T) {
	reg := registry.Default()
	in := validate.Input{Registry: reg, Platform: runtime.GOOS, Project: &project.Lazy{Dir: t.TempDir()}, Dialect: dialect.Default}
	for _, f := range reg.Families() {
		listed := listedRisk(f)
		lo, hi, _ := strings.Cut(listed, "-")
		if hi == "" {
			hi = lo
		}
		for _, ex := range f.Examples {
			v := validate.Check(&proposal.Proposal{Mode: proposal.Experimental, Family: f.Name, Command: ex, Origin: proposal.OriginDirect}, in)
			if v.Typed == nil {
				continue
			}
			if r := v.Risk.String(); r != lo && r != hi && !(lo == "safe" && hi == "dangerous" && r == "write") {
				t.Errorf("%s is listed %s; validation gives its example %q %s", f.Name, listed, ex, r)
			}
		}
	}
	for _, name := range []string{"gzip", "gunzip", "xz", "unxz", "bzip2", "bunzip2", "tee"} {
		if got := listedRisk(reg.Family(name)); !strings.HasSuffix(got, "write") {
			t.Errorf("%s is listed %s; its commands are writes", name, got)
		}
	}
}
