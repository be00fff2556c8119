# TVM finding 75: TVM cannot parse its own print of a tuple of PrimValues' type.
# TVM 0.27 prints the StructInfo R.Tuple(R.Prim("int64"), R.Prim("bool")) as
# `R.Tuple(T.int64, T.bool)` (ComputePrimValue's output prints so: every function returning
# two PrimValues); its parser rejects that spelling ("'Var' object has no attribute 'as_ty'"),
# while it reads a bare `-> T.int64` and `R.Tuple(R.Prim("int64"), R.Prim("bool"))`.
import tvm
from tvm import relax

x = relax.Var("x", relax.TensorType((2, 3), "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    a = bb.emit(relax.prim_value(tvm.tirx.IntImm("int64", 1)))
    b = bb.emit(relax.prim_value(tvm.tirx.IntImm("bool", 1)))
    bb.emit_func_output(relax.Tuple([a, b]))
text = bb.get().script()
assert "R.Tuple(T.int64, T.bool)" in text, text
try:
    tvm.script.from_source(text)
    print("not reproduced")
except Exception as e:  # the parser's DiagnosticError
    print(text)
    print("REPRODUCED:", type(e).__name__, str(e).splitlines()[0])
