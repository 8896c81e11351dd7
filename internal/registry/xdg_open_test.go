package registry

import "testing"

func TestXdgOpen(t *testing.T) {
	runSysCases(t, []sysCase{
		{"xdg-open .", "xdg-open .", Write, nil, ""},
		{"xdg-open notes.pdf", "xdg-open notes.pdf", Write, nil, ""},
		{"xdg-open App.Desktop", "xdg-open App.Desktop", Dangerous, nil, "may run it as a program"},
		{"xdg-open install.sh", "xdg-open install.sh", Dangerous, nil, "may run it as a program"},
		{"xdg-open ssh:evil.example", "xdg-open ssh:evil.example", Dangerous, nil, "that scheme's handler"},
		{"xdg-open javascript:alert(1)", "xdg-open javascript:alert(1)", Dangerous, nil, "that scheme's handler"},
		{"xdg-open ./a:b", "xdg-open ./a:b", Write, nil, ""},
		{"xdg-open https://evil.example", "", Write, nil, "must refer to a local filesystem target"},
		{"xdg-open mailto:a@example.com", "", Write, nil, "must refer to a local filesystem target"},
		{"xdg-open file:///etc/passwd", "", Write, nil, "must refer to a local filesystem target"},
		{"xdg-open a b", "", Write, nil, fault(TooManyOperands, 2)},
		{"xdg-open --manual", "", Safe, nil, fault(UnknownOption, 1)}, // prints its manual
		{"xdg-open --help", "xdg-open --help", Safe, nil, ""},         // opens nothing
		{"xdg-open --version", "xdg-open --version", Safe, nil, ""},
		{"xdg-open --help notes.pdf", "", Write, nil, "Option '--help' for 'xdg-open' is supported only alone"},
	})
}
