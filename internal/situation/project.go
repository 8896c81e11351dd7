package situation

import (
	"context"
	"os"
	"path/filepath"
	"strings"
)

// markers are files that say what kind of project a directory holds and
// which tools build it.
var markers = []string{
	"go.mod", "go.work", "package.json", "pnpm-lock.yaml", "yarn.lock", "bun.lockb", "deno.json",
	"Cargo.toml", "pyproject.toml", "uv.lock", "poetry.lock", "requirements.txt", "setup.py", "Pipfile",
	"Gemfile", "pom.xml", "build.gradle", "build.gradle.kts", "CMakeLists.txt", "meson.build",
	"Makefile", "justfile", "Taskfile.yml", "Dockerfile", "compose.yaml", "docker-compose.yml",
	"composer.json", "mix.exs", "flake.nix", "shell.nix",
}

// maxProjectLevels bounds the walk up from a subdirectory of a project.
const maxProjectLevels = 4

// project lists the markers of the working directory, or of the nearest
// parent that has any (a person is often in a project's subdirectory).
func project(_ context.Context, in *Input, _ Options) string {
	dir := in.Dir
	for level := 0; level <= maxProjectLevels; level++ {
		var found []string
		for _, name := range markers {
			if _, err := os.Lstat(filepath.Join(dir, name)); err == nil {
				found = append(found, name)
			}
		}
		if len(found) > 0 {
			list := strings.Join(found, ", ")
			if level > 0 {
				list += " (in " + dir + ")"
			}
			return list
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return ""
}
