# Shared by the LegalizeOps repros: parse a one-op module (TVM's own StructInfo accepts it: the
# parser checks well-formedness), run LegalizeOps, and report REPRODUCED when it raises.
import sys
import traceback

import tvm
from tvm import relax


def check(src, what):
    mod = tvm.script.from_source(src)  # well-formed by TVM's own checker
    relax.analysis.well_formed(mod)
    print(mod.script())
    try:
        relax.transform.LegalizeOps()(mod)
    except Exception:
        traceback.print_exc(limit=1)
        print("REPRODUCED:", what)
        sys.exit(1)
    print("not reproduced: LegalizeOps ran")
