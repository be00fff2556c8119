# TVM finding (tvm-llvm): R.nn.adaptive_avg_pool1d(x, output_size=None) is well-formed by TVM's
# StructInfo (the output keeps the input's width, as documented), but its legalization
# (legalize_ops/nn.py, te_adaptive_avg_pool1d) passes the width as one IntImm where
# topi.nn.adaptive_pool1d takes a list: "Cannot convert from type `ir.IntImm` to `Array<ir.Expr>`".
# (adaptive_avg_pool2d / 3d build a tuple there and work.)
from _build_common import check_build

check_build('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 5), "float32")):
        y = R.nn.adaptive_avg_pool1d(x, output_size=None, layout="NCW", out_layout="NCW")
        return y
''', "relax.build fails on adaptive_avg_pool1d with output_size=None")
