package registry

import "testing"

func TestSeqSleep(t *testing.T) {
	checkFS(t, "seq", []fsCase{
		{line: "seq 10", argv: "seq 10"},
		{line: "seq 5 3 20", argv: "seq 5 3 20"},
		{line: "seq -w 0.5 0.5 2", argv: "seq -w 0.5 0.5 2"},
		{line: `seq -f "%04g" -s ", " 1 5`, argv: "seq -f %04g -s ,  1 5"},
		{line: "seq 1 2 3 4", fault: fault(TooManyOperands, 4)},
		{line: "seq ten", reason: "NUMBER must be a number such as 10 or 0.5 (command 'seq')."},
		{line: "seq -5 5", fault: fault(UnknownOption, 1)},
	})
	checkFS(t, "sleep", []fsCase{
		{line: "sleep 5", argv: "sleep 5"},
		{line: "sleep 1d 3h 0.5m", argv: "sleep 1d 3h 0.5m"},
		{line: "sleep inf", argv: "sleep inf"},
		{line: "sleep 2w", reason: "DURATION must be a duration such as 5, 0.5, 10m, 2h or 1d (command 'sleep')."},
		{line: "sleep", fault: fault(MissingRequired, -1)},
		{line: "sleep --help", fault: fault(UnknownOption, 1)},
	})
}
