package original

import "github.com/oterminus/oterminus/internal/project"

// projectArgs name one curated operation; the project decides its argv
// (package project), so Read returns the operation and validation
// renders it.
type projectArgs struct {
	Operation string `json:"operation"`
}

func (a projectArgs) Argv() []string { return nil }

func decodeProjectHealth(o *Object) Args {
	return projectArgs{Operation: o.Enum("operation", "", project.Operations...)}
}
