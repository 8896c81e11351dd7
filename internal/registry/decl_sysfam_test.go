package registry

import "testing"

// The system families the tldr pages use most: each typed line with its
// rendering and risk, or its refusal and the risk its words carry.

func TestSystemctl(t *testing.T) {
	runSysCases(t, []sysCase{
		{"systemctl status nginx", "systemctl status nginx", Safe, nil, ""},
		{"systemctl status", "systemctl status", Safe, nil, ""},
		{"systemctl status --no-pager -l -n 50 nginx.service", "systemctl status --no-pager -l -n 50 nginx.service", Safe, nil, ""},
		{"systemctl --failed", "systemctl --failed", Safe, nil, ""},
		{"systemctl", "systemctl", Safe, nil, ""},
		{"systemctl --user status pipewire", "systemctl --user status pipewire", Safe, nil, ""},
		{"systemctl --type=service --state=running", "systemctl --type=service --state=running", Safe, nil, ""},
		{"systemctl list-units -t service --state failed", "systemctl list-units -t service --state failed", Safe, nil, ""},
		{"systemctl list-unit-files 'sshd*'", "systemctl list-unit-files sshd*", Safe, nil, ""},
		{"systemctl list-timers -a", "systemctl list-timers -a", Safe, nil, ""},
		{"systemctl list-dependencies nginx --reverse", "systemctl list-dependencies nginx --reverse", Safe, nil, ""},
		{"systemctl is-active -q sshd", "systemctl is-active -q sshd", Safe, nil, ""},
		{"systemctl is-enabled nginx", "systemctl is-enabled nginx", Safe, nil, ""},
		{"systemctl is-failed", "systemctl is-failed", Safe, nil, ""},
		{"systemctl get-default", "systemctl get-default", Safe, nil, ""},
		{"systemctl cat nginx --user", "systemctl cat nginx --user", Safe, nil, ""},
		{"systemctl show nginx -p MainPID --value", "systemctl show nginx -p MainPID --value", Safe, nil, ""},
		// Changes.
		{"systemctl start atd", "systemctl start atd", Write, nil, ""},
		{"systemctl stop nginx", "systemctl stop nginx", Write, nil, ""},
		{"systemctl restart --user plasma-plasmashell", "systemctl restart --user plasma-plasmashell", Write, nil, ""},
		{"systemctl reload nginx", "systemctl reload nginx", Write, nil, ""},
		{"systemctl enable --now nginx", "systemctl enable --now nginx", Write, nil, ""},
		{"systemctl enable keyd --now", "systemctl enable keyd --now", Write, nil, ""},
		{"systemctl disable nginx", "systemctl disable nginx", Write, nil, ""},
		{"systemctl mask nginx", "systemctl mask nginx", Write, nil, ""},
		{"systemctl unmask nginx", "systemctl unmask nginx", Write, nil, ""},
		{"systemctl daemon-reload", "systemctl daemon-reload", Write, nil, ""},
		{"systemctl set-default multi-user.target", "systemctl set-default multi-user.target", Write, nil, ""},
		// Dangerous: stopping the machine, the session, or processes.
		{"systemctl kill -s HUP nginx", "systemctl kill -s HUP nginx", Dangerous, nil, ""},
		{"systemctl isolate rescue.target", "systemctl isolate rescue.target", Dangerous, nil, ""},
		{"systemctl reboot", "systemctl reboot", Dangerous, nil, ""},
		{"systemctl poweroff -f --no-wall", "systemctl poweroff -f --no-wall", Dangerous, nil, ""},
		{"systemctl suspend", "systemctl suspend", Dangerous, nil, ""},
		{"systemctl --user exit", "systemctl --user exit", Dangerous, nil, ""},
		// Refused.
		{"systemctl edit nginx", "", Write, nil, "'systemctl edit' is refused: it opens an editor"},
		{"systemctl --user edit --full nginx", "", Write, nil, "'systemctl edit' is refused"},
		{"systemctl bind unit /src", "", Safe, nil, "Subcommand 'systemctl bind' is not supported"},
		{"systemctl -H server status nginx", "", Safe, nil, fault(UnknownOption, 1)},
		{"systemctl status -M box nginx", "", Safe, nil, fault(UnknownOption, 2)},
		{"systemctl start", "", Write, nil, fault(MissingRequired, -1)},
		{"systemctl --frobnicate", "", Safe, nil, fault(UnknownOption, 1)},
		{"systemctl kill -s help nginx", "", Dangerous, nil, "The value of -s must be a signal name or number"},
	})
}

func TestJournalctl(t *testing.T) {
	runSysCases(t, []sysCase{
		{"journalctl -u nginx", "journalctl -u nginx", Safe, nil, ""},
		{"journalctl -n 5 -f", "journalctl -n 5 -f", Safe, nil, ""},
		{"journalctl -n", "journalctl -n", Safe, nil, ""},
		{"journalctl -n20 -u nginx", "journalctl -n20 -u nginx", Safe, nil, ""},
		{"journalctl --lines 20", "journalctl --lines 20", Safe, nil, ""},
		{"journalctl -b -1 -p 3", "journalctl -b -1 -p 3", Safe, nil, ""},
		{"journalctl -b -p err", "journalctl -b -p err", Safe, nil, ""},
		{"journalctl -b", "journalctl -b", Safe, nil, ""},
		{"journalctl -k -b 0", "journalctl -k -b 0", Safe, nil, ""},
		{"journalctl -S now -U '2024-01-31 10:00:00'", "journalctl -S now -U 2024-01-31 10:00:00", Safe, nil, ""},
		{"journalctl --since '1 hour ago' --no-pager", "journalctl --since 1 hour ago --no-pager", Safe, nil, ""},
		{"journalctl -xe", "journalctl -xe", Safe, nil, ""},
		{"journalctl -o json-pretty -u sshd", "journalctl -o json-pretty -u sshd", Safe, nil, ""},
		{"journalctl _PID=1234", "journalctl _PID=1234", Safe, nil, ""},
		{"journalctl --user --disk-usage", "journalctl --user --disk-usage", Safe, nil, ""},
		{"journalctl --list-boots", "journalctl --list-boots", Safe, nil, ""},
		{"journalctl --rotate", "journalctl --rotate", Write, nil, ""},
		{"journalctl --flush", "journalctl --flush", Write, nil, ""},
		{"journalctl --vacuum-time 2d", "journalctl --vacuum-time 2d", Dangerous, nil, "those logs are gone for good"},
		{"journalctl --vacuum-size=500M", "journalctl --vacuum-size=500M", Dangerous, nil, ""},
		{"journalctl --vacuum-files 3", "journalctl --vacuum-files 3", Dangerous, nil, ""},
		{"journalctl -o fancy", "", Safe, nil, "The value of -o must be one of short"},
		{"journalctl -b=yesterday", "", Safe, nil, "must be a boot offset"},
		{"journalctl --setup-keys", "", Safe, nil, fault(UnknownOption, 1)},
		{"journalctl -M box", "", Safe, nil, fault(UnknownOption, 1)},
	})
}

func TestIP(t *testing.T) {
	runSysCases(t, []sysCase{
		{"ip a", "ip a", Safe, nil, ""},
		{"ip addr", "ip addr", Safe, nil, ""},
		{"ip address show", "ip address show", Safe, nil, ""},
		{"ip a s up", "ip a s up", Safe, nil, ""},
		{"ip -br a", "ip -br a", Safe, nil, ""},
		{"ip -4 -brief address show dev eth0", "ip -4 -brief address show dev eth0", Safe, nil, ""},
		{"ip --brief --color link", "ip --brief --color link", Safe, nil, ""},
		{"ip -c -br l", "ip -c -br l", Safe, nil, ""},
		{"ip -s -s link show eth0", "ip -s -s link show eth0", Safe, nil, ""},
		{"ip -f inet6 addr", "ip -f inet6 addr", Safe, nil, ""},
		{"ip l sh ethX", "ip l sh ethX", Safe, nil, ""},
		{"ip r", "ip r", Safe, nil, ""},
		{"ip -6 r", "ip -6 r", Safe, nil, ""},
		{"ip r g 1.1.1.1", "ip r g 1.1.1.1", Safe, nil, ""},
		{"ip route get 8.8.8.8 from 10.0.0.2", "ip route get 8.8.8.8 from 10.0.0.2", Safe, nil, ""},
		{"ip r l t main", "ip r l t main", Safe, nil, ""},
		{"ip n", "ip n", Safe, nil, ""},
		{"ip neighbour show", "ip neighbour show", Safe, nil, ""},
		{"ip ru", "ip ru", Safe, nil, ""},
		{"ip -j -p addr", "ip -j -p addr", Safe, nil, ""},
		{"ip netns list", "ip netns list", Safe, nil, ""},
		{"ip netc s dev eth0", "ip netc s dev eth0", Safe, nil, ""},
		// Changes are dangerous, whichever prefix names them.
		{"ip addr add 10.0.0.2/24 dev eth0", "ip addr add 10.0.0.2/24 dev eth0", Dangerous, nil, "changes the network configuration"},
		{"ip a a 10.0.0.2/24 dev eth0", "ip a a 10.0.0.2/24 dev eth0", Dangerous, nil, ""},
		{"ip addr del 10.0.0.2/24 dev eth0", "ip addr del 10.0.0.2/24 dev eth0", Dangerous, nil, ""},
		{"ip addr flush dev eth0", "ip addr flush dev eth0", Dangerous, nil, ""},
		{"ip link set eth0 down", "ip link set eth0 down", Dangerous, nil, ""},
		{"ip l s eth0 down", "ip l s eth0 down", Dangerous, nil, "'s' can mean set"}, // ip reads s as set for links
		{"ip route add default via 10.0.0.1", "ip route add default via 10.0.0.1", Dangerous, nil, ""},
		{"ip r replace default via 10.0.0.1", "ip r replace default via 10.0.0.1", Dangerous, nil, ""},
		{"ip neigh flush all", "ip neigh flush all", Dangerous, nil, ""},
		{"ip netns add blue", "ip netns add blue", Dangerous, nil, ""},
		// Refused.
		{"ip netns exec blue bash", "", Safe, nil, "'ip netns exec' runs a program in the namespace"},
		{"ip netns e blue bash", "", Safe, nil, "'ip netns e' runs a program"},
		{"ip -b cmds.txt", "", Safe, nil, fault(UnknownOption, 1)},
		{"ip -batch cmds.txt", "", Safe, nil, fault(UnknownOption, 1)},
		{"ip -n blue addr", "", Safe, nil, fault(UnknownOption, 1)},
		{"ip -netns blue addr", "", Safe, nil, fault(UnknownOption, 1)},
		{"ip tunnel show", "", Safe, nil, "Subcommand 'ip tunnel' is not supported"},
		{"ip addr frobnicate", "", Safe, nil, "COMMAND must be one of show, list, lst, add"},
		{"ip -br", "", Safe, nil, "Command 'ip' needs a subcommand"},
		{"ip", "", Safe, nil, "Command 'ip' needs a subcommand"},
	})
}

func TestSS(t *testing.T) {
	runSysCases(t, []sysCase{
		{"ss -tulpn", "ss -tulpn", Safe, nil, ""},
		{"ss -a --tcp", "ss -a --tcp", Safe, nil, ""},
		{"ss -lt src :8080", "ss -lt src :8080", Safe, nil, ""},
		{"ss -pt dst :ssh", "ss -pt dst :ssh", Safe, nil, ""},
		{"ss -u 'sport == :8080 and dport == :8080'", "ss -u sport == :8080 and dport == :8080", Safe, nil, ""},
		{"ss -4t src 192.168/16", "ss -4t src 192.168/16", Safe, nil, ""},
		{"ss -s", "ss -s", Safe, nil, ""},
		{"ss -tn state established", "ss -tn state established", Safe, nil, ""},
		{"ss -K dst 192.168.1.10 dport = 8080", "ss -K dst 192.168.1.10 dport = 8080", Dangerous, nil, "cutting those connections"},
		{"ss -D dump.bin", "", Safe, nil, fault(UnknownOption, 1)},
		{"ss -N blue -t", "", Safe, nil, fault(UnknownOption, 1)},
		{"ss -tK", "ss -tK", Dangerous, nil, ""},
	})
}

func TestSignals(t *testing.T) {
	runSysCases(t, []sysCase{
		{"kill 1234", "kill 1234", Dangerous, nil, ""},
		{"kill -9 1234", "kill -9 1234", Dangerous, nil, ""},
		{"kill -KILL 1234 5678", "kill -KILL 1234 5678", Dangerous, nil, ""},
		{"kill -SIGUSR1 1234", "kill -SIGUSR1 1234", Dangerous, nil, ""},
		{"kill -s HUP 1234", "kill -s HUP 1234", Dangerous, nil, ""},
		{"kill -- -1234", "kill -- -1234", Dangerous, nil, ""},
		{"kill -l", "kill -l", Safe, nil, ""},
		{"kill -0 1234", "kill -0 1234", Safe, nil, ""},
		{"kill -9 -1", "", Dangerous, nil, "Command 'kill' takes one signal; '-1' would name a process group"},
		{"kill %1", "", Dangerous, nil, "PID must be a whole number"},
		{"kill the process on port 8080", "", Dangerous, nil, "PID must be a whole number"},
		{"kill", "", Safe, nil, fault(MissingRequired, -1)},
		{"kill -sigterm 1234", "", Dangerous, nil, "The value of -s must be a signal name or number"},
		{"pkill firefox", "pkill firefox", Dangerous, nil, ""},
		{"pkill -f 'ls'", "pkill -f ls", Dangerous, nil, ""},
		{"pkill -9 process_name", "pkill -9 process_name", Dangerous, nil, ""},
		{"pkill -CONT bash", "pkill -CONT bash", Dangerous, nil, ""},
		{"pkill -SIGUSR1 -f gpu-screen-recorder", "pkill -SIGUSR1 -f gpu-screen-recorder", Dangerous, nil, ""},
		{"pkill -o firefox", "pkill -o firefox", Dangerous, nil, ""},
		{"pkill --signal TERM -u alice sleep", "pkill --signal TERM -u alice sleep", Dangerous, nil, ""},
		{"pkill -F pidfile", "", Dangerous, nil, fault(UnknownOption, 1)},
		{"killall firefox", "killall firefox", Dangerous, nil, ""},
		{"killall -9 firefox", "killall -9 firefox", Dangerous, nil, ""},
		{"killall -i -I Firefox", "killall -i -I Firefox", Dangerous, nil, ""},
		{"killall -l", "killall -l", Safe, nil, ""},
		{"killall -u alice", "", Dangerous, nil, fault(MissingRequired, -1)},
	})
}

// kill run by xargs gets its process ids from its input: dangerous.
func TestKillFromInput(t *testing.T) {
	runSysCases(t, []sysCase{
		{"xargs kill", "xargs kill", Dangerous, nil, ""},
		{"xargs kill -9", "xargs kill -9", Dangerous, nil, ""},
		// kill -l only names signals, but an input word may be any of
		// kill's options ("-9 1234"), so the line is kill's highest risk.
		{"xargs kill -l", "xargs kill -l", Dangerous, nil, ""},
	})
}

func TestSystemFacts(t *testing.T) {
	runSysCases(t, []sysCase{
		{"date", "date", Safe, nil, ""},
		{"date +%c", "date +%c", Safe, nil, ""},
		{"date -u +%Y-%m-%dT%H:%M:%S%Z", "date -u +%Y-%m-%dT%H:%M:%S%Z", Safe, nil, ""},
		{"date -d @1473305798", "date -d @1473305798", Safe, nil, ""},
		{"date -d '2018-09-01 00:00' +%s -u", "date -d 2018-09-01 00:00 +%s -u", Safe, nil, ""},
		{"date --rfc-3339 date", "date --rfc-3339 date", Safe, nil, ""},
		{"date -I", "date -I", Safe, nil, ""},
		{"date -Iseconds", "date -Iseconds", Safe, nil, ""},
		{"date --iso-8601=ns", "date --iso-8601=ns", Safe, nil, ""},
		{"date -R", "date -R", Safe, nil, ""},
		{"date -r notes.txt", "date -r notes.txt", Safe, nil, ""},
		{"date -s '2024-01-01 10:00'", "date -s 2024-01-01 10:00", Dangerous, nil, "sets the system clock"},
		{"date 010110002024", "date 010110002024", Dangerous, nil, "sets the system clock"},
		{"date tomorrow", "", Safe, nil, "+FORMAT must be a format starting with '+'"},
		{"date -Ifortnight", "", Safe, nil, "The value of -I must be one of date"},
		{"id", "id", Safe, nil, ""},
		{"id -un", "id -un", Safe, nil, ""},
		{"id -Gn alice", "id -Gn alice", Safe, nil, ""},
		{"id +5", "", Safe, nil, "USER must be a user or group name"},
		{"groups", "groups", Safe, nil, ""},
		{"groups alice bob", "groups alice bob", Safe, nil, ""},
		{"hostname", "hostname", Safe, nil, ""},
		{"hostname -I", "hostname -I", Safe, nil, ""},
		{"hostname -f", "hostname -f", Safe, nil, ""},
		{"hostname new-host", "hostname new-host", Dangerous, nil, ""},
		{"hostname -F /etc/hostname", "hostname -F /etc/hostname", Dangerous, nil, "sets the machine's host name"},
		{"hostname 'bad;name'", "", Dangerous, nil, "NAME cannot contain"},
		{"uptime", "uptime", Safe, nil, ""},
		{"uptime -p", "uptime -p", Safe, nil, ""},
		{"uptime -s", "uptime -s", Safe, nil, ""},
		{"uptime now", "", Safe, nil, "takes no operands"},
		{"free", "free", Safe, nil, ""},
		{"free -h", "free -h", Safe, nil, ""},
		{"free -s 2", "free -s 2", Safe, nil, ""},
		{"free -mt", "free -mt", Safe, nil, ""},
		{"nproc", "nproc", Safe, nil, ""},
		{"nproc --all", "nproc --all", Safe, nil, ""},
		{"nproc --ignore 5", "nproc --ignore 5", Safe, nil, ""},
		{"lsblk", "lsblk", Safe, nil, ""},
		{"lsblk -f", "lsblk -f", Safe, nil, ""},
		{"lsblk -o +NAME,ROTA,SERIAL", "lsblk -o +NAME,ROTA,SERIAL", Safe, nil, ""},
		{"lsblk -dp /dev/sda", "lsblk -dp /dev/sda", Safe, nil, ""},
		{"who", "who", Safe, nil, ""},
		{"who -aH", "who -aH", Safe, nil, ""},
		{"who am i", "who am i", Safe, nil, ""},
		{"who is online", "", Safe, nil, "must be one of am, i, I"},
		{"w", "w", Safe, nil, ""},
		{"w -h alice", "w -h alice", Safe, nil, ""},
		{"cal", "cal", Safe, nil, ""},
		{"cal -3", "cal -3", Safe, nil, ""},
		{"cal -y 2026", "cal -y 2026", Safe, nil, ""},
		{"cal 5 2026", "cal 5 2026", Safe, nil, ""},
		{"cal next month", "", Safe, nil, "must be a whole number"},
	})
}
