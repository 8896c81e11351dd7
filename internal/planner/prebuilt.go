package planner

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"strings"

	"github.com/oterminus/oterminus/internal/registry"
)

// Building the reply schema from the declarations probes every argument's
// rules and takes about a millisecond and a half in a fresh process, on
// every planner request. The schemas of each platform's default scope,
// which nearly every request uses, are therefore built ahead and
// embedded; TestPrebuiltSchemasAreCurrent fails when a declaration
// changes and says how to rebuild them. Any other scope (a disabled pack)
// is built as before.
//
//go:embed schemas
var prebuiltSchemas embed.FS

// schemaFor is the reply schema for families: the prebuilt one when there
// is one, built otherwise.
func schemaFor(families []*registry.Family) json.RawMessage {
	if data, err := prebuiltSchemas.ReadFile("schemas/" + schemaFile(families)); err == nil {
		return data
	}
	return Schema(families)
}

// schemaFile names the prebuilt schema of a list of families.
func schemaFile(families []*registry.Family) string {
	names := make([]string, len(families))
	for i, f := range families {
		names[i] = f.Name
	}
	sum := sha256.Sum256([]byte(strings.Join(names, ",")))
	return hex.EncodeToString(sum[:8]) + ".json"
}
