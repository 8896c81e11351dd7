package original

import (
	"strconv"

	"github.com/oterminus/oterminus/internal/registry"
)

type gitArgs struct {
	Count     int    `json:"count"`
	Operation string `json:"operation"`
}

func decodeGit(o *Object) Args {
	a := gitArgs{
		Operation: o.Enum("operation", "", "status_short", "branch_current", "log_oneline", "diff_stat", "diff_name_only"),
		Count:     o.Int("count", 10, 1, 100),
	}
	if a.Operation != "log_oneline" && a.Count != 10 && a.Operation != "" {
		o.Fail("count applies only to log_oneline")
	}
	return a
}

func (a gitArgs) Argv() []string {
	if a.Operation == "log_oneline" {
		return []string{"git", "log", "--oneline", "-n", strconv.Itoa(a.Count)}
	}
	return append([]string{"git"}, gitOperations.Get(a.Operation)...)
}

// gitOperations are the original's git forms. Pairs, not a map: static
// data, nothing built at start-up.
var gitOperations = registry.Pairs[[]string]{
	{Key: "status_short", Value: []string{"status", "--short"}},
	{Key: "branch_current", Value: []string{"branch", "--show-current"}},
	{Key: "diff_stat", Value: []string{"diff", "--stat"}},
	{Key: "diff_name_only", Value: []string{"diff", "--name-only"}},
}
