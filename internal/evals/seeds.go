package evals

import (
	"path/filepath"
	"runtime"
)

// Seeds returns the eval cases' requests and planner replies, to seed
// fuzz targets in other packages.
func Seeds() (requests []string, replies [][]byte) {
	_, file, _, _ := runtime.Caller(0)
	dir := filepath.Join(filepath.Dir(file), "..", "..", "testdata", "evals")
	cases, err := Load([]string{filepath.Join(dir, "upstream")})
	if err != nil {
		return nil, nil
	}
	for _, c := range cases {
		requests = append(requests, c.UserInput)
		if c.hasProposal() {
			replies = append(replies, c.PlannerProposal)
		}
	}
	return requests, replies
}
