package registry

// NetworkWarning is shown with every command that contacts another host.
const NetworkWarning = "This command contacts external hosts, which can expose your IP address, DNS queries, the target and other network metadata."

var networkNotes = []string{
	NetworkWarning,
	"Supported: bounded ping, fetching http(s) URLs to the screen, and DNS lookups.",
	"Not supported: saving downloads, uploads, request bodies, custom headers, credentials, scans or remote shells.",
}
