# RXV: reference kernel of R.logical_xor: TOPI's a ^ b, logical xor on bool and bitwise xor on integers (not numpy's nonzero-xor: see docs/tvm-findings.md); floats are a TypeError
# EXPECT: well-formed
# EVAL: main(bool[1,4]{true, true, false, false}, bool[4]{true, false, true, false}) -> bool[1,4]{false, true, true, false}
# EVAL: main(int32[1,3]{2, 0, 5}, int32[3]{1, 0, 5}) -> int32[1,3]{3, 0, 0}
# EVAL: main(float32[1,2]{1, 2}, float32[2]{1, 2}) -> error(TypeError)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(ndim=2), y: R.Tensor(ndim=1)) -> R.Tensor(ndim=2):
        gv: R.Tensor(ndim=2) = R.logical_xor(x, y)
        return gv
