package registry

import (
	"net/url"
	"strings"
)

// curl is a network diagnostic, read-only as in the original: it fetches
// http(s) URLs and prints what the server answers. Saving it is a
// download, outside network diagnostics: -o and -D take only '-'
// (standard output) or /dev/null (thrown away, with -w '%{http_code}'),
// and -O is refused. Only GET, HEAD and OPTIONS requests are declared: a
// request body (-d, -F, -T, --json) or another method (-X POST, PUT,
// DELETE, PATCH) changes data on the server, which nothing here can
// check, so it is refused (the upstream evals refuse -X POST too).
// Headers are those that ask for a form of the answer (Accept, Range,
// ...): secret-bearing ones (Authorization, Cookie, a token or key) and
// arbitrary ones are refused, like cookies (-b), passwords on the line
// (-u), configs (-K) and cookie jars (-c); URL globbing ([1-100], {a,b})
// is refused by the URL kind.
var curlFamily = &Family{
	Name: "curl", Pack: "network", Capability: "network_diagnostics", NetworkTouching: true,
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases: []string{"show HTTP headers", "http head request", "fetch a web page"},
	Examples: []string{"curl -I https://example.com", "curl https://example.com", "curl -sSL --max-time 10 https://example.com",
		"curl -s -o /dev/null -w '%{http_code}' https://example.com", "curl -D - https://example.com",
		"curl -H 'Accept: application/json' https://example.com"},
	Notes: curlNotes,
	Spec: &Spec{Parsing: Interleaved, HelpVersion: true,
		Refuses: Pairs[string]{
			{"-O", curlDownload}, {"--remote-name", curlDownload}, {"--remote-name-all", curlDownload}, {"--output-dir", curlDownload},
			{"-b", curlCookie}, {"--cookie", curlCookie},
			{"--oauth2-bearer", curlSecret}, {"-U", curlSecret}, {"--proxy-user", curlSecret},
			{"-d", curlBody}, {"--data", curlBody}, {"--data-raw", curlBody}, {"--data-binary", curlBody},
			{"--data-urlencode", curlBody}, {"--json", curlBody}, {"-F", curlBody}, {"--form", curlBody},
			{"-T", curlBody}, {"--upload-file", curlBody},
			{"-u", "it puts a password on the command line, where history and process lists show it"},
			{"--user", "it puts a password on the command line, where history and process lists show it"},
			{"-K", "it reads more options from a file, which nothing here checks"}, {"--config", "it reads more options from a file, which nothing here checks"},
			{"-J", "the server would choose the name of the file written"}, {"--remote-header-name", "the server would choose the name of the file written"},
			{"-c", "it writes cookies to a file"}, {"--cookie-jar", "it writes cookies to a file"},
		},
		Options: []Option{
			{Names: []string{"-I", "--head"}, Help: "send a HEAD request and print only the response headers"},
			{Names: []string{"-i", "--include"}, Help: "print the response headers before the body"},
			{Names: []string{"-s", "--silent"}, Help: "do not show the progress meter or error messages"},
			{Names: []string{"-S", "--show-error"}, Help: "with -s, still show an error message when the request fails"},
			{Names: []string{"-L", "--location"}, Help: "follow redirects to the new location"},
			{Names: []string{"-f", "--fail"}, Help: "fail with exit status 22 on HTTP errors instead of printing the error page"},
			{Names: []string{"--fail-with-body"}, Help: "fail with exit status 22 on HTTP errors, still printing the error page"},
			{Names: []string{"-v", "--verbose"}, Help: "show the connection, the request and the response headers"},
			{Names: []string{"--compressed"}, Help: "ask for a compressed response and decompress it"},
			{Names: []string{"-m", "--max-time"}, Value: Integer, Help: "give up after this many seconds in all"},
			{Names: []string{"--connect-timeout"}, Value: Integer, Help: "give up connecting after this many seconds"},
			{Names: []string{"--max-redirs"}, Value: Integer, Help: "follow at most this many redirects with -L"},
			{Names: []string{"--retry"}, Value: Integer, Help: "retry a failed request this many times"},
			{Names: []string{"-A", "--user-agent"}, Value: Text, Help: "send this User-Agent header"},
			{Names: []string{"-e", "--referer"}, Value: Text, Help: "send this Referer header"},
			{Names: []string{"-H", "--header"}, Value: Text, Check: curlHeader,
				Help: "send this header, one that asks for a form of the answer (" + curlHeaderList + ")"},
			{Names: []string{"-X", "--request"}, Value: Enum, Enum: []string{"GET", "HEAD", "OPTIONS"}, Check: curlMethod,
				Help: "use this request method; only GET, HEAD and OPTIONS, which change nothing on the server"},
			{Names: []string{"-k", "--insecure"}, Warning: "-k turns off TLS certificate checks: anyone on the path can read or change the response.",
				Help: "do not verify the server's TLS certificate"},
			{Names: []string{"-x", "--proxy"}, Value: Text, Check: curlProxy,
				Help: "send the request through this proxy (http://, https:// or socks5:// HOST:PORT)"},
			{Names: []string{"-E", "--cert"}, Value: ReadPath, Check: curlCert,
				Help: "present this client certificate file to the server"},
			{Names: []string{"--key"}, Value: ReadPath, Help: "the private key file of the client certificate"},
			{Names: []string{"--cacert"}, Value: ReadPath, Help: "verify the server with the certificate authorities in this file"},
			{Names: []string{"--resolve"}, Value: Text, Check: curlResolve,
				Help: "connect to ADDRESS for HOST:PORT instead of looking HOST up (HOST:PORT:ADDRESS)"},
			{Names: []string{"-w", "--write-out"}, Value: Text, Check: curlWriteOut,
				Help: "print this text after the transfer, with variables such as %{http_code} filled in"},
			{Names: []string{"-o", "--output"}, Value: WritePath, DashIsStdout: true, Check: curlOutput,
				Help: "'-' prints the body, /dev/null throws it away; saving it to a file is a download, not supported"},
			{Names: []string{"-D", "--dump-header"}, Value: WritePath, DashIsStdout: true, Check: curlOutput,
				Help: "'-' prints the response headers, /dev/null throws them away; saving them to a file is not supported"},
			{Names: []string{"-#", "--progress-bar"}, Help: "show progress as a simple bar"},
			{Names: []string{"-N", "--no-buffer"}, Help: "print the body as it arrives, without buffering"},
			{Names: []string{"-4", "--ipv4"}, Help: "connect over IPv4 only"},
			{Names: []string{"-6", "--ipv6"}, Help: "connect over IPv6 only"},
			{Names: []string{"--http1.1"}, Help: "use HTTP/1.1"},
			{Names: []string{"--http2"}, Help: "try HTTP/2"},
		},
		Operands: []Operand{{Name: "URL", Kind: URLValue, Min: 1, Max: Unbounded, Help: "the http:// or https:// URLs to fetch"}},
	},
}

const (
	curlBody     = "it sends a request body, which changes data on the server; only GET, HEAD and OPTIONS requests are supported"
	curlDownload = "it downloads to a file; network diagnostics only show what a server answers (print it, or -o /dev/null with -w)"
	curlCookie   = "it sends cookies, which carry a session's credentials; network diagnostics send none"
	curlSecret   = "it sends a credential; network diagnostics send none"
)

// curlHeaders are the request headers curl may send: each asks for a form
// of the answer, none carries a credential or session. Any other header
// is refused: secret-bearing ones (Authorization, Cookie, API keys and
// tokens) and arbitrary ones alike, as in the original.
var curlHeaders = []string{"Accept", "Accept-Charset", "Accept-Encoding", "Accept-Language", "Cache-Control",
	"If-Modified-Since", "If-None-Match", "Origin", "Pragma", "Range", "Referer", "User-Agent"}

// curlHeaderList is curlHeaders as help says them: a constant, so the
// help lines built from it are static data (TestCurlHeaderList checks it).
const curlHeaderList = "Accept, Accept-Charset, Accept-Encoding, Accept-Language, Cache-Control, If-Modified-Since, If-None-Match, Origin, Pragma, Range, Referer, User-Agent"

var curlNotes = []string{
	NetworkWarning,
	"Supported: fetching http(s) URLs to the screen (GET, HEAD, OPTIONS), with headers that ask for a form of the answer (" + curlHeaderList + ").",
	"Refused: downloads to files (-o FILE, -O, -D FILE), request bodies and methods that change data on the server (-d, -F, -T, -X POST/PUT/DELETE/PATCH), secret-bearing or other headers (Authorization, Cookie, tokens, keys), cookies (-b, -c), passwords on the line (-u) and option files (-K).",
}

// curlMethod names why the methods that change a server are refused.
func curlMethod(field, v string) string {
	switch strings.ToUpper(v) {
	case "POST", "PUT", "DELETE", "PATCH":
		return field + " cannot be " + v + ": it changes data on the server, which nothing here can check; only GET, HEAD and OPTIONS are supported"
	}
	return ""
}

// curlHeader takes one of curlHeaders ('Name: value', 'Name:' to drop
// it, 'Name;' to send it empty). "@file" would make curl read headers
// from a file and send them.
func curlHeader(field, v string) string {
	if strings.HasPrefix(v, "@") {
		return field + " cannot start with '@': curl would read the headers from that file and send them"
	}
	i := strings.IndexAny(v, ":;")
	if i < 0 {
		return field + " must be a header such as 'Accept: application/json'"
	}
	name := strings.TrimSpace(v[:i])
	for _, h := range curlHeaders {
		if strings.EqualFold(name, h) {
			return ""
		}
	}
	if secretHeader(name) {
		return field + " is the header " + name + ", which carries a credential or session: secret-bearing headers are outside network diagnostics (and leave the secret in your shell history)"
	}
	return field + " is the header " + name + ": network diagnostics send only headers that ask for a form of the answer (" + curlHeaderList + ")"
}

// secretHeader reports a header name that carries a credential or a
// session: Authorization, Cookie, and names with auth, token, key,
// secret, session, password, signature or credential in them.
func secretHeader(name string) bool {
	n := strings.ToLower(name)
	for _, w := range []string{"auth", "cookie", "token", "key", "secret", "session", "password", "passwd", "signature", "credential", "csrf", "xsrf"} {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}

// curlOutput takes '-' (standard output) and /dev/null (thrown away):
// writing what a server answers to a file is a download.
func curlOutput(field, v string) string {
	if v == "-" || v == "/dev/null" {
		return ""
	}
	return field + " names a file: saving what the server answers there is a download, outside network diagnostics ('-' prints it, /dev/null throws it away)"
}

// curlProxy is a proxy URL without credentials; curl takes a bare
// HOST:PORT as http://HOST:PORT.
func curlProxy(field, v string) string {
	if msg := NetworkOperand(field, v); msg != "" {
		return msg
	}
	if !strings.Contains(v, "://") {
		v = "http://" + v
	}
	u, err := url.Parse(v)
	switch {
	case err != nil || u.Host == "":
		return field + " must be a proxy such as http://127.0.0.1:8080"
	case !map[string]bool{"http": true, "https": true, "socks4": true, "socks4a": true, "socks5": true, "socks5h": true}[u.Scheme]:
		return field + " must be an http://, https:// or socks proxy"
	case u.User != nil:
		return field + " cannot contain a user name or password"
	}
	return Host(field, u.Hostname())
}

// curlCert refuses CERT:PASSWORD, which would put a password on the line
// and make the path checked not the file read.
func curlCert(field, v string) string {
	if strings.Contains(v, ":") {
		return field + " cannot contain ':' (curl reads what follows as the certificate's password)"
	}
	return ""
}

// curlResolve is HOST:PORT:ADDRESS[,ADDRESS...].
func curlResolve(field, v string) string {
	host, rest, ok := strings.Cut(v, ":")
	port, addrs, ok2 := strings.Cut(rest, ":")
	if !ok || !ok2 || Host(field, host) != "" || Matches(integerPattern, "")(field, port) != "" || addrs == "" {
		return field + " must be HOST:PORT:ADDRESS, such as example.com:443:127.0.0.1"
	}
	for _, a := range strings.Split(addrs, ",") {
		if Host(field, strings.Trim(a, "[]")) != "" {
			return field + " must end in IP addresses"
		}
	}
	return ""
}

// curlWriteOut refuses "@file" (the format read from a file) and
// %output{...}, with which curl writes to a file of the format's choosing.
func curlWriteOut(field, v string) string {
	if strings.HasPrefix(v, "@") {
		return field + " cannot start with '@': curl would read the format from that file"
	}
	if strings.Contains(strings.ToLower(v), "%output{") {
		return field + " cannot contain %output{...}: curl would write to that file"
	}
	return ""
}
