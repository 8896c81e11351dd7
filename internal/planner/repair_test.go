package planner

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/reader"
)

// Both reply contracts have the same one repair round: a reply that
// broke the contract is shown to the model with the contract's repair
// prompt, under the same format, and the second reply is read; a second
// broken reply is the contract's error; a first proposal refused only
// for its pattern stands when the second reply breaks the contract.
func TestOneRepairRound(t *testing.T) {
	for _, c := range []struct {
		name     string
		contract string
		replies  []string
		family   string // the proposal's, when the plan succeeds
		unread   string // in the proposal's Unreadable, when it stands refused
		err      string // the error's prefix, when it fails
		repair   string // the repair prompt's prefix
	}{{
		name: "structured repaired", replies: []string{"Sure! Here it is: " + lsReply, lsReply}, family: "ls",
		repair: "Your reply did not match the proposal contract: ",
	}, {
		name: "structured broken twice", replies: []string{"ls -l", "Sure! " + lsReply[:20]},
		err:    "model qwen2.5-coder:1.5b did not produce a valid proposal after one repair attempt (it wrapped the JSON in prose): ",
		repair: "Your reply did not match the proposal contract: ",
	}, {
		name: "command repaired", contract: ContractCommand, replies: []string{"You can list them with ls.", "ls -l\n# Lists."}, family: "ls",
		repair: `Your reply is not one command oterminus can read: "You can list them with ls." is not a command line`,
	}, {
		name: "command glob stands", contract: ContractCommand, replies: []string{"ls *.nothing\n# Lists.", "Sorry."},
		unread: "glob `*.nothing`",
		repair: "your command was refused because the shell would expand an unquoted pattern (",
	}} {
		t.Run(c.name, func(t *testing.T) {
			var replies []ollamatest.Reply
			for _, r := range c.replies {
				replies = append(replies, ollamatest.Reply{Content: r})
			}
			fake, p := newFake(t, replies...)
			p.cfg.Contract = c.contract
			p.cfg.Reader = reader.Env{Dir: t.TempDir()}
			req := task("list files in detail")
			req.Shell = "bash"
			plan, err := p.Plan(context.Background(), req)
			var pe *Error
			switch {
			case c.err != "":
				if !errors.As(err, &pe) || pe.Kind != KindContract || !strings.HasPrefix(err.Error(), c.err) {
					t.Fatalf("error %v, want %q...", err, c.err)
				}
			case err != nil:
				t.Fatal(err)
			case c.unread != "" && !strings.Contains(plan.Proposal.Unreadable, c.unread):
				t.Errorf("proposal %+v, want it refused for %q", plan.Proposal, c.unread)
			case c.family != "" && plan.Proposal.Family != c.family:
				t.Errorf("proposal %+v, want %s", plan.Proposal, c.family)
			}
			if !plan.Repaired {
				t.Errorf("not marked repaired")
			}
			chats := chatBodies(fake)
			if len(chats) != 2 {
				t.Fatalf("%d requests, want 2", len(chats))
			}
			if got := messageText(chats[1], 2); got != c.replies[0] {
				t.Errorf("the first reply is shown as %q", got)
			}
			if got := messageText(chats[1], 3); !strings.HasPrefix(got, c.repair) {
				t.Errorf("repair prompt %q, want %q...", got, c.repair)
			}
			if (chats[0]["format"] == nil) != (c.contract == ContractCommand) || (chats[1]["format"] == nil) != (chats[0]["format"] == nil) {
				t.Errorf("formats %v then %v", chats[0]["format"] != nil, chats[1]["format"] != nil)
			}
		})
	}
}
