# RXV: relax.quantize(data, scale, zero_point, axis=-1, out_dtype="int8"): data's StructInfo with dtype out_dtype; scale/zero_point per tensor or of data's axis extent (TVM's InferStructInfoQuantize)
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="int8")
# EXPECT-SINFO: main.b : R.Tensor((n, 4), dtype="uint8")
# EXPECT-SINFO: main.c : R.Tensor((n, 4), dtype="int16")
# EXPECT-SINFO: main.d : R.Tensor(dtype="int8", ndim=2)
# EXPECT-ERROR: SI-op @ 28:13
# EXPECT-ERROR: SI-op @ 29:13
# EXPECT-ERROR: SI-op @ 30:13
# EXPECT-ERROR: SI-op @ 31:13
# EXPECT-ERROR: SI-op @ 32:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(dtype="float16", ndim=2), s: R.Tensor((), dtype="float32"), z: R.Tensor((), dtype="int8"), s4: R.Tensor((4,), dtype="float32"), z4: R.Tensor((4,), dtype="uint8"), sn: R.Tensor(("n",), dtype="float16")) -> R.Tensor((n, 4), dtype="int8"):
        n = T.int64()
        a = R.quantize(x, s, z)
        b = R.quantize(x, s4, z4, axis=1, out_dtype="uint8")
        c = R.quantize(x, sn, z, axis=0, out_dtype="int16")
        d = R.quantize(y, s, z, axis=0)
        return a

    @R.function
    def bad(x: R.Tensor((3, 4), dtype="float32"), i: R.Tensor((3, 4), dtype="int32"), s: R.Tensor((), dtype="float32"), z: R.Tensor((), dtype="int8"), s3: R.Tensor((3,), dtype="float32"), zf: R.Tensor((), dtype="float32")) -> R.Tensor((3, 4), dtype="float32"):
        e = R.quantize(x, s, z, out_dtype="int32")
        f = R.quantize(i, s, z)
        g = R.quantize(x, s3, z, axis=1)
        h = R.quantize(x, s, z, axis=2)
        k = R.quantize(x, s, zf)
        return x
