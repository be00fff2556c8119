# RXV: WF-20 under the spec profile: float8 (16-64-bit floats only) and int4x8 are not Relax dtypes; the default follows TVM (tvm_suite_dtype_float8_int4.py)
# EXPECT-ERROR: WF-20 @ 9:42
# RULES: spec
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@R.function
def main(A: R.Tensor((4,), "uint32"), B: R.Tensor((2,), "int4x8")) -> R.Tensor((4,), "float8"):
    C: R.Tensor((4,), "float8") = R.memory.view(A, dtype=R.dtype("float8"))
    return C
