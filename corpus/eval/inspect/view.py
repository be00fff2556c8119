# RXV: relax.memory.view: a tensor sharing x's bytes with a new shape, dtype or byte offset (int32 1065353216 is the bit pattern of float32 1.0); a view past x's end is an error; ensure_zero_offset copies a view that starts inside its storage to a tensor of its own
# EXPECT: well-formed
# EVAL: reshape(float32[2,3]{0, 1, 2, 3, 4, 5}) -> float32[3,2]{0, 1, 2, 3, 4, 5}
# EVAL: tail(float32[6]{0, 1, 2, 3, 4, 5}) -> float32[2]{4, 5}
# EVAL: bits(float32[2]{1, 0}) -> int32[2]{1065353216, 0}
# EVAL: past_end(float32[6]{0, 1, 2, 3, 4, 5}, int64(20)) -> error(IndexOutOfRange)
# EVAL: zero_offset(float32[6]{0, 1, 2, 3, 4, 5}) -> float32[2]{4, 5}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def reshape(x: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((3, 2), dtype="float32"):
        y = R.memory.view(x, R.shape([3, 2]))
        return y

    @R.function
    def tail(x: R.Tensor((6,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        y = R.memory.view(x, R.shape([2]), R.dtype("float32"), R.prim_value(T.int64(16)))
        return y

    @R.function
    def bits(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="int32"):
        y = R.memory.view(x, dtype=R.dtype("int32"))
        return y

    @R.function
    def past_end(x: R.Tensor((6,), dtype="float32"), n: R.Prim("int64")):
        y = R.memory.view(x, R.shape([2]), R.dtype("float32"), n)
        return y

    @R.function
    def zero_offset(x: R.Tensor((6,), dtype="float32")):
        y = R.memory.view(x, R.shape([2]), R.dtype("float32"), R.prim_value(T.int64(16)))
        z = R.memory.ensure_zero_offset(y)
        return z
