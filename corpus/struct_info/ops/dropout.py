# RXV: relax.nn.dropout(data, rate=0.5): the tuple (data, data) of data's StructInfo, any dtype
# EXPECT-SINFO: main.a : R.Tuple(R.Tensor((n, 4), dtype="float32"), R.Tensor((n, 4), dtype="float32"))
# EXPECT-SINFO: main.b : R.Tuple(R.Tensor(dtype="int32", ndim=1), R.Tensor(dtype="int32", ndim=1))
# EXPECT-ERROR: SI-op @ 20:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(dtype="int32", ndim=1)) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        a = R.nn.dropout(x)
        b = R.nn.dropout(y, rate=0.1)
        return x

    @R.function
    def bad(s: R.Shape([2])) -> R.Shape([2]):
        e = R.nn.dropout(s)
        return s
