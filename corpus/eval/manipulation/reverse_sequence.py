# RXV: relax.reverse_sequence at run time (TOPI's reverse_sequence): along seq_axis, the first seq_lengths[b] elements of batch b are reversed (all of them when the length exceeds the dim); a length of 1 or less (negative too) leaves the batch unchanged
# EXPECT: well-formed
# EVAL: main(float32[4,3]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, int64[4]{2, 3, 9, -1}) -> (float32[4,3]{3, 7, 11, 0, 4, 8, 6, 1, 5, 9, 10, 2}, float32[4,3]{1, 0, 2, 5, 4, 3, 8, 7, 6, 9, 10, 11})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 3), dtype="float32"), l: R.Tensor((4,), dtype="int64")) -> R.Tuple(R.Tensor((4, 3), dtype="float32"), R.Tensor((4, 3), dtype="float32")):
        l3 = R.strided_slice(l, (R.prim_value(0),), (R.prim_value(0),), (R.prim_value(3),))
        a = R.reverse_sequence(x, l3, seq_axis=0, batch_axis=1)
        b = R.reverse_sequence(x, l, seq_axis=1, batch_axis=0)
        return (a, b)
