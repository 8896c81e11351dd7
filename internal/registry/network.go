package registry

// NetworkWarning is shown with every command that contacts another host.
const NetworkWarning = "This command contacts external hosts, which can expose your IP address, DNS queries, the target and other network metadata."

var networkNotes = []string{
	NetworkWarning,
	"Supported: bounded ping, fetching http(s) URLs to the screen (curl, read-only: no downloads to files), and DNS lookups.",
	"Not supported: downloads, uploads, request bodies and methods that change data on a server, secret-bearing or arbitrary headers, cookies, passwords on the command line, scans or remote shells.",
}
