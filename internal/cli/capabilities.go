package cli

import (
	"context"
	"errors"
	"fmt"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/registry"
)

// runCapabilities is `oterminus capabilities [FAMILY]`: what oterminus can
// do, family by family, or everything about one family (see
// preview.Capabilities and preview.Family).
func runCapabilities(_ context.Context, e *Env, fs *pflag.FlagSet) int {
	words, noColor := fs.Args(), on(fs, "no-color")
	if len(words) > 1 {
		return usageError(e, "capabilities", errors.New("give one family, or none to list them all"))
	}
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, withHint(err, "fix the setting, or run 'oterminus config validate' to check the file"))
	}
	style := preview.Style{Color: !noColor && useColor(cfg.Color, e)}
	reg := registry.Default()
	disabled := cfg.Policy.DisabledPacks
	if len(words) == 1 {
		if !preview.Family(e.Stdout, reg, words[0], disabled, style) {
			return fail(e, ExitUsage, withHint(fmt.Errorf("no command family %q", words[0]),
				"run 'oterminus capabilities' to list the families"))
		}
		return ExitOK
	}
	preview.Capabilities(e.Stdout, reg, disabled, style)
	return ExitOK
}
