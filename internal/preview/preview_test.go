package preview

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
)

// scriptedPlanner answers every request with one model reply, as the
// model named "test-model".
type scriptedPlanner struct{ reply string }

func (s scriptedPlanner) Plan(context.Context, request.Task) (*request.Plan, error) {
	if s.reply == "" {
		return nil, errors.New("the test scripted no model reply")
	}
	p, err := proposal.Parse([]byte(s.reply), registry.Default(), "")
	return &request.Plan{Proposal: p, Model: "test-model"}, err
}

// outcome runs text through the whole lifecycle as a bash user on linux
// in an empty directory, policy mode write; reply is the model's answer
// when the text needs the planner.
func outcome(t *testing.T, text, reply string) *request.Outcome {
	t.Helper()
	d, err := dialect.Lookup("bash")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	o := lifecycle.Run(context.Background(), &request.Input{
		Text: text, Platform: "linux", Dir: dir, Home: dir, Dialect: d,
		Policy: policy.Config{Mode: policy.ModeWrite}, Shortcuts: true,
		Registry: registry.Default(), Planner: scriptedPlanner{reply},
	})
	if o.Proposal == nil {
		t.Fatalf("%q stopped at stage %s with no proposal", text, o.Stage)
	}
	return o
}

// experimental is a model reply proposing command in experimental mode.
func experimental(family, command string) string {
	return `{"action_type":"shell_command","mode":"experimental","command_family":"` + family + `","arguments":null,"command":"` + command + `","risk_level":"safe","summary":"s","explanation":"e","needs_confirmation":true,"notes":[]}`
}

// hostileReply is a structured proposal whose every free text carries
// terminal control sequences: a file name that changes colour and breaks
// the line, a summary that retitles the window, an explanation with a
// carriage return, a note that clears the screen.
const hostileReply = `{"action_type":"shell_command","mode":"structured","command_family":"ls","arguments":{"path":"a\u001b[31mb\nc"},"command":null,"risk_level":"safe",` +
	`"summary":"sum\u001b]0;x\u0007mary","explanation":"ex\rplain","needs_confirmation":true,"notes":["n\u001b[2Jote"]}`

// TestPreviews pins what a person reads, in plain style, for each kind of
// outcome: the compact preview of a typed command, the detailed preview
// of a planned one, the explanation and the widget's line.
func TestPreviews(t *testing.T) {
	for _, c := range []struct {
		name   string
		text   string
		reply  string
		render func(*request.Outcome) string
		want   string
	}{
		{
			name: "compact, accepted typed command", text: "ls -lah",
			render: func(o *request.Outcome) string { return Proposal(o, false, Style{}) },
			want: `--- command preview ---
Command: ls -lah
Risk: safe
`,
		},
		{
			name: "compact, accepted write with its warning, no family notes", text: "tar -xzf a.tgz -C out",
			render: func(o *request.Outcome) string { return Proposal(o, false, Style{}) },
			want: `--- command preview ---
Command: tar -xzf a.tgz -C out
Risk: write
Warnings: Extraction can write or overwrite files in the destination directory.
`,
		},
		{
			// Refused: the risk line gives no verdict, only what the
			// known words would do if they were allowed.
			name: "compact, refused typed command", text: "tar -xf a.tar --to-command=sh",
			render: func(o *request.Outcome) string { return Proposal(o, false, Style{}) },
			want: `--- command preview ---
Command: tar -xf a.tar --to-command=sh
Risk: refused (dangerous if it were allowed)
Rejections: Option '--to-command' for 'tar' is refused: it runs a program for each member extracted. Risk level 'dangerous' blocked by policy mode 'write'.
`,
		},
		{
			name: "detailed, accepted structured plan", text: "find files bigger than 100MB here",
			reply:  `{"action_type":"shell_command","mode":"structured","command_family":"find","arguments":{"path":".","type":"f","size":"+100M"},"command":null,"risk_level":"safe","summary":"big files","explanation":"finds them","needs_confirmation":true,"notes":[]}`,
			render: func(o *request.Outcome) string { return Proposal(o, false, Style{}) },
			want: `--- oterminus proposal ---
Summary      : big files
Model        : test-model
Mode         : structured
Command fam. : find
Command      : find . -type f -size +100M
Experimental : no
Risk level   : safe
Explanation  : finds them
Confirmation : standard
Arguments    :
  {
    "empty": false,
    "iname": null,
    "max_depth": null,
    "min_depth": null,
    "modified_days": null,
    "name": null,
    "path": ".",
    "size": "+100M",
    "type": "f"
  }
`,
		},
		{
			name: "detailed, refused plan: no risk verdict", text: "count the files here",
			reply:  experimental("ls", "ls | wc -l"),
			render: func(o *request.Outcome) string { return Proposal(o, false, Style{}) },
			want: `--- oterminus proposal (EXPERIMENTAL) ---
Summary      : s
Model        : test-model
Mode         : experimental
Command      : ls | wc -l
Command fam. : ls
Experimental : yes
Risk level   : refused
Explanation  : e
Confirmation : standard
Rejections   : Command contains blocked pipelines.
`,
		},
		{
			// An experimental line its family's declaration reads word by
			// word keeps the experimental header but needs only the
			// standard confirmation.
			// Read completely by its declaration: reported as the
			// structured command it is, never "experimental" with a
			// standard confirmation.
			name: "detailed, accepted experimental plan", text: "list with quoted names",
			reply:  experimental("ls", "ls -Q"),
			render: func(o *request.Outcome) string { return Proposal(o, false, Style{}) },
			want: `--- oterminus proposal ---
Summary      : s
Model        : test-model
Mode         : structured
Command fam. : ls
Command      : ls -Q
Experimental : no
Risk level   : safe
Explanation  : e
Confirmation : standard
Arguments    : {"argv": ["ls", "-Q"]}
Notes        : The model proposed this as experimental text; its family's declaration read every word, so it is checked and confirmed as a structured command.
`,
		},
		{
			name: "detailed, experimental plan with an unknown option", text: "list oddly",
			reply:  experimental("ls", "ls --zzz"),
			render: func(o *request.Outcome) string { return Proposal(o, false, Style{}) },
			want: `--- oterminus proposal (EXPERIMENTAL) ---
Summary      : s
Model        : test-model
Mode         : experimental
Command      : ls --zzz
Command fam. : ls
Experimental : yes
Risk level   : refused
Explanation  : e
Confirmation : very strong; type EXECUTE EXPERIMENTAL to run
Warnings     : Experimental command: this command did not come from the typed structured renderer; review it carefully before running it.
Rejections   : Unsupported option '--zzz' for command 'ls'.
`,
		},
		{
			// An explanation reads like a manual's excerpt for the line:
			// each option used once with its help from the declaration,
			// the risk and why; no internal field names.
			name: "explanation, options from the declaration", text: "tar -xzf a.tgz -C out",
			render: func(o *request.Outcome) string { return Explain(o, Style{}) },
			want: `--- oterminus explanation ---
Command : tar -xzf a.tgz -C out
  -x        extract files from the archive
  -z        compress or decompress with gzip
  -f a.tgz  the archive file to read or write
  -C out    change to this directory first (extract into it, or create from it)
Risk    : write, because it uses -x
Warnings: Extraction can write or overwrite files in the destination directory.
Nothing was run: explain only explains.
`,
		},
		{
			name: "explanation, refused command", text: "tar -xf a.tar --to-command=sh",
			render: func(o *request.Outcome) string { return Explain(o, Style{}) },
			want: `--- oterminus explanation ---
Command : tar -xf a.tar --to-command=sh
  -x            extract files from the archive
  -f            the archive file to read or write
  --to-command  not accepted
Risk    : dangerous
Checked : partial: not read: ` + "`--to-command=sh`" + ` (an option the declaration of tar does not read; nobody read which of tar's options run programs or write anywhere, so it may); at most the unread part is dangerous
Flagged : Option '--to-command' for 'tar' is not run by oterminus: it runs a program for each member extracted; your shell runs it as typed
Nothing was run: explain only explains.
`,
		},
		{
			name: "widget line, accepted with a warning", text: "tar -xzf a.tgz -C out",
			render: Line,
			want:   "oterminus: tar (structured, risk write) - warning: Extraction can write or overwrite files in the destination directory.",
		},
		{
			name: "widget line, refused plan", text: "count the files here",
			reply:  experimental("ls", "ls | wc -l"),
			render: Line,
			want:   "oterminus: refused ls (experimental, risk safe, test-model): Command contains blocked pipelines.",
		},
		{
			// No control character reaches the terminal: each one is
			// shown as an escape, in the command, the arguments, the
			// model's texts and the refusal.
			name: "detailed, hostile text escaped", text: "list the odd file",
			reply:  hostileReply,
			render: func(o *request.Outcome) string { return Proposal(o, false, Style{}) },
			want: `--- oterminus proposal ---
Summary      : sum\e]0;x\x07mary
Model        : test-model
Mode         : structured
Command fam. : ls
Command      : ls 'a\e[31mb\nc'
Experimental : no
Risk level   : refused
Explanation  : ex\rplain
Confirmation : standard
Arguments    :
  {
    "all": false,
    "human_readable": false,
    "long": false,
    "path": "a\u001b[31mb\nc",
    "recursive": false
  }
Notes        : n\e[2Jote
Rejections   : Command cannot be rendered for bash: argument "a\\e[31mb\\nc" contains a control character, which cannot be placed in a command line safely. FILE for 'ls' cannot contain control characters.
`,
		},
		{
			name: "widget line, hostile text escaped", text: "list the odd file",
			reply:  hostileReply,
			render: Line,
			want:   `oterminus: refused ls (structured, risk safe, test-model): Command cannot be rendered for bash: argument "a\\e[31mb\\nc" contains a control character, which cannot be placed in a command line safely.`,
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := c.render(outcome(t, c.text, c.reply)); got != c.want {
				t.Errorf("%q:\ngot:\n%s\nwant:\n%s", c.text, got, c.want)
			}
		})
	}
}

// TestStyle: the zero style is plain text; colour wraps the text in SGR
// codes by severity.
func TestStyle(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{Style{}.Risk(registry.Dangerous), "dangerous"},
		{Style{Color: true}.Risk(registry.Dangerous), "\x1b[31;1mdangerous\x1b[0m"},
		{Style{Color: true}.Risk(registry.Safe), "\x1b[32msafe\x1b[0m"},
		{Style{Color: true}.Heading(""), ""},
		{Style{Color: true}.Confirmation(policy.Strong), "\x1b[33;1mstrong; type EXECUTE to run\x1b[0m"},
		{Style{}.Confirmation(policy.Standard), "standard"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

// A pipeline's stage lines in colour carry real colour sequences, never
// an escaped one printed as text ("(grep, \e[32msafe\e[0m)").
func TestColouredStageLines(t *testing.T) {
	o := outcome(t, "ls | grep x", "")
	got := Proposal(o, false, Style{Color: true})
	if !strings.Contains(got, "(grep, \x1b[32msafe\x1b[0m)") || strings.Contains(got, `\e[`) {
		t.Errorf("coloured stage lines:\n%q", got)
	}
}

// The answers about a person's typed line say what oterminus thinks of
// it without the words of a refusal: the line is theirs, and Enter runs
// it either way.
func TestTypedAnswersAreInThePersonsWords(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"ls -la", "oterminus: checked ls (safe)"},
		{"rm notes.txt", "oterminus: rm (dangerous) is beyond what oterminus runs under policy_mode write; your line is unchanged, and Enter runs it as typed"},
		{"rm -rf build", "oterminus: rm (dangerous) is beyond what oterminus runs under policy_mode write: Recursive deletion detected; your line is unchanged, and Enter runs it as typed"},
		{"kill -9 1234", "oterminus: kill (dangerous) is beyond what oterminus runs under policy_mode write; your line is unchanged, and Enter runs it as typed"},
		{"docker ps", "oterminus: not checked: oterminus has no declaration for docker; your line is unchanged, and Enter runs it as typed"},
		{"cat package.json | jq .name", "oterminus: checked cat | jq (safe)"},
		{"ls -la | less", "oterminus: checked ls | less (safe)"},
		{"sudo systemctl restart nginx", "oterminus: sudo (dangerous) is beyond what oterminus runs under policy_mode write; your line is unchanged, and Enter runs it as typed"},
		{"LD_PRELOAD=/tmp/x.so ls", "oterminus: ls (unknown) is read in part and flagged: The assignment LD_PRELOAD= before the command is not one oterminus knows to be harmless: it may change what the command runs, loads or reads; not read: `LD_PRELOAD=/tmp/x.so ls` (the shell reads this line otherwise than oterminus could); at most the unread part is unknown; your line is unchanged, and Enter runs it as typed"},
		// Network diagnostics are read-only: a typed download or a
		// secret-bearing header is explained, never refused.
		{"curl -o page.html https://example.com", "oterminus: curl (safe) is flagged: The value of -o names a file: saving what the server answers there is a download, outside network diagnostics ('-' prints it, /dev/null throws it away) (command 'curl'); your line is unchanged, and Enter runs it as typed"},
		{"curl -O https://example.com/a.zip", "oterminus: curl (dangerous) is read in part and flagged: Option '-O' for 'curl' is not run by oterminus: it downloads to a file; network diagnostics only show what a server answers (print it, or -o /dev/null with -w); not read: `-O` (an option the declaration of curl does not read; nobody read which of curl's options run programs or write anywhere, so it may); at most the unread part is dangerous; your line is unchanged, and Enter runs it as typed"},
		{"curl -H 'Authorization: Bearer abc' https://example.com", "oterminus: curl (safe) is flagged: The value of -H is the header Authorization, which carries a credential or session: secret-bearing headers are outside network diagnostics (and leave the secret in your shell history) (command 'curl'); your line is unchanged, and Enter runs it as typed"},
	} {
		o := outcome(t, c.line, "")
		lines := TypedAnswer(o)
		if lines[0] != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.line, lines[0], c.want)
		}
		for _, l := range lines {
			for _, word := range []string{"refused", "allowlist", "maturity", "experimental", "v1"} {
				if strings.Contains(strings.ToLower(l), word) {
					t.Errorf("%s: %q says %q", c.line, l, word)
				}
			}
		}
	}
}
