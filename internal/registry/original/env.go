package original

type envArgs struct {
	Variable string `json:"variable"`
}

func (a envArgs) Argv() []string { return []string{"printenv", a.Variable} }

func decodeEnv(o *Object) Args { return envArgs{Variable: o.Required("variable", Identifier)} }
