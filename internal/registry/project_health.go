package registry

// project_health runs one of five curated checks with the project's own
// tool, detected from the working directory (see Env.Project). It is never
// typed directly and always needs confirmation: running tests runs the
// project's code.
var projectHealthFamily = &Family{
	Name: "project_health", Pack: "project", Capability: "project_health", ProjectTooling: true,
	Risk: Write, Maturity: Structured, Direct: false,
	Aliases: []string{"run tests", "run the test suite", "run project tests", "check linting", "run ruff check",
		"check formatting", "run format check", "check project formatting", "run project lint", "build docs",
		"build project docs", "run evals", "run project evals"},
	Examples: []string{"run tests", "check linting"},
	Notes: []string{
		"Project health commands may execute project code (tests, build scripts).",
		"They are always previewed and confirmed.",
		"Only five curated operations are supported: run_tests, lint_check, format_check, build_docs, run_evals.",
		"Arbitrary tool invocations, dependency installs, deploys and formatting writes are refused.",
	},
}
