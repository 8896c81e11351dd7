// Package tldr reads the tldr-pages corpus the project keeps
// (testdata/tldr/requests.jsonl.gz): every example of the pages, with
// its description and its command. Tests in several packages measure
// against it; it imports nothing of the project, so any package's own
// tests may use it.
package tldr

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
)

// Row is one example: the page it is on, what it does in the page's
// words, and the command with its placeholders filled.
type Row struct {
	Page    string `json:"page"`
	Request string `json:"request"`
	Command string `json:"command"`
}

// Rows reads the whole corpus, in page order.
func Rows() ([]Row, error) {
	_, file, _, _ := runtime.Caller(0)
	f, err := os.Open(filepath.Join(filepath.Dir(file), "..", "..", "..", "testdata", "tldr", "requests.jsonl.gz"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	var rows []Row
	sc := bufio.NewScanner(z)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		var r Row
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("tldr corpus line %d: %w", len(rows)+1, err)
		}
		rows = append(rows, r)
	}
	return rows, sc.Err()
}
