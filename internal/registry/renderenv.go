package registry

import (
	"sync"

	"github.com/oterminus/oterminus/internal/project"
)

// Env is what rendering may depend on besides the arguments: the working
// directory, whose project markers decide how project_health runs tests.
// Detection reads a few files and starts no process; it happens only when a
// project_health command is rendered.
type Env struct {
	Dir string

	once    sync.Once
	project Project
}

// NewEnv returns a rendering environment for dir.
func NewEnv(dir string) *Env { return &Env{Dir: dir} }

// Project is the project of a directory (package project).
type Project = project.Project

// Operations of project_health, as package project names them.
const (
	OpRunTests    = project.OpRunTests
	OpLintCheck   = project.OpLintCheck
	OpFormatCheck = project.OpFormatCheck
	OpBuildDocs   = project.OpBuildDocs
	OpRunEvals    = project.OpRunEvals
)

// ProjectOperations lists the curated operations in their schema order.
var ProjectOperations = project.Operations

// Project detects the project of the environment's directory.
func (e *Env) Project() Project {
	e.once.Do(func() { e.project = project.Detect(e.Dir) })
	return e.project
}
