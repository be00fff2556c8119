# RXV: relax.image.resize2d with out_dtype: the float32 interpolation converted to float16 (TVM's StructInfo says float16; its compiled code returns float32: docs/tvm-findings.md, run_resize2d_out_dtype_ignored.py)
# EXPECT: well-formed
# EVAL: main(float32[1,1,2,2]{0, 1, 2, 3}) -> float16[1,1,2,2]{0, 1, 2, 3}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 2, 2), dtype="float32")) -> R.Tensor((1, 1, 2, 2), dtype="float16"):
        gv = R.image.resize2d(x, R.shape([2, 2]), out_dtype="float16")
        return gv
