package terminal

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The helper as bash starts it: with SIGINT ignored. Ctrl-C must still
// end a wait. The child is this test binary, started through bash with
// trap "" INT so it inherits the ignored signal exactly as the widget
// does; it waits on the context RestoreInterrupt returns.
func TestCtrlCEndsAHelperStartedWithSIGINTIgnored(t *testing.T) {
	if os.Getenv("OTERMINUS_SIGINT_CHILD") == "1" {
		ctx := RestoreInterrupt(context.Background(), 130)
		fmt.Println("waiting")
		select {
		case <-ctx.Done():
			fmt.Println("cancelled")
			os.Exit(0)
		case <-time.After(time.Minute):
			fmt.Println("not cancelled")
			os.Exit(1)
		}
	}
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash not installed")
	}
	cmd := exec.Command("bash", "-c", `trap '' INT; exec "$0" -test.run='^TestCtrlCEndsAHelperStartedWithSIGINTIgnored$'`, os.Args[0])
	cmd.Env = append(os.Environ(), "OTERMINUS_SIGINT_CHILD=1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(out)
	if !lines.Scan() || lines.Text() != "waiting" {
		t.Fatalf("child said %q", lines.Text())
	}
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	var rest []string
	for lines.Scan() {
		rest = append(rest, lines.Text())
	}
	err = cmd.Wait()
	if strings.Join(rest, "\n") != "cancelled" || err != nil {
		t.Errorf("after SIGINT the child said %q and ended with %v", rest, err)
	}
}
