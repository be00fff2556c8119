# TVM finding (TVMScript printer/parser round trip): R.assert_op with two or more format
# arguments prints as `R.assert_op(cond, a, b, format=R.str("..."))`, which TVM's own parser
# rejects ("assert_op() got multiple values for argument 'format'"): positional `b` binds to the
# `format` parameter of relax.op.assert_op(condition, format_args=None, format=""). With one
# format argument the print parses. TVM's own printer output does not read back.
import sys

import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((), "int64"))
y = relax.Var("y", R.Tensor((), "int64"))
with bb.function("main", [x, y], pure=False):
    cond = bb.emit(relax.op.less(x, y))
    bb.emit(relax.op.assert_op(cond, [x, y], "x={} y={}"))
    bb.emit_func_output(x)
mod = bb.get()
text = mod.script()
line = [l for l in text.splitlines() if "assert_op" in l][0].strip()
print(line)
try:
    tvm.script.from_source(text)
except Exception as e:  # the print does not parse
    msg = [l for l in str(e).splitlines() if "error" in l][:1]
    print("REPRODUCED: TVM cannot parse its own print:", msg[0] if msg else type(e).__name__)
    sys.exit(1)
print("not reproduced: the print parses")
