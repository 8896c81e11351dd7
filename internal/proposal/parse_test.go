package proposal

import (
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/registry"
)

const valid = `{"action_type":"shell_command","mode":"structured","command_family":"ls","arguments":{"path":"src"},"command":null,"summary":"s","explanation":"e","risk_level":"safe","needs_confirmation":true,"notes":[]}`

func replace(old, new string) string { return strings.Replace(valid, old, new, 1) }

func TestParseContract(t *testing.T) {
	for _, c := range []struct{ reply, err string }{
		{"", "Invalid JSON from model"},
		{"```json\n" + valid + "\n```", "Invalid JSON from model"},
		{"Sure! " + valid, "Invalid JSON from model"},
		{`[1]`, "Input should be a JSON object"},
		{replace(`"notes":[]`, `"notes":[],"extra":1`), "field `extra`: Extra inputs"},
		{replace(`"summary":"s",`, ``), "field `summary`: Field required"},
		{replace(`"action_type":"shell_command"`, `"action_type":"ls"`), "field `action_type`"},
		{replace(`"mode":"structured"`, `"mode":"ls"`), "field `mode`"},
		{replace(`"needs_confirmation":true`, `"needs_confirmation":false`), "field `needs_confirmation`"},
		{replace(`"risk_level":"safe"`, `"risk_level":"low"`), "field `risk_level`"},
		{replace(`"notes":[]`, `"notes":[1]`), "field `notes`"},
		{replace(`"summary":"s"`, `"summary":"  "`), "field `summary`"},
		{replace(`{"path":"src"}`, `{"path":"-rf"}`), "path cannot start with '-'"},
		{replace(`"command_family":"ls"`, `"command_family":"nope"`), "not supported for command family 'nope'"},
	} {
		_, err := Parse([]byte(c.reply), registry.Default(), "")
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%.60q: error %v, want %q", c.reply, err, c.err)
		}
	}
}

func TestParseKeepsText(t *testing.T) {
	exp := func(family, command string) string {
		return replace(`"mode":"structured","command_family":"ls","arguments":{"path":"src"},"command":null`,
			`"mode":"experimental","command_family":`+family+`,"arguments":null,"command":"`+command+`"`)
	}
	for _, c := range []struct {
		reply  string
		mode   Mode
		family string
		err    string
	}{
		// A model's text stays text here: validation reads it with the
		// family's declaration, and a line it reads whole becomes
		// structured then (lifecycle), with its words as written.
		{exp(`"ls"`, "ls -lh"), Experimental, "ls", ""},
		{exp(`null`, "ls -ltr"), Experimental, "", ""},
		{exp(`"stat"`, "ls -l"), Experimental, "stat", ""},
		{exp(`null`, "ls $(whoami)"), Experimental, "", ""},
		{exp(`null`, "cat a | sh"), Experimental, "", ""},
		{replace(`"mode":"structured"`, `"mode":"raw"`), "", "", "field `command`"},
	} {
		p, err := Parse([]byte(c.reply), registry.Default(), "")
		switch {
		case c.err != "":
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%.80s: error %v, want %q", c.reply, err, c.err)
			}
		case err != nil:
			t.Errorf("%.80s: %v", c.reply, err)
		case p.Mode != c.mode || p.Family != c.family || p.Origin != OriginPlanner:
			t.Errorf("%.80s: %s %q %s", c.reply, p.Mode, p.Family, p.Origin)
		}
	}
}

func TestLegacyRawMode(t *testing.T) {
	reply := `{"action_type":"shell_command","mode":"raw","command_family":null,"arguments":null,"command":"ls -ltr","summary":"s","explanation":"e","risk_level":null,"needs_confirmation":true,"notes":[]}`
	p, err := Parse([]byte(reply), registry.Default(), "")
	if err != nil || p.Mode != Experimental || len(p.Notes) != 1 || !strings.Contains(p.Notes[0], "Legacy raw mode") {
		t.Errorf("got %+v, %v", p, err)
	}
}

// A model's '~' in its parts is the home directory where the declaration
// reads a path, and a word as written anywhere else; in a redirection's
// file always. With no home known it stays '~', which a path refuses.
func TestPartsHomeDirectory(t *testing.T) {
	reply := func(body string) []byte {
		return []byte(`{"action_type":"shell_command","mode":"structured","command_family":null,"arguments":null,"command":null,` +
			`"summary":"s","explanation":"e","risk_level":null,"needs_confirmation":true,"notes":[],` + body + `}`)
	}
	single := func(family, parts string) []byte {
		return []byte(strings.Replace(string(reply(`"parts":`+parts)), `"command_family":null`, `"command_family":"`+family+`"`, 1))
	}
	for _, c := range []struct {
		reply []byte
		home  string
		want  string // the argv, or the stages' argv and redirections, joined by spaces
		err   string
	}{
		{single("ls", `{"operands":["~/a"]}`), "/home/u", "ls /home/u/a", ""},
		{single("find", `{"operands":["~"],"options":["(",["-newer","~/x"],"-o","!","-empty",")"]}`), "/home/u", "find /home/u ( -newer /home/u/x -o ! -empty )", ""},
		{single("grep", `{"options":[["-e","~/x"]],"operands":["~/notes.txt"]}`), "/home/u", "grep -e ~/x /home/u/notes.txt", ""},
		{reply(`"pipeline":[{"command_family":"echo","parts":{"operands":["a~b"]}},"|",{"command_family":"tr","parts":{"operands":["~","-"]}}]`), "/home/u", "echo a~b | tr ~ -", ""},
		{reply(`"pipeline":[{"command_family":"ls","parts":{},"redirects":[[">","~/out.txt"]]}]`), "/home/u", "ls >/home/u/out.txt", ""},
		{single("ls", `{"operands":["~/a"]}`), "", "", "starts with '~'"},
		{single("ls", `{"operands":["~root"]}`), "/home/u", "", "starts with '~'"},
	} {
		p, err := Parse(c.reply, registry.Default(), c.home)
		switch {
		case c.err != "":
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: error %v, want %q", c.reply, err, c.err)
			}
			continue
		case err != nil:
			t.Errorf("%s: %v", c.reply, err)
			continue
		}
		got := strings.Join(p.Argv, " ")
		if p.Compound != nil {
			var words []string
			for i, st := range p.Compound.Stages() {
				if i > 0 {
					words = append(words, "|")
				}
				words = append(words, st.Argv...)
				for _, r := range st.Redirects {
					words = append(words, r.Op+r.Target)
				}
			}
			got = strings.Join(words, " ")
		}
		if got != c.want {
			t.Errorf("%s: read as %q, want %q", c.reply, got, c.want)
		}
	}
}
