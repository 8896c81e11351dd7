package registry

import "testing"

func TestDate(t *testing.T) {
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
	})
}
