# Shared by the repros of TVM passes on a well-formed module (TVM's parser checks well-formedness):
# REPRODUCED when the pass raises (check_raises), when its output is ill-formed by TVM's own check
# (check_ill_formed), or when TVM's print of its output does not parse back to it
# (check_print_round_trip).
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


def check_ill_formed(src, make_pass, what):
    """REPRODUCED when the pass's output of the well-formed module `src` is ill-formed by TVM's
    own check (TVM 0.27's well_formed raises the violation; older TVMs return False)."""
    out = make_pass()(tvm.script.from_source(src))
    print(out.script())
    try:
        ok = relax.analysis.well_formed(out) is not False
    except (ValueError, TypeError) as e:  # TVM 0.27 raises the violation (its type varies)
        print(e)
        ok = False
    if not ok:
        print("REPRODUCED:", what)
        sys.exit(1)
    print("not reproduced: the output is well-formed")


def check_print_round_trip(src, make_pass, what):
    """REPRODUCED when TVM's print of the pass's output does not parse back to the output."""
    out = make_pass()(tvm.script.from_source(src))
    print(out.script())
    back = tvm.script.from_source(out.script())
    try:
        tvm.ir.assert_structural_equal(back, out)
    except ValueError as e:
        print(str(e).splitlines()[0])
        print("REPRODUCED:", what)
        sys.exit(1)
    print("not reproduced: the print round-trips")
