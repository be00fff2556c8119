# RXV: relax.memory.view(data, shape, dtype, relative_byte_offset): a tensor of the given shape and dtype (each defaults to data's: an omitted argument is R.tuple()); a view provably past data's end is an error (TVM's InferStructInfoView), a symbolic one is checked at run time; ensure_zero_offset keeps data's StructInfo
# EXPECT-SINFO: main.a : R.Tensor((3, n), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 3), dtype="int32")
# EXPECT-SINFO: main.c : R.Tensor((2,), dtype="float32")
# EXPECT-SINFO: main.d : R.Tensor((n, 3), dtype="float32")
# EXPECT-ERROR: SI-op @ 24:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32")):
        n = T.int64()
        a = R.memory.view(x, R.shape([3, n]))
        b = R.memory.view(x, dtype=R.dtype("int32"))
        c = R.memory.view(x, R.shape([2]), R.dtype("float32"), R.prim_value(T.int64(4)))
        d = R.memory.ensure_zero_offset(x)
        return x

    @R.function
    def bad(x: R.Tensor((6,), dtype="float32")):
        e = R.memory.view(x, R.shape([2]), R.dtype("float32"), R.prim_value(T.int64(20)))
        return x
