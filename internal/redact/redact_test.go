package redact

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"fmt"
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
	// curl -H with other schemes, no scheme, attached or long spellings,
	// and cookies.
	{"curl -H 'Authorization: Token 9f8e7d6c5b' https://x", "9f8e7d6c5b"},
	{"curl -H 'Authorization: 9f8e7d6c5b' https://x", "9f8e7d6c5b"},
	{"curl -H 'authorization:9f8e7d6c5b' https://x", "9f8e7d6c5b"},
	{"curl '-HAuthorization: Token 9f8e7d6c5b' https://x", "9f8e7d6c5b"},
	{"curl --header='Authorization: Digest 9f8e7d6c5b' https://x", "9f8e7d6c5b"},
	{"curl -x http://p:8080 -H 'Proxy-Authorization: 9f8e7d6c5b' https://x", "9f8e7d6c5b"},
	{"curl -H 'Cookie: session=s3ss10nv4lue; theme=dark' https://x", "s3ss10nv4lue"},
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

	// The classes the red team got through (issue 14, finding 5), each
	// with variants.
	// curl credentials, every spelling.
	{"curl --user admin:letmein https://x", "letmein"},
	{"curl --user=admin:letmein https://x", "letmein"},
	{"curl -uadmin:letmein https://x", "letmein"},
	{"curl -u 'admin:let me' https://x", "let me"},
	{"curl -u 'admin:let me' https://x", "me'"},
	{`curl -u "admin:letmein" https://x`, "letmein"},
	{"curl -U proxyuser:proxypw -x http://p https://x", "proxypw"},
	{"curl --proxy-user proxyuser:proxypw https://x", "proxypw"},
	// Key names that only contain a secret word.
	{"aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "wJalrXUtnFEMI"},
	{"aws_secret_access_key=wJalrXUtnFEMI/K7MDENG", "wJalrXUtnFEMI"},
	{"aws_access_key_id = AKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE"},
	{"AWS_SESSION_TOKEN: FwoGZXIvYXdzEXAMPLE", "FwoGZXIvYXdzEXAMPLE"},
	{"client_secret: 8Q~abcdefg", "8Q~abcdefg"},
	{"db.password=hunter2", "hunter2"},
	// JSON and YAML.
	{`{"password": "correct horse battery"}`, "correct horse battery"},
	{`{"user":"bob","password":"hunter2","x":1}`, "hunter2"},
	{`{"api_key": "k-123456"}`, "k-123456"},
	{`{'secret': 'abc def'}`, "abc def"},
	{`{"token": 123456789}`, "123456789"},
	{"POSTGRES_PASSWORD: hunter2", "hunter2"},
	{"  MYSQL_ROOT_PASSWORD: \"s3cret\"", "s3cret"},
	{"environment:\n  - POSTGRES_PASSWORD=hunter2", "hunter2"},
	// Google API keys.
	{"key AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI in url", "AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI"},
	{"https://maps.googleapis.com/api/js?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI", "AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI"},
	// Azure connection strings and SAS.
	{"DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;EndpointSuffix=core.windows.net", "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq"},
	{"Endpoint=sb://ns.servicebus.windows.net/;SharedAccessKeyName=root;SharedAccessKey=abcDEF123+/=", "abcDEF123"},
	{"SharedAccessSignature=sv=2020&sig=abcdef123", "abcdef123"},
	{"https://acct.blob.core.windows.net/c/b?sv=2021-08-06&se=2030&sp=r&sig=R2Vl%2FdGhpcw%3D", "R2Vl%2FdGhpcw%3D"},
	// OpenSSL passwords.
	{"openssl pkcs12 -in a.p12 -passin pass:hunter2 -out a.pem", "hunter2"},
	{"openssl rsa -in k.pem -passout pass:s3cret -aes256", "s3cret"},
	{"openssl enc -aes256 -pass pass:topsecret -in f", "topsecret"},
	{`openssl req -passin "pass:quoted pw"`, "quoted"},
	{`openssl req -passin "pass:quoted pw"`, "pw"},
	{`openssl req -passin 'pass:quoted pw'`, "pw"},
	// Found by review: quotes after pass:, clustered -u, prefixed password flags.
	{`openssl rsa -passout pass:'a b'`, "a b"},
	{`openssl rsa -passout pass:"x y"`, "x y"},
	{"curl -su admin:letmein https://x", "letmein"},
	{"curl -sSLu admin:letmein https://x", "letmein"},
	{"curl -sSLuadmin:letmein https://x", "letmein"},
	{"wget --http-password hunter2 https://x", "hunter2"},
	{"wget --proxy-password=hunter2 https://x", "hunter2"},
	// PGP private key blocks.
	{"-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBF0nXkMBCACvx2m\n=abcd\n-----END PGP PRIVATE KEY BLOCK-----", "lQOYBF0nXkMBCACvx2m"},
	{"-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIFHDBOBgkqhkiG9w0B\n-----END ENCRYPTED PRIVATE KEY-----", "MIIFHDBOBgkqhkiG9w0B"},
	{"-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIIa\n(cut off)", "MHcCAQEEIIa"},
	// A key whose BEGIN line fell outside the scrollback window.
	{"MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo\n4lgOEePzNm0tRgeLezV6ffAt0gunVTLw\n-----END RSA PRIVATE KEY-----\n$ ls", "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo"},
	{"zNm0tRgeLezV6ffAt0gunVTLw\n-----END OPENSSH PRIVATE KEY-----", "zNm0tRgeLezV6ffAt0gunVTLw"},
	{"lQOYBF0nXkMBCACvx2m\n=abcd\n-----END PGP PRIVATE KEY BLOCK-----\n", "lQOYBF0nXkMBCACvx2m"},

	// What ask's steps read (issue 23, part 6): .env values whose names
	// end in _KEY, credential files, shadow hashes and token shapes.
	{"STRIPE_SIGNING_KEY=whsec_abc123def456", "whsec_abc123def456"},
	{"export ENCRYPTION_KEY='k e y'", "k e y"},
	{"signing.key: 0f1e2d3c", "0f1e2d3c"},
	{"    client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQ==", "LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQ"},
	{`{"auths": {"https://index.docker.io/v1/": {"auth": "YWxpY2U6aHVudGVyMg=="}}}`, "YWxpY2U6aHVudGVyMg"},
	{"//registry.npmjs.org/:_authToken=npm_abcdefghijklmnopqrstuvwxyz0123456789", "abcdefghijklmnopqrstuvwxyz0123456789"},
	{"machine api.example.com login alice password n3trcpw", "n3trcpw"},
	{"machine api.example.com\n  login alice\n  password n3trcpw\n", "n3trcpw"},
	{"root:$6$rounds=5000$saltsalt$Qm9vbXNoYWthbGFrYWxha2FsYWthbGFrYQ.:19000:0:99999:7:::", "Qm9vbXNoYWthbGFrYWxha2FsYWthbGFrYQ"},
	{"alice:$y$j9T$F5Jx5fExrKuPp53xLKQ..1$X3DX6M94c7o.9agCG9G317fhZg9SqC.9i5rd.RhAtQ7:19500:0:99999:7:::", "X3DX6M94c7o"},
	{"id_token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlc2lnbmF0dXJl", "eyJzdWIiOiIxMjM0NTY3ODkwIn0"},
	{"aws ASIAABCDEFGHIJKLMNOP", "ASIAABCDEFGHIJKLMNOP"},
	{"key hf_abcdefghijklmnopqrstuvwxyzABCDEF", "hf_abcdefghijklmnopqrstuvwxyzABCDEF"},
	{"stripe sk_live_abcdefghijklmnopqrstuvwx", "sk_live_abcdefghijklmnopqrstuvwx"},
	{"MY_SECRET_THING=abc", "abc"},
	{"PGPASSWORD=hunter2 psql", "hunter2"},

	// The keys of the secret files issue 34 added, as those files and
	// printenv print them: a Vault token (~/.vault-token holds it alone),
	// old and new; an age key (sops's keys.txt); Terraform Cloud and
	// crates.io tokens alone and in their credential files; rclone's
	// obscured pass; a Kubernetes service-account token (a JWT).
	{"hvs.pLIix6MEOLeMa61EqJomTEI1JEzO3joOj37HyVaQXekW9LctXb03rEMU64yTY6BzUZKC97i4xgciFnq9RBXO2tAG1yK", "pLIix6MEOLeMa61EqJomTEI1JEzO3joOj37HyVaQXekW9LctXb03rEMU64yTY6BzUZKC97i4xgciFnq9RBXO2tAG1yK"},
	{"VAULT_TOKEN is s.wILALo5vR67b2rMQSkS3u9I5\n", "wILALo5vR67b2rMQSkS3u9I5"},
	{"# created: 2024-05-01T10:00:00Z\n# public key: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p\nAGE-SECRET-KEY-1XD3J8Y779KY6FPJM68ZZC430ZNQYXZV6JSFZ45HGCCACX3M0NMSN4Q65PC\n", "XD3J8Y779KY6FPJM68ZZC430ZNQYXZV6JSFZ45HGCCACX3M0NMSN4Q65PC"},
	{"NLOidOOvDwR6wM.atlasv1.TrVFbLd9Rb9xqODtLMulxluWx2MqtYygX0bKRVitGoPZrpulRBPSggMu8vR1oCZ29kf", "TrVFbLd9Rb9xqODtLMulxluWx2MqtYygX0bKRVitGoPZrpulRBPSggMu8vR1oCZ29kf"},
	{`{"credentials": {"app.terraform.io": {"token": "NLOidOOvDwR6wM.atlasv1.TrVFbLd9Rb9xqODtLMulxluWx2MqtYygX0bKRVitGoPZrpulRBPSggMu8vR1oCZ29kf"}}}`, "TrVFbLd9Rb9xqODtLMulxluWx2MqtYygX0bKRVitGoPZrpulRBPSggMu8vR1oCZ29kf"},
	{"ciovVPn4KCroYhcH9muZ11Kl3rvZ0PfZNwL", "vVPn4KCroYhcH9muZ11Kl3rvZ0PfZNwL"},
	{"[registry]\ntoken = \"ciovVPn4KCroYhcH9muZ11Kl3rvZ0PfZNwL\"\n", "vVPn4KCroYhcH9muZ11Kl3rvZ0PfZNwL"},
	{"[remote]\ntype = sftp\nuser = alice\npass = Z2hWT3bhX3U5QWxJZlBlZ0NqWkdBdw\n", "Z2hWT3bhX3U5QWxJZlBlZ0NqWkdBdw"},
	{"eyJhbGciOiJSUzI1NiIsImtpZCI6IkRfeGFwVzZ6In0.eyJpc3MiOiJrdWJlcm5ldGVzL3NlcnZpY2VhY2NvdW50In0.ZmFrZXNpZ25hdHVyZWZha2VzaWduYXR1cmU", "ZmFrZXNpZ25hdHVyZWZha2VzaWduYXR1cmU"},
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
		"sort -u names.txt", "ps -u alice", "sort --key=2 data", "change the keyboard layout",
		"ssh-keygen -t ed25519", "git log --author=alice", "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----",
		"-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----",
		"Author: Alice <alice@example.com>", "echo $HOME costs $5", "keyboard_layout: us", "sort -k 2 --key=3 f",
		"the machine is fast", "ssh-keygen -l -f key.pub",
		"bypass: true", "passes=3", "compass = north", "this.isAnExampleOfTheNames", "a precious cioccolato", "s.length",
		"age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p",
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

func TestArgvUserFlags(t *testing.T) {
	for _, c := range []struct{ in, want []string }{
		{[]string{"curl", "-u", "admin:letmein", "https://x"}, []string{"curl", "-u", "admin:" + Marker, "https://x"}},
		{[]string{"curl", "--user", "admin:letmein", "https://x"}, []string{"curl", "--user", "admin:" + Marker, "https://x"}},
		{[]string{"curl", "--user=admin:letmein"}, []string{"curl", "--user=admin:" + Marker}},
		{[]string{"curl", "-uadmin:letmein"}, []string{"curl", "-uadmin:" + Marker}},
		{[]string{"openssl", "rsa", "-passin", "pass:hunter2"}, []string{"openssl", "rsa", "-passin", "pass:" + Marker}},
		{[]string{"sort", "-u", "names.txt"}, []string{"sort", "-u", "names.txt"}},
		{[]string{"curl", "-su", "admin:letmein"}, []string{"curl", "-su", "admin:" + Marker}},
		{[]string{"wget", "--http-password", "hunter2"}, []string{"wget", "--http-password", Marker}},
		{[]string{"ls", "-lu", "notes.txt"}, []string{"ls", "-lu", "notes.txt"}},
	} {
		if got := Argv(c.in); !slices.Equal(got, c.want) {
			t.Errorf("Argv(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestArgvHeaders: curl's -H values as argv words (how the audit gets a
// typed command) keep the header's name and scheme, not its secret.
func TestArgvHeaders(t *testing.T) {
	for _, c := range []struct{ in, want []string }{
		{[]string{"curl", "-H", "Authorization: Bearer eyJhbGciOiJ.x.y", "https://x"}, []string{"curl", "-H", "Authorization: Bearer " + Marker, "https://x"}},
		{[]string{"curl", "-H", "Authorization: Token 9f8e7d6c5b", "https://x"}, []string{"curl", "-H", "Authorization: Token " + Marker, "https://x"}},
		{[]string{"curl", "--header=Authorization: 9f8e7d6c5b", "https://x"}, []string{"curl", "--header=Authorization: " + Marker, "https://x"}},
		{[]string{"curl", "-HAuthorization:9f8e7d6c5b", "https://x"}, []string{"curl", "-HAuthorization:" + Marker, "https://x"}},
		{[]string{"curl", "-H", "Cookie: sid=abc; theme=dark", "https://x"}, []string{"curl", "-H", "Cookie: " + Marker, "https://x"}},
		{[]string{"curl", "-H", "Accept: application/json", "https://x"}, []string{"curl", "-H", "Accept: application/json", "https://x"}},
	} {
		if got := Argv(c.in); !slices.Equal(got, c.want) {
			t.Errorf("Argv(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestArgv(t *testing.T) {
	got := Argv([]string{"tool", "--token", "abc", "--password=pw", "API_KEY=k", "https://u:p@h/x", "plain"})
	want := []string{"tool", "--token", Marker, "--password=" + Marker, "API_KEY=" + Marker, "https://" + Marker + "@h/x", "plain"}
	if !slices.Equal(got, want) {
		t.Errorf("Argv = %q, want %q", got, want)
	}
}

// TestArgvSecretAcrossWords: a secret whose name and value are separate
// words (the shell took the quotes away) is redacted in the words, and
// the rendering that quotes the words again is redacted in one pass.
func TestArgvSecretAcrossWords(t *testing.T) {
	for _, c := range []struct{ in, want []string }{
		{[]string{"echo", "{password:", "s3cr3t}"}, []string{"echo", "{password:", Marker + "}"}},
		{[]string{"echo", "token:", "abc123", "rest"}, []string{"echo", "token:", Marker, "rest"}},
		{[]string{"mysql", "-u", "root", "-pSuperSecret", "db"}, []string{"mysql", "-u", "root", "-p" + Marker, "db"}},
		{[]string{"echo", "password", "is", "long"}, []string{"echo", "password", "is", "long"}},
		{[]string{"ls", "-la", "src"}, []string{"ls", "-la", "src"}},
	} {
		if got := Argv(c.in); !slices.Equal(got, c.want) {
			t.Errorf("Argv(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	for _, text := range []string{`echo '{password:' 's3cr3t}' > cfg.json`, `echo "{password:" "s3cr3t}"`, `echo {password: s3cr3t}`} {
		if got := Text(text); strings.Contains(got, "s3cr3t") || !strings.Contains(got, "{password:") {
			t.Errorf("Text(%q) = %q", text, got)
		}
	}
}

// realKeyBody is the body of a freshly generated RSA key in PEM: lines of
// 64 base64 characters and a shorter last one, without BEGIN and END.
func realKeyBody(t *testing.T, bits int) []string {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, bits)
	if err != nil {
		t.Fatal(err)
	}
	block := pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)})
	lines := strings.Split(strings.TrimSpace(string(block)), "\n")
	return lines[1 : len(lines)-1]
}

// TestTextRedactsAKeyBodyWithoutItsLines: a window that cut off a key's
// BEGIN line, or both its BEGIN and END lines, shows no line of its body.
func TestTextRedactsAKeyBodyWithoutItsLines(t *testing.T) {
	body := realKeyBody(t, 2048)
	end := "-----END RSA PRIVATE KEY-----"
	for name, text := range map[string]string{
		"no BEGIN":         strings.Join(body[3:], "\n") + "\n" + end + "\n$ ls\nnotes.txt",
		"no BEGIN, no END": "$ cat id_rsa\n" + strings.Join(body[3:len(body)-2], "\n") + "\n$ ls\nnotes.txt",
		"two lines":        "x\n" + strings.Join(body[5:7], "\n"),
		"CRLF":             strings.Join(body[3:9], "\r\n") + "\r\n",
	} {
		got := Text(text)
		for _, line := range body {
			if len(line) > 8 && strings.Contains(got, strings.TrimSpace(line)) {
				t.Errorf("%s: Text kept the body line %q:\n%s", name, line, got)
			}
		}
		if !strings.Contains(got, Marker) {
			t.Errorf("%s: no marker in %q", name, got)
		}
		if strings.Contains(text, "notes.txt") && !strings.HasSuffix(got, "\n$ ls\nnotes.txt") {
			t.Errorf("%s: the lines after the key were not kept: %q", name, got)
		}
	}
	hash := "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
	for _, s := range []string{
		hash + "\n" + hash + "\n" + hash,     // hashes are hexadecimal
		body[4],                              // one line is no key body
		strings.Repeat("word ", 30) + "\nok", // prose
	} {
		if got := Text(s); got != s {
			t.Errorf("Text(%q) = %q, want unchanged", s, got)
		}
	}
}

// oterminus's own key-binding settings name keys, not secrets: a warning
// about a bad one shows its value; any other name ending in _KEY hides it.
func TestKeyBindingsAreNoSecrets(t *testing.T) {
	for in, want := range map[string]string{
		`OTERMINUS_KEY="x" must start with Ctrl`:        `OTERMINUS_KEY="x" must start with Ctrl`,
		`OTERMINUS_EXPLAIN_KEY=\eo`:                     `OTERMINUS_EXPLAIN_KEY=\eo`,
		`SIGNING_KEY=abcdef0123456789`:                  `SIGNING_KEY=[REDACTED]`,
		`export STRIPE_SECRET_KEY=sk_test_abcdefghijkl`: `export STRIPE_SECRET_KEY=[REDACTED]`,
	} {
		if got := Text(in); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestQuotesStayBalanced: a secret inside a quoted word is replaced, and
// the word's closing quote stays, for every notation of a named secret
// and both quotes: "X-Auth-Token: [REDACTED]", not "X-Auth-Token:
// [REDACTED] (issue 25).
func TestQuotesStayBalanced(t *testing.T) {
	forms := []string{"X-Auth-Token: %s", "X-Api-Key: %s", "password: %s", "token=%s", "client_secret=%s",
		"Authorization: Bearer %s", "Authorization: Token %s", "Cookie: sid=%s", "DB_PASSWORD=%s", "signing-key: %s"}
	for _, form := range forms {
		for _, q := range []string{`"`, `'`} {
			in := "curl -H " + q + fmt.Sprintf(form, "abc123def456ghi") + q + " https://example.com/"
			got := Text(in)
			if strings.Contains(got, "abc123def456ghi") {
				t.Errorf("%s: secret kept: %s", in, got)
			}
			if strings.Count(got, q)%2 != 0 || !strings.Contains(got, Marker+q+" https://example.com/") {
				t.Errorf("%s:\n  redacted as %s; the closing quote is lost", in, got)
			}
		}
	}
}
