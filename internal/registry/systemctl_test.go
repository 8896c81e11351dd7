package registry

import "testing"

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
		{"systemctl disable nginx", "systemctl disable nginx", Write, nil, ""},
		{"systemctl mask nginx", "systemctl mask nginx", Write, nil, ""},
		{"systemctl unmask nginx", "systemctl unmask nginx", Write, nil, ""},
		{"systemctl daemon-reload", "systemctl daemon-reload", Write, nil, ""},
		{"systemctl set-default multi-user.target", "systemctl set-default multi-user.target", Write, nil, ""},
		// Dangerous: what the manager runs later, at every boot or login
		// (the units directory, the manager's environment).
		{"systemctl enable --now nginx", "systemctl enable --now nginx", Dangerous, nil, ""},
		{"systemctl enable keyd --now", "systemctl enable keyd --now", Dangerous, nil, ""},
		{"systemctl --user enable ./evil.service", "systemctl --user enable ./evil.service", Dangerous, nil, ""},
		{"systemctl --user reenable evil.service", "systemctl --user reenable evil.service", Dangerous, nil, ""},
		{"systemctl --user link ./x.service", "systemctl --user link ./x.service", Dangerous, nil, ""},
		{"systemctl add-wants default.target x.service", "systemctl add-wants default.target x.service", Dangerous, nil, ""},
		{"systemctl --user set-environment LD_PRELOAD=/tmp/x.so", "systemctl --user set-environment LD_PRELOAD=/tmp/x.so", Dangerous, nil, ""},
		{"systemctl --user import-environment PATH", "systemctl --user import-environment PATH", Dangerous, nil, ""},
		// Dangerous: stopping the machine, the session, or processes.
		{"systemctl kill -s HUP nginx", "systemctl kill -s HUP nginx", Dangerous, nil, ""},
		{"systemctl isolate rescue.target", "systemctl isolate rescue.target", Dangerous, nil, ""},
		{"systemctl reboot", "systemctl reboot", Dangerous, nil, ""},
		{"systemctl poweroff -f --no-wall", "systemctl poweroff -f --no-wall", Dangerous, nil, ""},
		{"systemctl suspend", "systemctl suspend", Dangerous, nil, ""},
		{"systemctl --user exit", "systemctl --user exit", Dangerous, nil, ""},
		// Refused.
		{"systemctl edit nginx", "", Dangerous, nil, "'systemctl edit' is refused: it opens an editor"},
		{"systemctl --user edit --full nginx", "", Dangerous, nil, "'systemctl edit' is refused"},
		{"systemctl bind unit /src", "", Safe, nil, "Subcommand 'systemctl bind' is not supported"},
		{"systemctl -H server status nginx", "", Safe, nil, fault(UnknownOption, 1)},
		{"systemctl status -M box nginx", "", Safe, nil, fault(UnknownOption, 2)},
		{"systemctl start", "", Write, nil, fault(MissingRequired, -1)},
		{"systemctl --frobnicate", "", Safe, nil, fault(UnknownOption, 1)},
		{"systemctl kill -s help nginx", "", Dangerous, nil, "The value of -s must be a signal name or number"},
	})
}
