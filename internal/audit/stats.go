package audit

import "sort"

// Stats summarise the audit trail: what happened to requests, and how
// often an inserted command was run as inserted.
type Stats struct {
	Requests  int
	Inserted  int
	Accepted  int // run exactly as inserted
	Edited    int // run after changes
	Abandoned int // cleared or replaced without running
	Pending   int // inserted, no outcome recorded (yet)
	Rejected  int
	Ambiguous int
	Failed    int // planner errors and invalid input
	Cancelled int
	Typed     int // typed commands answered and kept as typed
	ByFamily  map[string]*Rate
	ByModel   map[string]*Rate
	Skipped   int // lines that did not parse
}

// Rate counts what happened to the inserted commands of one family or model.
type Rate struct{ Inserted, Accepted, Edited, Abandoned int }

// Acceptance is the share of commands with a known outcome that ran as
// inserted; ok is false when none has an outcome yet.
func (r *Rate) Acceptance() (float64, bool) {
	known := r.Accepted + r.Edited + r.Abandoned
	if known == 0 {
		return 0, false
	}
	return float64(r.Accepted) / float64(known), true
}

// Compute joins request and outcome events by event id.
func Compute(events []Event, skipped int) Stats {
	s := Stats{ByFamily: map[string]*Rate{}, ByModel: map[string]*Rate{}, Skipped: skipped}
	outcomes := map[string]string{}
	for _, ev := range events {
		if ev.String("event") == KindOutcome {
			outcomes[ev.String("event_id")] = ev.String("outcome")
		}
	}
	rate := func(m map[string]*Rate, key string) *Rate {
		if m[key] == nil {
			m[key] = &Rate{}
		}
		return m[key]
	}
	for _, ev := range events {
		if kind := ev.String("event"); kind == KindOutcome || kind == KindAskStep || kind == KindAsk {
			continue // not requests: an ask's steps are not typed lines
		}
		s.Requests++
		switch ev.String("confirmation_result") {
		case NotPromptedRejected:
			s.Rejected++
		case BlockedAmbiguous:
			s.Ambiguous++
		case PlannerError, InvalidInput:
			s.Failed++
		case CancelledByUser, Cancelled:
			s.Cancelled++
		case KeptTyped:
			s.Typed++
		case Inserted:
			s.Inserted++
			family := ev.String("command_family")
			if family == "" {
				family = "pipeline or list" // a compound names its stages, not one family
			}
			rates := []*Rate{rate(s.ByFamily, family)}
			if model := ev.String("model"); model != "" {
				rates = append(rates, rate(s.ByModel, model))
			}
			outcome := outcomes[ev.String("event_id")]
			for _, r := range rates {
				r.Inserted++
				switch outcome {
				case Accepted:
					r.Accepted++
				case Edited:
					r.Edited++
				case Abandoned:
					r.Abandoned++
				}
			}
			switch outcome {
			case Accepted:
				s.Accepted++
			case Edited:
				s.Edited++
			case Abandoned:
				s.Abandoned++
			default:
				s.Pending++
			}
		}
	}
	return s
}

// Keys returns a rate map's keys sorted by how many were inserted.
func Keys(m map[string]*Rate) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]].Inserted != m[keys[j]].Inserted {
			return m[keys[i]].Inserted > m[keys[j]].Inserted
		}
		return keys[i] < keys[j]
	})
	return keys
}
