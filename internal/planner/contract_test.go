package planner

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
)

// admits is the part of JSON Schema the reply schema uses, enough to
// say whether a reply fits it: anyOf, $ref, enum, pattern, type, object
// properties with required and additionalProperties, arrays with items,
// prefixItems (a tuple of exactly that many, as a grammar built from it
// writes), minItems and maxItems, and string lengths. A pattern is
// matched against the string's JSON text between its quotes, which is
// what a grammar built from it constrains (llama.cpp, Ollama): a value
// holding a backslash matches `\\\\` there, written `\\`.
func admits(schema map[string]any, defs map[string]any, v any) error {
	if r, ok := schema["$ref"].(string); ok {
		name := strings.TrimPrefix(r, "#/$defs/")
		d, ok := defs[name].(map[string]any)
		if !ok {
			return fmt.Errorf("no definition %s", name)
		}
		return admits(d, defs, v)
	}
	if alts, ok := schema["anyOf"].([]any); ok {
		var errs []string
		for _, a := range alts {
			err := admits(a.(map[string]any), defs, v)
			if err == nil {
				return nil
			}
			errs = append(errs, err.Error())
		}
		if len(errs) > 3 {
			errs = errs[:3]
		}
		return fmt.Errorf("no alternative fits %v: %s", v, strings.Join(errs, " | "))
	}
	if enum, ok := schema["enum"].([]any); ok && !slices.Contains(enum, v) {
		return fmt.Errorf("%v is not one of %v", v, enum)
	}
	switch v := v.(type) {
	case string:
		if t, ok := schema["type"]; ok && t != "string" && !slices.Contains(asAny(t), any("string")) {
			return fmt.Errorf("%q is not a %v", v, t)
		}
		if p, ok := schema["pattern"].(string); ok && !regexp.MustCompile(p).MatchString(jsonText(v)) {
			return fmt.Errorf("%q (JSON text %s) does not match %s", v, jsonText(v), p)
		}
		if n, ok := schema["maxLength"].(float64); ok && len(v) > int(n) {
			return fmt.Errorf("%q is longer than %v", v, n)
		}
	case []any:
		if t := schema["type"]; t != nil && t != "array" {
			return fmt.Errorf("%v is not a %v", v, t)
		}
		if tuple, ok := schema["prefixItems"].([]any); ok {
			if len(v) != len(tuple) {
				return fmt.Errorf("%v has %d items, the tuple %d", v, len(v), len(tuple))
			}
			for i := range v {
				if err := admits(tuple[i].(map[string]any), defs, v[i]); err != nil {
					return err
				}
			}
		}
		if item, ok := schema["items"].(map[string]any); ok {
			for _, x := range v {
				if err := admits(item, defs, x); err != nil {
					return err
				}
			}
		}
		if n, ok := schema["minItems"].(float64); ok && len(v) < int(n) {
			return fmt.Errorf("%v has fewer than %v items", v, n)
		}
		if n, ok := schema["maxItems"].(float64); ok && len(v) > int(n) {
			return fmt.Errorf("%v has more than %v items", v, n)
		}
	case map[string]any:
		if t := schema["type"]; t != nil && t != "object" {
			return fmt.Errorf("an object is not a %v", t)
		}
		props, _ := schema["properties"].(map[string]any)
		for _, r := range asAny(schema["required"]) {
			if _, ok := v[r.(string)]; !ok {
				return fmt.Errorf("%v lacks %s", v, r)
			}
		}
		for k, x := range v {
			p, ok := props[k].(map[string]any)
			if !ok {
				return fmt.Errorf("key %s is not allowed", k)
			}
			if err := admits(p, defs, x); err != nil {
				return fmt.Errorf("%s: %w", k, err)
			}
		}
	default:
		if t, ok := schema["type"]; ok && t != "null" && !slices.Contains(asAny(t), any("null")) && v == nil {
			return fmt.Errorf("null is not a %v", t)
		}
	}
	return nil
}

// jsonText is s as a model writes it inside a JSON string: escaped as
// JSON requires, nothing else (no \u003c for '<', which Go's encoder
// writes by default).
func jsonText(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	text := strings.TrimSuffix(b.String(), "\n")
	return text[1 : len(text)-1]
}

// replyJSON writes a reply as a model under the grammar does: no HTML
// escapes.
func replyJSON(reply any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(reply); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// admitsText is admits for a reply's JSON text.
func admitsText(schema, defs map[string]any, data []byte) error {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	return admits(schema, defs, v)
}

func asAny(v any) []any {
	l, _ := v.([]any)
	return l
}

// partsJSON writes parts as a model writes them under the schema: a
// flag as its word, an option with values as a list, a nested command's
// words as a list of their own.
func partsJSON(f *registry.Family, p registry.Parts) map[string]any {
	c := f.Contract()
	option := func(options []registry.ContractOption, words []string) any {
		if len(words) == 1 {
			return words[0]
		}
		for _, o := range options {
			if o.Name != words[0] || o.Nested == nil {
				continue
			}
			out := []any{words[0]}
			inner := words[1:]
			end := ""
			if len(o.Nested.Terminators) > 0 {
				inner, end = words[1:len(words)-1], words[len(words)-1]
			}
			out = append(out, toAny(inner))
			if end != "" {
				out = append(out, end)
			}
			return out
		}
		return toAny(words)
	}
	var form registry.Form
	for _, fm := range c.Forms {
		if fm.Subcommand == p.Subcommand && fm.Mode == p.Mode {
			form = fm
		}
	}
	out := map[string]any{}
	if p.Program != "" || len(c.Programs) > 1 {
		out["program"] = cmpOr(p.Program, f.Program())
	}
	if p.Subcommand != "" {
		out["subcommand"] = p.Subcommand
	}
	if p.Mode != "" {
		out["mode"] = p.Mode
	}
	for key, list := range map[string][][]string{"options": p.Options, "global": p.Global} {
		if len(list) == 0 {
			continue
		}
		options := form.Options
		if key == "global" {
			options = c.Global
		}
		var items []any
		for _, words := range list {
			items = append(items, option(options, words))
		}
		out[key] = items
	}
	if len(p.Operands) > 0 {
		out["operands"] = toAny(p.Operands)
	}
	return out
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func toAny(words []string) []any {
	out := make([]any, len(words))
	for i, w := range words {
		out[i] = w
	}
	return out
}

// expressible reads each example of every proposable family as a
// person's shell would, and returns the commands the declaration reads,
// with the parts a perfect model would write for them.
type example struct {
	family *registry.Family
	text   string
	typed  *registry.Command
	parts  registry.Parts
	ok     bool
}

func examples(t *testing.T) []example {
	t.Helper()
	var out []example
	for _, f := range registry.Default().Families() {
		if !Proposable(f) || f.ProjectTooling {
			continue
		}
		for _, text := range f.Examples {
			line, err := reader.Read(text, "bash", reader.Env{Home: "/home/u", Dir: t.TempDir()})
			if err != nil || len(line.Pipelines) != 1 || len(line.Pipelines[0].Stages) != 1 {
				continue
			}
			argv := line.Pipelines[0].Stages[0].Argv
			if len(argv) == 0 || !f.HasProgram(argv[0]) {
				continue
			}
			typed, err := f.ReadArgv(argv)
			if err != nil {
				continue // an example of what the family refuses
			}
			parts, ok := typed.ContractParts(argv[0])
			out = append(out, example{f, text, typed, parts, ok})
		}
	}
	return out
}

// unsayable are the examples the grammar cannot write, on purpose
// (docs/contract.md): an IPv6 host (the host pattern is the plain names
// and IPv4 addresses the reader surely accepts), and an operand starting
// with '-' after "--" (operands never start with '-' in the contract).
var unsayable = map[string]string{
	`ping -6 -c 2 ff02::1%eth0`: "an IPv6 host",
	`printf -- '-%s-\n' x`:      "an operand starting with '-'",
}

// Every example a person types that the contract can say (ps aux's bare
// letters and less +F aside) fits the schema the model
// is held to, and reads back to the same command: the grammar never
// stops a model from writing what a person may type, and what it writes
// means what the person's line means.
func TestContractSaysWhatAPersonTypes(t *testing.T) {
	families := registry.Default().Enabled(registry.Scope{Platform: "linux"})
	var schema map[string]any
	if err := json.Unmarshal(Schema(families), &schema); err != nil {
		t.Fatal(err)
	}
	defs := schema["$defs"].(map[string]any)
	reg := registry.Default()
	said, unsaid := 0, []string{}
	for _, ex := range examples(t) {
		if !ex.ok {
			unsaid = append(unsaid, ex.text)
			continue
		}
		if !slices.Contains(families, ex.family) {
			continue
		}
		reply := map[string]any{"command_family": ex.family.Name, "parts": partsJSON(ex.family, ex.parts),
			"summary": "s", "explanation": "e"}
		if why := unsayable[ex.text]; why != "" {
			if data, _ := replyJSON(reply); admitsText(schema, defs, data) == nil {
				t.Errorf("%s: said after all; it is listed as unsayable (%s)", ex.text, why)
			}
			unsaid = append(unsaid, ex.text)
			continue
		}
		data, _ := replyJSON(reply)
		if err := admitsText(schema, defs, data); err != nil {
			t.Errorf("%s: the grammar refuses %v: %v", ex.text, reply["parts"], admitsText(branch(t, schema, ex.family.Name), defs, data))
			continue
		}
		p, err := proposal.Parse(fillContract(data), reg, "")
		if err != nil {
			t.Errorf("%s: %s: %v", ex.text, data, err)
			continue
		}
		back, err := ex.family.ReadArgv(p.Argv)
		if err != nil || !back.Equivalent(ex.typed) {
			t.Errorf("%s: the parts read back as %q (%v), not what was typed", ex.text, p.Argv, err)
			continue
		}
		said++
	}
	t.Logf("%d examples said in the contract; %d the contract cannot say: %q", said, len(unsaid), unsaid)
	if said < 470 || len(unsaid) > 6 {
		t.Errorf("the contract says %d examples and cannot say %d", said, len(unsaid))
	}
}

// branch is the reply shape of one family.
func branch(t *testing.T, schema map[string]any, family string) map[string]any {
	for _, b := range schema["anyOf"].([]any) {
		b := b.(map[string]any)
		if b["properties"].(map[string]any)["command_family"].(map[string]any)["enum"].([]any)[0] == family {
			return b
		}
	}
	t.Fatalf("no shape for %s", family)
	return nil
}

// The two lines: a reply for each in the structured contract is
// accepted, and reads as the typed line does, word for word.
func TestContractRepliesForTypedLines(t *testing.T) {
	reg := registry.Default()
	for reply, want := range map[string]string{
		`{"command_family":"find","parts":{"operands":["."],"options":[["-name","*.log"],["-mtime","+7"],"-delete"]},"summary":"s","explanation":"e"}`: "find . -name *.log -mtime +7 -delete",
		`{"command_family":"journalctl","parts":{"options":[["-u","nginx"],["-n","50"]]},"summary":"s","explanation":"e"}`:                             "journalctl -u nginx -n 50",
		`{"command_family":"tar","parts":{"mode":"-x","options":[["-f","a.tgz"],"-z",["-C","out"]]},"summary":"s","explanation":"e"}`:                  "tar -x -f a.tgz -z -C out",
		`{"command_family":"git","parts":{"subcommand":"log","options":["--oneline",["--since","2 days ago"]]},"summary":"s","explanation":"e"}`:       "git log --oneline --since 2 days ago",
		`{"command_family":"ls","parts":{"options":["-l",["--color","auto"]]},"summary":"s","explanation":"e"}`:                                        "ls -l --color=auto",
	} {
		p, err := proposal.Parse(fillContract([]byte(reply)), reg, "")
		if err != nil {
			t.Errorf("%s: %v", reply, err)
			continue
		}
		if got := strings.Join(p.Argv, " "); got != want || p.Mode != proposal.Structured {
			t.Errorf("%s: %s %q, want structured %q", reply, p.Mode, got, want)
		}
	}
}

// Each kind's pattern accepts only values the reader accepts for that
// kind: every sample here matches its pattern, and the declaration reads
// it as the value of an option of that kind. A model under the grammar
// cannot write a value the reader refuses.
func TestKindPatternsAreRead(t *testing.T) {
	pattern := func(name string) *regexp.Regexp {
		for _, kv := range schemaDefs() {
			if kv.Key == name {
				return regexp.MustCompile(kv.Value.(Obj)[1].Value.(string))
			}
		}
		t.Fatalf("no definition %s", name)
		return nil
	}
	reg := registry.Default()
	for _, c := range []struct {
		def     string
		argv    []string // the value goes in the place of the empty word
		samples []string
		refused []string
	}{
		{"path", []string{"ls", ""}, []string{"a", "src/main.go", "a b", "*.log", "x~", "~", "~/a", `a"b`, `a\b`}, []string{"-x", "~user", "~+", "+1", "https://x", ""}},
		{"text", []string{"grep", "-e", "", "f"}, []string{"TODO", "a b", "^x$", "{print}", `a"b`, `s/\./-/`, `\`, `"`}, []string{"-x", ""}},
		{"arg", []string{"grep", "-e", "", "f"}, []string{"-x", `%s\n`, `{printf "%s ", $0}`}, []string{""}},
		{"count", []string{"head", "-n", "", "f"}, []string{"5", "100"}, []string{"-5", "+5", "x"}},
		{"integer", []string{"head", "-n", "", "f"}, []string{"5", "-5", "+5"}, []string{"5x", ""}},
		{"size", []string{"find", ".", "-size", ""}, []string{"100M", "+10k", "-1G", "512c"}, []string{"1T", "x"}},
		{"age", []string{"find", ".", "-mtime", ""}, []string{"7", "+30", "-1"}, []string{"7y", "x"}},
		{"seconds", []string{"ping", "-c", "1", "-W", "", "h"}, []string{"5", "0.5"}, []string{"-1", "x"}},
		{"account", []string{"find", ".", "-user", ""}, []string{"root", "www-data", "_x"}, []string{"Root", "-x"}},
		{"mode", []string{"chmod", "", "f"}, []string{"644", "0755", "u+x", "go-w", "a=rX", "+x", "=r"}, []string{"999", "u+z", "-x"}},
		{"signal", []string{"kill", "-s", "", "1234"}, []string{"TERM", "KILL", "9"}, []string{"term", "-9"}},
		{"url", []string{"curl", "-I", ""}, []string{"https://example.com", "http://a.b.c/x/y.html"}, []string{"ftp://x.org", "https://x", "https://u@x.org"}},
		{"host", []string{"ping", "-c", "1", ""}, []string{"example.com", "10.0.0.1", "localhost"}, []string{"-x", "a b", "x/y"}},
	} {
		re := pattern(c.def)
		for _, s := range c.samples {
			if !re.MatchString(jsonText(s)) {
				t.Errorf("%s: the pattern refuses %q (JSON text %s)", c.def, s, jsonText(s))
				continue
			}
			argv := slices.Clone(c.argv)
			// A path's '~' is the home directory in the reply's parts
			// (TestPartsHomeDirectory).
			if c.def == "path" && (s == "~" || strings.HasPrefix(s, "~/")) {
				s = "/home/u" + s[1:]
			}
			argv[slices.Index(argv, "")] = s
			if _, err := reg.ForProgram(argv[0]).ReadArgv(argv); err != nil {
				t.Errorf("%s: %q matches the pattern, but %q is refused: %v", c.def, s, argv, err)
			}
		}
		for _, s := range c.refused {
			if re.MatchString(jsonText(s)) {
				t.Errorf("%s: the pattern admits %q", c.def, s)
			}
		}
	}
}

// The word patterns are matched by a grammar against a value's JSON text
// (llama.cpp's json-schema-to-grammar puts the pattern between the
// string's quotes): a backslash and a double quote are there only as the
// escapes \\ and \", and no text the pattern admits is invalid JSON or
// holds another escape (a control character, or one spelled \uXXXX).
func TestPatternsSpellJSONText(t *testing.T) {
	for _, kv := range schemaDefs() {
		o, ok := kv.Value.(Obj)
		if !ok || len(o) < 2 || o[1].Key != "pattern" {
			continue
		}
		re := regexp.MustCompile(o[1].Value.(string))
		for _, text := range []string{`a\\b`, `a\"b`, `a\\\"b`} {
			if (kv.Key == "path" || kv.Key == "text" || kv.Key == "arg") && !re.MatchString(text) {
				t.Errorf("%s: the pattern refuses the JSON text %s", kv.Key, text)
			}
		}
		for _, text := range []string{`a"b`, `a\b`, `a\`, `a\nb`, `a\tb`, `a\u0041`, `a\/b`, `a\\\b`, "a\tb", "a\nb"} {
			if re.MatchString(text) {
				t.Errorf("%s: the pattern admits the JSON text %q", kv.Key, text)
			}
		}
		// What it admits of these reads as JSON, back to the value.
		for _, v := range []string{`s/\./-/`, `{printf "%s ", $0}`, `\`, `"`, `a\"b`} {
			text := jsonText(v)
			if !re.MatchString(text) {
				continue
			}
			var back string
			if err := json.Unmarshal([]byte(`"`+text+`"`), &back); err != nil || back != v {
				t.Errorf("%s: the JSON text %s reads as %q (%v), not %q", kv.Key, text, back, err, v)
			}
		}
	}
}

// A pipeline, a list and a redirection are stages in the structured
// contract, each read by its family's declaration: what a typed line of
// the same words becomes.
func TestContractPipelines(t *testing.T) {
	reg := registry.Default()
	families := reg.Enabled(registry.Scope{Platform: "linux"})
	var schema map[string]any
	if err := json.Unmarshal(Schema(families), &schema); err != nil {
		t.Fatal(err)
	}
	defs := schema["$defs"].(map[string]any)
	for reply, want := range map[string]string{
		`{"pipeline":[{"command_family":"ls","parts":{"options":["-l","-a"]}},"|",{"command_family":"wc","parts":{"options":["-l"]}}],"summary":"s","explanation":"e"}`:                                                          "ls -l -a | wc -l",
		`{"pipeline":[{"command_family":"du","parts":{"options":["-s","-h"],"operands":["src","docs"]}},"|",{"command_family":"sort","parts":{"options":["-h"]}}],"summary":"s","explanation":"e"}`:                              "du -s -h src docs | sort -h",
		`{"pipeline":[{"command_family":"grep","parts":{"options":["-r","-n"],"operands":["TODO","src"]},"redirects":["2>&1"]},"|",{"command_family":"head","parts":{"options":[["-n","5"]]}}],"summary":"s","explanation":"e"}`: "grep -r -n TODO src 2>&1 | head -n 5",
		`{"pipeline":[{"command_family":"ls","parts":{},"redirects":[[">","out.txt"]]}],"summary":"s","explanation":"e"}`:                                                                                                        "ls > out.txt",
		`{"pipeline":[{"command_family":"mkdir","parts":{"options":["-p"],"operands":["build"]}},"&&",{"command_family":"ls","parts":{"operands":["build"]}}],"summary":"s","explanation":"e"}`:                                  "mkdir -p build && ls build",
	} {
		var v map[string]any
		json.Unmarshal([]byte(reply), &v)
		if err := admits(schema, defs, v); err != nil {
			t.Errorf("%s: the grammar refuses it: %v", want, err)
		}
		p, err := parseReply([]byte(reply), reg, "")
		if err != nil {
			t.Errorf("%s: %v", want, err)
			continue
		}
		if p.Compound == nil || p.Mode != proposal.Structured || p.Family != "" {
			t.Errorf("%s: %+v, want a structured compound", want, p)
			continue
		}
		var got []string
		for i, pipe := range p.Compound.Pipelines {
			if i > 0 {
				got = append(got, pipe.Op)
			}
			for j, st := range pipe.Stages {
				if j > 0 {
					got = append(got, "|")
				}
				got = append(got, st.Argv...)
				for _, r := range st.Redirects {
					got = append(got, r.String())
				}
			}
		}
		if strings.Join(got, " ") != want {
			t.Errorf("read %q, want %q", strings.Join(got, " "), want)
		}
	}
	for reply, problem := range map[string]string{
		`{"pipeline":[{"command_family":"ls","parts":{}},"|"],"summary":"s","explanation":"e"}`:                                                     "ends with a join",
		`{"pipeline":[{"command_family":"ls","parts":{}},"|",{"command_family":"rm","parts":{"options":["-rf"]}}],"summary":"s","explanation":"e"}`: "field `pipeline[2].parts`",
		`{"pipeline":[{"command_family":"ls","parts":{}},">",{"command_family":"wc","parts":{}}],"summary":"s","explanation":"e"}`:                  "a join is",
		`{"command_family":"ls","pipeline":[{"command_family":"ls","parts":{}}],"summary":"s","explanation":"e"}`:                                   "names its families in its stages",
		`{"pipeline":[{"command_family":"ls","parts":{},"redirects":[["|","x"]]}],"summary":"s","explanation":"e"}`:                                 "a redirection is",
	} {
		if _, err := parseReply([]byte(reply), reg, ""); err == nil || !strings.Contains(err.Error(), problem) {
			t.Errorf("%s: %v, want %q", reply, err, problem)
		}
	}
}
