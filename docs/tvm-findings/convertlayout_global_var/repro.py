# repro.py: an rxv finding (oracle stage "tvm-raises") in TVM's pass(es) ConvertLayout({'relax.nn.conv2d': ['NHWC', 'default']}),
# shown with TVM alone. Run it with the project venv: .venv/bin/python repro.py
# Exit 1 and "REPRODUCED" when TVM still shows the failure; exit 0 when it does not.
import pathlib
import signal
import sys
import traceback

import numpy as np
import tvm
from tvm import relax

HERE = pathlib.Path(__file__).resolve().parent


def reproduced(what):
    print("REPRODUCED:", what)
    sys.exit(1)


def parse(text):
    mod = tvm.script.from_source(text)
    return tvm.IRModule({"main": mod}) if isinstance(mod, relax.Function) else mod


def apply_passes(mod):
    with tvm.transform.PassContext(opt_level=3):
        for p in [relax.transform.ConvertLayout({'relax.nn.conv2d': ['NHWC', 'default']})]:
            mod = p(mod)
    return mod


# before_tvm.py: before.py (rxv's print) in the spelling this TVM parses.
before_text = (HERE / "before_tvm.py").read_text()
before = parse(before_text)
relax.analysis.well_formed(before)  # the input is well-formed by TVM's own check
signal.alarm(120)  # a hang shows as SIGALRM
try:
    apply_passes(before)
except Exception:
    traceback.print_exc()
    reproduced("the pass raises on a well-formed input")
print("not reproduced: the pass ran")
