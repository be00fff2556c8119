# TVM finding 74: TVM cannot parse its own print of R.call_py_func.
# TVM 0.27: the printer writes R.call_py_func(R.str("f"), (x,), ty_args=...), which its parser rejects.
import tvm
from tvm import relax
x = relax.Var("x", relax.TensorType((4,), "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    y = bb.emit(relax.op.call_py_func("f", (x,), relax.TensorType((4,), "float32")))
    bb.emit_func_output(y)
text = bb.get().script()
try:
    tvm.script.from_source(text)
    print("not reproduced")
except Exception as e:  # the parser's DiagnosticError
    print(text)
    print("REPRODUCED:", type(e).__name__)
