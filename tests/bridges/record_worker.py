"""A TVM worker that also records every text its reader reads (the texts rxv sends, and TVM's
prints whose constants mapping the bridge checks), for the fast reader's fidelity test
(fast_parse_test.sh): each text goes to $RXV_TVM_RECORD/<pid>-<n>.py."""

import os
import sys

from rxv_tvm import reader, worker

_read = reader.Reader.read
_count = [0]


def _recording_read(self, text):
    _count[0] += 1
    path = os.path.join(os.environ["RXV_TVM_RECORD"], f"{os.getpid()}-{_count[0]}.py")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return _read(self, text)


reader.Reader.read = _recording_read
sys.exit(worker.main())
