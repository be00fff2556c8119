# RXV: relax.nn.adaptive_avg_pool1d with output_size=None keeps the width (TVM's StructInfo and docs); TVM's legalization passes the width as an IntImm where topi takes a list and relax.build raises (docs/tvm-findings.md, finding 47)
# EXPECT: well-formed
# EXPECT-SINFO: main.gv : R.Tensor((1, 2, 3), dtype="float32")
# EVAL: main(float32[1,2,3]{1, 2, 3, 4, 5, 6}) -> float32[1,2,3]{1, 2, 3, 4, 5, 6}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2, 3), dtype="float32")) -> R.Tensor((1, 2, 3), dtype="float32"):
        gv = R.nn.adaptive_avg_pool1d(x, output_size=None, layout="NCW", out_layout="NCW")
        return gv
