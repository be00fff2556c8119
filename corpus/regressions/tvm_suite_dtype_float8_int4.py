# RXV: WF-20 under TVM's rules: float8, int4 and vector dtypes ("int4x8") are legal (TVM's test_op_view, test_dataflow_rewriter); the spec profile rejects them (tvm_suite_dtype_float8_int4_spec.py)
# EXPECT: well-formed
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@R.function
def main(A: R.Tensor((4,), "uint32"), B: R.Tensor((2,), "int4x8")) -> R.Tensor((4,), "float8"):
    C: R.Tensor((4,), "float8") = R.memory.view(A, dtype=R.dtype("float8"))
    return C
