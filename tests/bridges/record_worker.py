"""A TVM worker that also records every text it is asked to parse, for the fast reader's
fidelity test (fast_parse_test.sh): each text goes to $RXV_TVM_RECORD/<pid>-<n>.py."""

import os
import sys

from rxv_tvm import worker

_parse = worker.Worker.parse
_count = [0]


def _recording_parse(self, text, *args, **kwargs):
    _count[0] += 1
    path = os.path.join(os.environ["RXV_TVM_RECORD"], f"{os.getpid()}-{_count[0]}.py")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return _parse(self, text, *args, **kwargs)


worker.Worker.parse = _recording_parse
sys.exit(worker.main())
