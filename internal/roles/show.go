package roles

import (
	"fmt"
	"io"
	"strings"

	"github.com/oterminus/oterminus/internal/termtext"
)

// Write writes the named roles in dir, two lines each: name, model,
// temperature and tools, then the first line of the instructions.
func Write(w io.Writer, dir string, names []string) {
	for _, name := range names {
		r, err := Load(dir, name)
		if err != nil {
			fmt.Fprintf(w, "  %-12s (unreadable: %s)\n", name, termtext.Escape(err.Error()))
			continue
		}
		model, tools := r.Model, "all tools"
		if model == "" {
			model = "configured model"
		}
		if r.Tools != nil {
			tools = strings.Join(r.Tools, ", ")
			if tools == "" {
				tools = "no tools"
			}
		}
		first, _, _ := strings.Cut(r.Instructions, "\n")
		fmt.Fprintf(w, "  %-12s %s, temperature %g, %s\n  %-12s %s\n", name, termtext.Escape(model), r.Temperature,
			termtext.Escape(tools), "", termtext.Escape(termtext.Clip(first, 100)))
	}
}
