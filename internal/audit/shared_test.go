package audit

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

// TestSharedIsTheReportLessNotShared: the audit line takes every JSON key
// of Report, with its value (a pointer as what it points to), except the
// ones notShared names. It reads the struct's tags, so a field added to
// Report and forgotten in shared (or in notShared) fails here.
func TestSharedIsTheReportLessNotShared(t *testing.T) {
	var r Report
	v := reflect.ValueOf(&r).Elem()
	want := map[string]any{}
	for i := range v.NumField() {
		key, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("json"), ",")
		if key == "-" || key == "" {
			continue
		}
		field := v.Field(i)
		// A distinct value per field, so a swapped pair is caught too.
		text := "value of " + key
		switch field.Kind() {
		case reflect.String:
			field.SetString(text)
		case reflect.Bool:
			field.SetBool(true)
		case reflect.Int:
			field.SetInt(int64(i + 1))
		case reflect.Pointer:
			p := reflect.New(field.Type().Elem())
			switch p.Elem().Kind() {
			case reflect.String:
				p.Elem().SetString(text)
			case reflect.Bool:
				p.Elem().SetBool(true)
			case reflect.Int:
				p.Elem().SetInt(int64(i + 1))
			default:
				t.Fatalf("field %s: a pointer to %s; teach this test its value", key, p.Elem().Kind())
			}
			field.Set(p)
		case reflect.Slice:
			switch field.Type().Elem().Kind() {
			case reflect.String:
				field.Set(reflect.ValueOf([]string{text}))
			default:
				field.Set(reflect.MakeSlice(field.Type(), 1, 1))
			}
		case reflect.Map:
			field.Set(reflect.MakeMap(field.Type()))
		default:
			t.Fatalf("field %s: a %s; teach this test its value", key, field.Kind())
		}
		if slices.Contains(notShared, key) {
			continue
		}
		if field.Kind() == reflect.Pointer {
			want[key] = field.Elem().Interface()
		} else {
			want[key] = field.Interface()
		}
	}
	got := shared(&r)
	for key, w := range want {
		if g, ok := got[key]; !ok || !reflect.DeepEqual(g, w) {
			t.Errorf("%s: shared gives %#v (present %v), the report holds %#v", key, g, ok, w)
		}
	}
	for key := range got {
		if _, ok := want[key]; !ok {
			t.Errorf("%s: shared gives a key the report does not share", key)
		}
	}
	// A nil pointer is nil in the line, not a typed nil.
	if got := shared(&Report{})["risk_level"]; got != nil {
		t.Errorf("a nil risk level becomes %#v, want nil", got)
	}
}
