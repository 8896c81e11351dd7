package registry

import (
	"fmt"
	"net"
	"net/url"
	"slices"
	"strings"
)

// NetworkWarning is shown with every command that contacts another host.
const NetworkWarning = "This command contacts external hosts, which can expose your IP address, DNS queries, the target and other network metadata."

// The network families' notes: constants, so that a family adding its
// own lines to them still declares static data.
const (
	networkSupported   = "Supported: bounded ping, fetching http(s) URLs to the screen (curl, read-only: no downloads to files), and DNS lookups."
	networkUnsupported = "Not supported: downloads, uploads, request bodies and methods that change data on a server, secret-bearing or arbitrary headers, cookies, passwords on the command line, scans or remote shells."
)

var networkNotes = []string{NetworkWarning, networkSupported, networkUnsupported}

// Contacts is the one line a network command's preview carries: what it
// contacts, named from the line ("Contacts example.com."), or "" for a
// command that stays on this machine. The family-wide NetworkWarning is
// for capabilities FAMILY; each preview names the host instead.
func (c *Command) Contacts() string {
	if !c.Network() {
		return ""
	}
	var hosts []string
	add := func(h string) {
		if h != "" && !slices.Contains(hosts, h) {
			hosts = append(hosts, h)
		}
	}
	switch c.Family.Name {
	case "dig", "nslookup":
		return c.dnsContacts()
	case "git":
		for _, it := range c.Items {
			if it.Operand != nil && (it.Operand.Name == "REPOSITORY" || it.Operand.Name == "NAME") {
				add(remoteName(it.Value))
			}
		}
		if len(hosts) == 0 {
			return "Contacts the current branch's remote."
		}
		return "Contacts " + listed(hosts) + "."
	}
	for _, it := range c.allItems() {
		switch it.Kind {
		case URLValue:
			add(urlHost(it.Value))
		case HostName:
			add(it.Value)
		}
	}
	if looked := c.lookups(); len(hosts) == 0 && len(looked) > 0 {
		return "Looks up " + listed(looked) + " in DNS."
	}
	if len(hosts) == 0 {
		if c.resolvesOnly() {
			return "Looks host names up in DNS."
		}
		return "Contacts other hosts over the network."
	}
	return "Contacts " + listed(hosts) + "."
}

// lookups are the host names the command looks up because its words
// name them (ss dst NAME, lsof -i@NAME), its nested commands' included:
// each slot's words are read together, as one expression.
func (c *Command) lookups() []string {
	var out []string
	slots := map[*Operand][]string{}
	var order []*Operand
	for _, it := range c.Items {
		switch {
		case it.Nested != nil:
			out = append(out, it.Nested.lookups()...)
		case it.Option != nil && it.Option.Hosts != nil && it.Valued:
			out = append(out, it.Option.Hosts([]string{it.Value})...)
		case it.Operand != nil && it.Operand.Hosts != nil:
			if _, seen := slots[it.Operand]; !seen {
				order = append(order, it.Operand)
			}
			slots[it.Operand] = append(slots[it.Operand], it.Value)
		}
	}
	for _, o := range order {
		out = append(out, o.Hosts(slots[o])...)
	}
	return out
}

// hostName is the host name in an address as ss and lsof take it (NAME,
// NAME:PORT, [IPV6]:PORT, ADDRESS/PREFIX), or "" when it names none: a
// numeric address (no lookup: ss dst 127.0.0.1 asks no server), a
// wildcard, a bare port, a Unix socket's path.
func hostName(addr string) string {
	host := addr
	if rest, ok := strings.CutPrefix(host, "["); ok {
		host, _, _ = strings.Cut(rest, "]")
	} else if strings.Count(host, ":") == 1 {
		host, _, _ = strings.Cut(host, ":")
	}
	host, _, _ = strings.Cut(host, "/")
	switch {
	case host == "" || host == "*" || strings.HasPrefix(addr, "/") || strings.HasPrefix(addr, "@"):
		return ""
	case net.ParseIP(host) != nil:
		return ""
	}
	return host
}

// allItems are the command's items and those of its nested commands.
func (c *Command) allItems() []Item {
	var out []Item
	for _, it := range c.Items {
		out = append(out, it)
		if it.Nested != nil {
			out = append(out, it.Nested.allItems()...)
		}
	}
	return out
}

// resolvesOnly reports a command whose only network use is a DNS option
// (ip -r, ss -r).
func (c *Command) resolvesOnly() bool {
	if c.Family.NetworkTouching || c.Sub != nil && c.Sub.Network || c.Action != nil && c.Action.Network {
		return false
	}
	return slices.ContainsFunc(c.Items, func(it Item) bool {
		return it.Option != nil && it.Option.Network && strings.Contains(it.Option.Help, "DNS")
	})
}

// dnsContacts names the server a lookup asks and the names it asks about.
func (c *Command) dnsContacts() string {
	server, names := "", []string{}
	for _, it := range c.Items {
		switch {
		case it.Operand != nil && strings.HasPrefix(it.Value, "@"):
			server = strings.TrimPrefix(it.Value, "@")
		case it.Operand != nil && it.Operand.Name == "SERVER":
			server = it.Value
		case it.Operand != nil && it.Operand.Kind != NoValue && !slices.Contains(dnsTypes, strings.ToUpper(it.Value)) && !strings.HasPrefix(it.Value, "+"):
			names = append(names, it.Value)
		case it.Option != nil && it.Kind == HostName:
			names = append(names, it.Value)
		}
	}
	who := "the system's DNS server"
	if server != "" {
		who = "the DNS server " + server
	}
	if len(names) == 0 {
		return "Asks " + who + "."
	}
	return "Asks " + who + " about " + listed(names) + "."
}

// remoteName is how a git remote operand reads in the contacts line: a
// URL's host, or "the remote NAME".
func remoteName(v string) string {
	switch {
	case strings.Contains(v, "://"):
		return urlHost(v)
	case strings.Contains(v, ":") && !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "."):
		// scp-like: user@host:path
		host, _, _ := strings.Cut(v, ":")
		if _, h, ok := strings.Cut(host, "@"); ok {
			host = h
		}
		return host
	case strings.HasPrefix(v, "/") || strings.HasPrefix(v, "."):
		return ""
	}
	return "the remote " + v
}

// urlHost is a URL's host name, or the URL itself when it has none.
func urlHost(v string) string {
	if u, err := url.Parse(v); err == nil && u.Hostname() != "" {
		return u.Hostname()
	}
	return v
}

// listed names up to three things, and how many more there are.
func listed(names []string) string {
	if len(names) > 3 {
		return strings.Join(names[:3], ", ") + fmt.Sprintf(" and %d more", len(names)-3)
	}
	return strings.Join(names, ", ")
}
