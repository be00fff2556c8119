# RXV: TVM 0.27 prints a 0-d constant inline only for int8-64, float16-64 and bool; a uint8 scalar goes to the metadata blob like a tensor. The bridge inlined only tensors, so the indices of later constants were off and its print of such a module kept `metadata[...]`, which rxv cannot read (issue 16 campaigns: `tvm-reads` findings of CanonicalizeBindings and DeadCodeElimination). The bridge's test is bridges/tvm/tests/test_bridge.py; this module is the round trip's subject
# EXPECT: well-formed
# EVAL: main(uint8[2]{0, 9}) -> uint8[2]{3, 5}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="uint8")) -> R.Tensor((2,), dtype="uint8"):
        a = R.minimum(x, R.const(1, "uint8"))
        b = R.add(a, R.const([3, 4], "uint8"))
        c = R.maximum(b, R.const(2, "uint8"))
        return c
