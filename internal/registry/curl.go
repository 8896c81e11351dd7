package registry

// curl fetches http(s) URLs and prints what it gets. Everything that
// writes files (-o, -O, -D FILE, -c), sends data or files (-d, -F, -T),
// sends credentials or headers (-u, -H, -b), reads a config (-K) or
// changes the method (-X) is refused; URL globbing ([1-100], {a,b}) is
// refused by the URL kind.
var curlFamily = &Family{
	Name: "curl", Pack: "network", Capability: "network_diagnostics", NetworkTouching: true,
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"show HTTP headers", "http head request", "fetch a web page"},
	Examples: []string{"curl -I https://example.com", "curl https://example.com", "curl -sSL --max-time 10 https://example.com"},
	Notes:    networkNotes,
	Schema: &Schema{
		Decode: func(o *Object) Args {
			return curlArgs{Operation: o.Enum("operation", "http_head", "http_head"), URL: o.Required("url", URL)}
		},
		Parse: func(ops []string) (map[string]any, error) {
			if len(ops) != 2 || ops[0] != "-I" {
				return nil, ErrNotParseable
			}
			return map[string]any{"operation": "http_head", "url": ops[1]}, nil
		},
		Prompt: `{"operation": "http_head", "url": "https://example.com"}`,
	},
	Spec: &Spec{Interleaved: true,
		Options: []Option{
			{Names: []string{"-I", "--head"}, Help: "send a HEAD request and print only the response headers"},
			{Names: []string{"-i", "--include"}, Help: "print the response headers before the body"},
			{Names: []string{"-s", "--silent"}, Help: "do not show the progress meter or error messages"},
			{Names: []string{"-S", "--show-error"}, Help: "with -s, still show an error message when the request fails"},
			{Names: []string{"-L", "--location"}, Help: "follow redirects to the new location"},
			{Names: []string{"-f", "--fail"}, Help: "fail with exit status 22 on HTTP errors instead of printing the error page"},
			{Names: []string{"-v", "--verbose"}, Help: "show the connection, the request and the response headers"},
			{Names: []string{"--compressed"}, Help: "ask for a compressed response and decompress it"},
			{Names: []string{"-m", "--max-time"}, Value: Integer, Help: "give up after this many seconds in all"},
			{Names: []string{"--connect-timeout"}, Value: Integer, Help: "give up connecting after this many seconds"},
			{Names: []string{"--max-redirs"}, Value: Integer, Help: "follow at most this many redirects with -L"},
			{Names: []string{"-A", "--user-agent"}, Value: Text, Help: "send this User-Agent header"},
			{Names: []string{"-k", "--insecure"}, Warning: "-k turns off TLS certificate checks: anyone on the path can read or change the response.",
				Help: "do not verify the server's TLS certificate"},
			{Names: []string{"-4", "--ipv4"}, Help: "connect over IPv4 only"},
			{Names: []string{"-6", "--ipv6"}, Help: "connect over IPv6 only"},
			{Names: []string{"--http1.1"}, Help: "use HTTP/1.1"},
			{Names: []string{"--http2"}, Help: "try HTTP/2"},
		},
		Operands: []Operand{{Name: "URL", Kind: URLValue, Min: 1, Max: Unbounded, Help: "the http:// or https:// URLs to fetch"}},
	},
}

type curlArgs struct {
	Operation string `json:"operation"`
	URL       string `json:"url"`
}

func (a curlArgs) Argv(*Env) []string { return []string{"curl", "-I", a.URL} }
