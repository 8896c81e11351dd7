package redact

import (
	"slices"
	"strings"
	"testing"
)

// secrets is a corpus of secret values; none may survive Text.
var secrets = []struct{ text, secret string }{
	{"export GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwx1234", "ghp_abcdefghijklmnopqrstuvwx1234"},
	{"MY_API_KEY=s3cr3t-value ./run", "s3cr3t-value"},
	{"DB_PASS=hunter2 psql", "hunter2"},
	{"token: abc123def", "abc123def"},
	{"password=correcthorse", "correcthorse"},
	{"api-key = k-999", "k-999"},
	{"curl -H 'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.x.y' https://x", "eyJhbGciOiJIUzI1NiJ9.x.y"},
	{"Authorization: Basic dXNlcjpwYXNz", "dXNlcjpwYXNz"},
	{"deploy --token tok_live_42", "tok_live_42"},
	{"login --password=pw123 now", "pw123"},
	{"git clone https://alice:pa55@github.com/x/y.git", "alice:pa55"},
	{"psql postgres://bob:secretpw@db:5432/app", "bob:secretpw"},
	{"curl -u admin:letmein https://x", "letmein"},
	{"mysql -u root -pSuperSecret db", "SuperSecret"},
	{"sshpass -p hunter3 ssh host", "hunter3"},
	{"see github_pat_11ABCDEFG0123456789_abcdefghijkl", "github_pat_11ABCDEFG0123456789_abcdefghijkl"},
	{"aws AKIAABCDEFGHIJKLMNOP", "AKIAABCDEFGHIJKLMNOP"},
	{"OPENAI sk-proj-abcdefghijklmnopqrstuvwx", "sk-proj-abcdefghijklmnopqrstuvwx"},
	{"slack xoxb-1234567890-abcdef", "xoxb-1234567890-abcdef"},
	{"gitlab glpat-abcdefghijklmnopqrst", "glpat-abcdefghijklmnopqrst"},
	{"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXk\n-----END OPENSSH PRIVATE KEY-----", "b3BlbnNzaC1rZXk"},
}

func TestTextRedactsCorpus(t *testing.T) {
	for _, c := range secrets {
		got := Text(c.text)
		if strings.Contains(got, c.secret) {
			t.Errorf("Text(%q) = %q still contains %q", c.text, got, c.secret)
		}
		if !strings.Contains(got, Marker) {
			t.Errorf("Text(%q) = %q has no marker", c.text, got)
		}
	}
}

func TestTextKeepsOrdinaryText(t *testing.T) {
	for _, s := range []string{
		"mkdir -p logs/archive", "lsof -p 1234", "ls  -la   src", "find . -name '*.token.go'",
		"show the password policy doc", "git log --oneline -n 5", "https://example.com/a@b",
	} {
		if got := Text(s); got != s {
			t.Errorf("Text(%q) = %q, want unchanged", s, got)
		}
	}
}

// The original crashed on NAME_TOKEN=value (upstream-spec §16.3 rule 5).
func TestEnvStyleAssignmentDoesNotCrash(t *testing.T) {
	if got := Text("GITHUB_TOKEN=x"); got != "GITHUB_TOKEN="+Marker {
		t.Errorf("got %q", got)
	}
}

func TestArgv(t *testing.T) {
	got := Argv([]string{"tool", "--token", "abc", "--password=pw", "API_KEY=k", "https://u:p@h/x", "plain"})
	want := []string{"tool", "--token", Marker, "--password=" + Marker, "API_KEY=" + Marker, "https://" + Marker + "@h/x", "plain"}
	if !slices.Equal(got, want) {
		t.Errorf("Argv = %q, want %q", got, want)
	}
}
