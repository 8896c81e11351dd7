package original

import "strconv"

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
	return append([]string{"git"}, gitOperations[a.Operation]...)
}

var gitOperations = map[string][]string{
	"status_short":   {"status", "--short"},
	"branch_current": {"branch", "--show-current"},
	"diff_stat":      {"diff", "--stat"},
	"diff_name_only": {"diff", "--name-only"},
}
