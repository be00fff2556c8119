# RXV: relax.dequantize: (x - zero_point) * scale in float32; a float16 result is clipped to +-65504 first; per-axis parameters along axis 0
# EXPECT: well-formed
# EVAL: main(int8[3]{-128, 0, 127}, int32[3]{100000, -100000, 3}, uint8[2,2]{0, 10, 20, 255}) -> (float32[3]{-64.5, -0.5, 63}, float16[3]{65504, -65504, 3}, float32[2,2]{-1, 9, 40, 510})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="int8"), y: R.Tensor((3,), dtype="int32"), u: R.Tensor((2, 2), dtype="uint8")) -> R.Tuple(R.Tensor((3,), dtype="float32"), R.Tensor((3,), dtype="float16"), R.Tensor((2, 2), dtype="float32")):
        a = R.dequantize(x, R.const(0.5, "float32"), R.const(1, "int8"))
        b = R.dequantize(y, R.const(1.0, "float16"), R.const(0, "int32"), out_dtype="float16")
        c = R.dequantize(u, R.const([1.0, 2.0], "float32"), R.const([1, 0], "uint8"), axis=0)
        return (a, b, c)
