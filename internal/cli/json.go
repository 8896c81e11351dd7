package cli

import (
	"io"

	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/termtext"
)

// writeJSON prints the --json object: the request's report.
func writeJSON(w io.Writer, r *audit.Report) error {
	data, err := r.JSON()
	if err != nil {
		return err
	}
	_, err = w.Write(append(termtext.EscapeJSON(data), '\n'))
	return err
}
