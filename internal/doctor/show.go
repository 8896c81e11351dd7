package doctor

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Write writes the results, one line per check and a summary (or one
// JSON object), and returns how many are errors.
func Write(w io.Writer, results []Result, asJSON, color bool) (errors int) {
	counts := map[Status]int{}
	for _, r := range results {
		counts[r.Status]++
	}
	if asJSON {
		data, _ := json.MarshalIndent(map[string]any{"checks": results,
			"summary": map[string]int{"ok": counts[OK], "warn": counts[Warn], "error": counts[Error]}}, "", "  ")
		fmt.Fprintf(w, "%s\n", termtext.EscapeJSON(data))
	} else {
		for _, r := range results {
			fmt.Fprintf(w, "%s  %-16s %s\n", statusWord(r.Status, color), r.Name, termtext.Escape(r.Detail))
			if r.Hint != "" && r.Status != OK {
				fmt.Fprintf(w, "       %-16s hint: %s\n", "", termtext.Escape(r.Hint))
			}
		}
		fmt.Fprintf(w, "\n%d checks: %d ok, %s, %s\n", len(results), counts[OK],
			plural(counts[Warn], "warning"), plural(counts[Error], "error"))
		fmt.Fprintln(w, "What oterminus can run, family by family: oterminus capabilities")
	}
	return counts[Error]
}

// statusWord is a check's status, padded, and coloured on a terminal.
func statusWord(s Status, color bool) string {
	style := preview.Style{Color: color}
	pad := strings.Repeat(" ", max(0, 5-len(s)))
	switch s {
	case OK:
		return style.Success(string(s)) + pad
	case Warn:
		return style.Warning(string(s)) + pad
	}
	return style.Error(string(s)) + pad
}

// plural is "1 error", "2 errors", "0 errors".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
