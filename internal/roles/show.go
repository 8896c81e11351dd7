package roles

import (
	"fmt"
	"io"
	"strings"

	"github.com/oterminus/oterminus/internal/advice"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Show lists the roles in dir for a person, writing the default roles
// first when dir does not exist yet.
func Show(w io.Writer, dir string) error {
	if _, err := EnsureDefaults(dir); err != nil {
		return advice.With(err, "check that %s can be created", dir)
	}
	names, err := List(dir)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "roles in %s (use: oterminus ask --role NAME QUESTION):\n", termtext.Escape(dir))
	Write(w, dir, names)
	return nil
}

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
