package config

import "path/filepath"

// RolesDir is where the roles of `oterminus ask` live:
// $XDG_CONFIG_HOME/oterminus/roles.
func RolesDir(getenv Env) string {
	return filepath.Join(xdgDir(getenv, "XDG_CONFIG_HOME", ".config"), "oterminus", "roles")
}
