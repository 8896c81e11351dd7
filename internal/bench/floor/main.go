// Command floor is the direct path's floor in make bench: a program that
// links the libraries oterminus links and runs their package
// initialisation, and does nothing else. What oterminus takes beyond it
// is oterminus's own start-up and work; what it takes beyond the trivial
// binary is the libraries' cost, which no change to oterminus's own code
// removes.
package main

import (
	"fmt"

	_ "github.com/BurntSushi/toml"
	_ "github.com/mattn/go-isatty"
	_ "github.com/ollama/ollama/api"
	_ "github.com/spf13/pflag"
	_ "golang.org/x/sys/unix"
	_ "mvdan.cc/sh/v3/expand"
	_ "mvdan.cc/sh/v3/syntax"
)

func main() { fmt.Println("floor") }
