package original

import "github.com/oterminus/oterminus/internal/registry"

type manArgs struct {
	Section *string `json:"section"`
	Topic   string  `json:"topic"`
}

func (a manArgs) Argv() []string {
	if a.Section != nil {
		return []string{"man", *a.Section, a.Topic}
	}
	return []string{"man", a.Topic}
}

func decodeMan(o *Object) Args {
	section := o.Optional("section", registry.OneOf("1", "2", "3", "4", "5", "6", "7", "8", "9"))
	return manArgs{Topic: o.Required("topic", registry.ManTopic), Section: section}
}
