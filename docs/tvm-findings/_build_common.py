# Shared by the tvm-llvm repros (rxv fuzz --backend tvm-llvm, issue 18): parse a module (well-formed
# by TVM's own checker: the parser checks it), build it with relax.build(target="llvm") and TVM's
# default pipeline, and run main on TVM's VM. REPRODUCED (exit 1) while TVM still fails.
import sys
import traceback

import numpy as np
import tvm
from tvm import relax


def _parse(src):
    mod = tvm.script.from_source(src)
    relax.analysis.well_formed(mod)
    print(mod.script())
    return mod


def check_build(src, what):
    """REPRODUCED when relax.build raises on the well-formed module `src`."""
    mod = _parse(src)
    try:
        relax.build(mod, target="llvm")
    except Exception:
        traceback.print_exc(limit=1)
        print("REPRODUCED:", what)
        sys.exit(1)
    print("not reproduced: the module builds")


def check_run(src, args, expected, what):
    """REPRODUCED when main on `args` raises or differs from `expected` (numpy arrays; a list
    for a tuple result)."""
    vm = relax.VirtualMachine(relax.build(_parse(src), target="llvm"), tvm.cpu())
    try:
        got = vm["main"](*[tvm.runtime.tensor(a) for a in args])
    except Exception:
        traceback.print_exc(limit=1)
        print("REPRODUCED:", what)
        sys.exit(1)
    got = [g.numpy() for g in got] if isinstance(expected, list) else got.numpy()
    for g, e in zip(got if isinstance(expected, list) else [got],
                    expected if isinstance(expected, list) else [expected]):
        if g.dtype != e.dtype or g.shape != e.shape or not np.array_equal(g, e, equal_nan=g.dtype.kind == "f"):
            print("got", g.dtype, g, "expected", e.dtype, e)
            print("REPRODUCED:", what)
            sys.exit(1)
    print("not reproduced: TVM's output equals the expected one")
