package registry

import "strings"

// env shows one environment variable. The original rendered "env NAME",
// which runs the program NAME; this family renders "printenv NAME", which
// only prints. A typed "env X" means "run X", so it is refused rather than
// quietly turned into a lookup; a model's structured lookup still
// renders printenv. A word that is not a variable name is dangerous.
var envFamily = &Family{
	Name: "env", Programs: []string{"printenv", "env"}, Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Refused:  Pairs[string]{{"env", "env runs the program named after it (or prints the whole environment, secrets included); to print one variable, write printenv NAME."}},
	Aliases:  []string{"environment variable"},
	Examples: []string{"printenv PATH", "printenv HOME"},
	Notes: []string{"The full environment may contain secrets, so only single-variable lookups are supported.",
		"env's own options and assignments (env -i, env -u, env NAME=value cmd) run programs and are refused."},
	Spec: &Spec{HelpVersion: true,
		Options: []Option{
			{Names: []string{"-0", "--null"}, Help: "end the value with a NUL byte instead of a newline"},
		},
		Operands: []Operand{{Name: "VARIABLE", Kind: Text, Min: 1, Max: 1, Assess: assessVariable, Secrets: variableSecret,
			Help: "the environment variable whose value to print"}},
	},
}

// EnvironmentRead is what a command reads that holds every variable the
// person exported, tokens included (jq's env, awk's ENVIRON, systemctl
// show-environment, /proc/PID/environ): a secret read.
const EnvironmentRead = "the environment"

// variableSecret names a variable whose name says it holds a secret
// (printenv GITHUB_TOKEN); printing it is a secret read.
func variableSecret(name string) string {
	if SecretVariable(name) {
		return "$" + name
	}
	return ""
}

// SecretVariable reports an environment variable whose name says it
// holds a secret.
func SecretVariable(name string) bool {
	upper := strings.ToUpper(name)
	for _, word := range []string{"TOKEN", "SECRET", "PASS", "KEY", "AUTH", "CREDENTIAL", "COOKIE", "SESSION"} {
		if strings.Contains(upper, word) {
			return true
		}
	}
	return false
}

// EnvSecretWarning is shown with every variable lookup.
const EnvSecretWarning = "Environment values may include secrets; check the output before sharing it."

// assessVariable warns about secrets, and makes a word that is not a
// variable name dangerous: after env it names a program to run.
func assessVariable(v string) (Risk, string) {
	if !IsIdentifier(v) {
		return Dangerous, "'" + v + "' is not a variable name: typed after env it names a program to run."
	}
	return Safe, EnvSecretWarning
}
