//go:build !linux

package main

import (
	"errors"
	"time"
)

// timeTyped needs a terminal; this bench opens one only on Linux.
func timeTyped([]string, string, ...string) (time.Duration, error) {
	return 0, errors.New("typed starts are measured on Linux only")
}
