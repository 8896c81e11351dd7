# oterminus build, test and measurement targets. `make help` lists them.

GO       ?= go
PREFIX   ?= $(HOME)/.local
VERSION  ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo 0.1.0-dev)
LDFLAGS  := -s -w -X github.com/oterminus/oterminus/internal/cli.Version=$(VERSION)
BIN      := bin/oterminus
FUZZTIME ?= 10m
# staticcheck is run at a pinned version through the module proxy, so it
# needs no entry in go.mod and no install step.
STATICCHECK ?= $(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2

# Every fuzz target, as "Target ./package".
FUZZ_TARGETS := \
	FuzzDetect:./internal/typed \
	FuzzParse:./internal/proposal \
	FuzzValidate:./internal/validate \
	FuzzRender:./internal/dialect \
	FuzzFields:./internal/reader \
	FuzzHas:./internal/wording \
	FuzzParseIndex:./internal/situation \
	FuzzClean:./internal/situation \
	FuzzRead:./internal/reader \
	FuzzRoff:./internal/manpage \
	FuzzReadArgv:./internal/registry \
	FuzzReply:./internal/planner

export CGO_ENABLED := 0

.PHONY: help build test lint cross cross-smoke bench fuzz fuzz-smoke evals install clean

help: ## list targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  %-12s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

build: ## build bin/oterminus as install.sh does
	$(GO) build -trimpath -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/oterminus

# Every platform the binary is built for, as GOOS/GOARCH.
PLATFORMS := linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 freebsd/amd64 freebsd/arm64

# The real-shell packages (cmd/oterminus, internal/reader, internal/validate)
# take minutes on a busy 2-core machine: go test's default 10-minute timeout
# per package failed there, so the limit is explicit and generous.
TESTTIMEOUT ?= 30m

test: build lint cross-smoke ## run every test: unit, scripts against the built binary, real shells, evals, fuzz seeds
	$(GO) test -count=1 -timeout $(TESTTIMEOUT) ./...
	OTERMINUS_BIN=$(CURDIR)/$(BIN) $(GO) test -count=1 -timeout $(TESTTIMEOUT) -run 'TestScript' ./cmd/oterminus
	./$(BIN) eval testdata/evals/upstream testdata/evals
	$(MAKE) --no-print-directory fuzz-smoke

lint: ## gofmt, go vet, staticcheck, and syntax checks of the shell scripts
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
		if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(STATICCHECK) ./...
	bash -n install.sh .ci/run

cross: ## build for every platform in PLATFORMS
	@for p in $(PLATFORMS); do \
		echo "== $$p"; \
		GOOS=$${p%/*} GOARCH=$${p#*/} $(GO) build -trimpath -o /dev/null ./cmd/oterminus || exit 1; \
	done

cross-smoke: ## build for one other operating system of each kind (part of make test)
	@$(MAKE) --no-print-directory cross PLATFORMS="darwin/arm64 freebsd/amd64"

bench: ## print the performance figures (shell start included), measured interleaved in one run
	$(GO) run ./internal/bench

fuzz: ## run every fuzz target for FUZZTIME (default 10m) each
	@for t in $(FUZZ_TARGETS); do \
		echo "== $${t%%:*} for $(FUZZTIME)"; \
		$(GO) test -run '^$$' -fuzz "^$${t%%:*}$$" -fuzztime $(FUZZTIME) $(FUZZFLAGS) $${t#*:} || exit 1; \
	done

# The smoke counts executions rather than seconds: with a duration, Go 1.26's
# fuzz coordinator can report its own deadline as a failure on a loaded machine
# (go.dev/issue/75804), with no failing input written. It minimizes a new
# input for at most 200 executions instead of a minute, which once stalled a
# 15-second target for 55 seconds.
fuzz-smoke: ## run every fuzz target briefly (part of make test)
	@$(MAKE) --no-print-directory fuzz FUZZTIME=20000x FUZZFLAGS=-fuzzminimizetime=200x

evals: build ## run the eval cases through the built binary
	./$(BIN) eval testdata/evals/upstream testdata/evals

install: build ## install into $(PREFIX)/bin
	install -d $(PREFIX)/bin
	install -m 0755 $(BIN) $(PREFIX)/bin/oterminus

clean: ## remove build output
	rm -rf bin
