# RXV: relax.dynamic_strided_slice(x, begin, end, strides): the bounds are int64 1-D tensors of x's ndim entries (a known length); the result keeps x's ndim with its shape unknown; a bound of the wrong length, rank or dtype is SI-op; x of unknown ndim is not checked
# EXPECT-SINFO: main.a : R.Tensor(dtype="float32", ndim=2)
# EXPECT-SINFO: main.c : R.Tensor(dtype="float32")
# EXPECT-ERROR: SI-op @ 23:13
# EXPECT-ERROR: SI-op @ 24:13
# EXPECT-ERROR: SI-op @ 25:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), b: R.Tensor((2,), dtype="int64"), z: R.Tensor(dtype="float32")) -> R.Tensor(dtype="float32", ndim=2):
        n = T.int64()
        a = R.dynamic_strided_slice(x, b, b, b)
        c = R.dynamic_strided_slice(z, b, b, b)
        return a

    @R.function
    def bad(x: R.Tensor((3, 4), dtype="float32"), b: R.Tensor((2,), dtype="int64"), b3: R.Tensor((3,), dtype="int64"), b32: R.Tensor((2,), dtype="int32"), bm: R.Tensor(("m",), dtype="int64")) -> R.Tensor((3, 4), dtype="float32"):
        m = T.int64()
        e = R.dynamic_strided_slice(x, b3, b, b)
        f = R.dynamic_strided_slice(x, b, b32, b)
        g = R.dynamic_strided_slice(x, b, b, bm)
        return x
