# RXV: relax.reverse_sequence(data, seq_lengths, seq_axis=1, batch_axis=0): data's StructInfo; seq_lengths 1-D int32/int64 whose length is not provably different from the batch dim; both axes in range
# EXPECT-SINFO: main.a : R.Tensor((n, 5), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 5), dtype="float32")
# EXPECT-ERROR: SI-op @ 23:14
# EXPECT-ERROR: SI-op @ 24:14
# EXPECT-ERROR: SI-op @ 25:14
# EXPECT-ERROR: SI-op @ 26:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 5), dtype="float32"), l: R.Tensor(("n",), dtype="int32"), l5: R.Tensor((5,), dtype="int64")) -> R.Tensor(("n", 5), dtype="float32"):
        n = T.int64()
        a = R.reverse_sequence(x, l)
        b = R.reverse_sequence(x, l5, seq_axis=0, batch_axis=-1)
        return a

    @R.function
    def bad(x: R.Tensor((3, 5), dtype="float32"), l: R.Tensor((3,), dtype="int64"), l4: R.Tensor((4,), dtype="int64"), l16: R.Tensor((3,), dtype="int16"), l2: R.Tensor((3, 1), dtype="int64")) -> R.Tensor((3, 5), dtype="float32"):
        e1 = R.reverse_sequence(x, l4)
        e2 = R.reverse_sequence(x, l16)
        e3 = R.reverse_sequence(x, l2)
        e4 = R.reverse_sequence(x, l, seq_axis=2)
        return x
