# RXV: relax.dequantize(data, scale, zero_point, axis=-1, out_dtype="float32"): data's StructInfo with dtype out_dtype (float16 or float32); data an integer (no uint32) or float tensor (TVM's InferStructInfoDequantize)
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 4), dtype="float16")
# EXPECT-SINFO: main.c : R.Tensor((), dtype="float32")
# EXPECT-SINFO: main.d : R.Tensor((n, 4))
# EXPECT-ERROR: SI-op @ 27:13
# EXPECT-ERROR: SI-op @ 28:13
# EXPECT-ERROR: SI-op @ 29:13
# EXPECT-ERROR: SI-op @ 30:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="int8"), s: R.Tensor((1,), dtype="float32"), z: R.Tensor((), dtype="int8"), s4: R.Tensor((4,), dtype="float16"), z4: R.Tensor((4,), dtype="int32"), x0: R.Tensor((), dtype="uint8"), zu: R.Tensor((4,))) -> R.Tensor((n, 4), dtype="float32"):
        n = T.int64()
        a = R.dequantize(x, s, z)
        b = R.dequantize(x, s4, z4, axis=-1, out_dtype="float16")
        c = R.dequantize(x0, s, z)
        d = R.dequantize(x, s, zu)
        return a

    @R.function
    def bad(x: R.Tensor((3, 4), dtype="int8"), u: R.Tensor((3, 4), dtype="uint32"), s: R.Tensor((), dtype="float32"), z: R.Tensor((), dtype="int8"), s4: R.Tensor((4,), dtype="float32")) -> R.Tensor((3, 4), dtype="int8"):
        e = R.dequantize(x, s, z, out_dtype="int8")
        f = R.dequantize(u, s, z)
        g = R.dequantize(x, s4, z, axis=0)
        h = R.dequantize(R.const(1, "int8"), s4, z)
        return x
