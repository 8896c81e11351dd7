package original

import (
	"regexp"
	"sync"

	"github.com/oterminus/oterminus/internal/registry"
)

type findArgs struct {
	Empty        bool    `json:"empty"`
	IName        *string `json:"iname"`
	MaxDepth     *int    `json:"max_depth"`
	MinDepth     *int    `json:"min_depth"`
	ModifiedDays *string `json:"modified_days"`
	Name         *string `json:"name"`
	Path         string  `json:"path"`
	Size         *string `json:"size"`
	Type         *string `json:"type"`
}

var (
	findSize    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[+-]?[0-9]{1,12}[bckwMG]?$`) })
	findDays    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[+-]?[0-9]{1,6}$`) })
	findPattern = func(field, value string) string { return NoLeadingDash(field, value) }
)

func decodeFind(o *Object) Args {
	a := findArgs{
		Path:         o.String("path", ".", registry.LocalPath),
		Name:         o.Optional("name", findPattern),
		IName:        o.Optional("iname", findPattern),
		Type:         o.Optional("type", registry.OneOf("f", "d", "l")),
		Size:         o.Optional("size", registry.Matches(findSize, "a find size such as +100M, -10k or 512c")),
		ModifiedDays: o.Optional("modified_days", registry.Matches(findDays, "a day count such as -7 (within a week) or +30")),
		MaxDepth:     o.OptInt("max_depth", 0, NoMax),
		MinDepth:     o.OptInt("min_depth", 0, NoMax),
		Empty:        o.Bool("empty"),
	}
	return a
}

func (a findArgs) Argv() []string {
	argv := []string{"find", a.Path}
	add := func(flag string, v *string) {
		if v != nil {
			argv = append(argv, flag, *v)
		}
	}
	if a.MaxDepth != nil {
		argv = append(argv, "-maxdepth", itoa(*a.MaxDepth))
	}
	if a.MinDepth != nil {
		argv = append(argv, "-mindepth", itoa(*a.MinDepth))
	}
	add("-type", a.Type)
	add("-name", a.Name)
	add("-iname", a.IName)
	add("-size", a.Size)
	add("-mtime", a.ModifiedDays)
	return flagArgv(argv, a.Empty, "-empty")
}
