package situation

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScrollbackRedactsAKeyCutByTheWindow: the pane showed a 4096-bit key
// (49 body lines), and the 40-line window starts inside it. tmux is a
// program on PATH that prints the pane; with the BEGIN line cut off, and
// with the END line cut off too, no line of the key body reaches the
// model, and the lines after it do.
func TestScrollbackRedactsAKeyCutByTheWindow(t *testing.T) {
	key, err := rsa.GenerateKey(rand.Reader, 4096)
	if err != nil {
		t.Fatal(err)
	}
	block := strings.Split(strings.TrimSpace(string(pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)}))), "\n")
	body := block[1 : len(block)-1]
	bin := t.TempDir()
	pane := filepath.Join(bin, "pane.txt")
	tmux := "#!/bin/sh\n# capture-pane -p -J -t PANE -S -N: the last N lines and the prompt\nexec tail -n $(( ${7#-} + 1 )) " + pane + "\n"
	if err := os.WriteFile(filepath.Join(bin, "tmux"), []byte(tmux), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	env := map[string]string{"TMUX": "/tmp/tmux-1000/default,1,0", "TMUX_PANE": "%1"}
	in := Input{Dir: t.TempDir(), Getenv: func(k string) string { return env[k] }}
	opts := Options{Scrollback: true, ScrollbackLines: 40}
	for name, pane0 := range map[string][]string{
		// 38 body lines, END and "$ ls": BEGIN is above the window.
		"no BEGIN": append(append(append([]string{"$ cat ~/.ssh/id_rsa", block[0]}, body...), block[len(block)-1], "$ ls", "notes.txt"), "$ "),
		// The window holds 39 body lines, then the screen was cleared.
		"no BEGIN, no END": append(append([]string{"$ head -n 45 id_rsa", block[0]}, body[:44]...), "$ echo done", "done", "$ "),
	} {
		if err := os.WriteFile(pane, []byte(strings.Join(pane0, "\n")+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		items := Gather(context.Background(), in, opts)
		if len(items) != 1 || items[0].Source != "scrollback" {
			t.Fatalf("%s: context %+v", name, items)
		}
		text := items[0].Text
		for _, line := range body {
			if strings.Contains(text, line[:32]) {
				t.Errorf("%s: a key body line reached the context: %q\n%s", name, line, text)
				break
			}
		}
		if !strings.Contains(text, "[REDACTED]") || strings.Contains(text, "BEGIN") {
			t.Errorf("%s: context %q", name, text)
		}
		last := pane0[len(pane0)-3]
		if !strings.Contains(text, last) {
			t.Errorf("%s: the line after the key, %q, is missing:\n%s", name, last, text)
		}
	}
}
