module github.com/oterminus/oterminus

go 1.26.8

require (
	github.com/BurntSushi/toml v1.6.0
	github.com/mattn/go-isatty v0.0.24
	github.com/rogpeppe/go-internal v1.16.0
	github.com/spf13/pflag v1.0.10
	mvdan.cc/sh/v3 v3.14.1
)

require (
	golang.org/x/sys v0.47.0 // indirect
	golang.org/x/tools v0.38.0 // indirect
)
