# Shared by the repros of passes that raise on a well-formed module: parse it (TVM's parser
# checks well-formedness), run the pass, and report REPRODUCED when it raises.
import sys
import traceback

import tvm
from tvm import relax


def check_raises(src, make_pass, what):
    mod = tvm.script.from_source(src)  # well-formed by TVM's own checker
    relax.analysis.well_formed(mod)
    try:
        with tvm.transform.PassContext(opt_level=3):
            make_pass()(mod)
    except Exception:
        traceback.print_exc(limit=1)
        print("REPRODUCED:", what)
        sys.exit(1)
    print("not reproduced: the pass ran")
