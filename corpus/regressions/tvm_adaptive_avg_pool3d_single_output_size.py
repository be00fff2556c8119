# RXV: relax.nn.adaptive_avg_pool3d with a one-element output_size repeats it over D, H and W, as TVM documents ("length either 1 or 3") and does for an int; TVM's constructor appends one copy only and rejects the call (docs/tvm-findings.md, finding 48)
# EXPECT: well-formed
# EXPECT-SINFO: main.gv : R.Tensor((1, 1, 1, 1, 1), dtype="float32")
# EVAL: main(float32[1,1,2,2,2]{1, 2, 3, 4, 5, 6, 7, 8}) -> float32[1,1,1,1,1]{4.5}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 2, 2, 2), dtype="float32")) -> R.Tensor((1, 1, 1, 1, 1), dtype="float32"):
        gv = R.nn.adaptive_avg_pool3d(x, output_size=[1], layout="NCDHW", out_layout="NCDHW")
        return gv
