# RXV: relax.quantize: clip(round_half_even(x / scale) + zero_point) to int8/uint8 (NaN becomes the maximum, as TVM's compiled min/max selects give); per-axis scale and zero point along axis 1
# EXPECT: well-formed
# EVAL: main(float32[8]{-1.5, -0.5, 0.5, 1.5, 2.5, 300, -300, nan}, float32[2,3]{1, 2, 3, 4, 5, 6}) -> (int8[8]{-2, 0, 0, 2, 2, 127, -128, 127}, uint8[8]{7, 9, 11, 13, 15, 255, 0, 255}, int8[2,3]{1, 2, 0, 4, 3, 1})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((8,), dtype="float32"), y: R.Tensor((2, 3), dtype="float32")) -> R.Tuple(R.Tensor((8,), dtype="int8"), R.Tensor((8,), dtype="uint8"), R.Tensor((2, 3), dtype="int8")):
        a = R.quantize(x, R.const(1.0, "float32"), R.const(0, "int8"))
        b = R.quantize(x, R.const(0.5, "float32"), R.const(10, "int32"), out_dtype="uint8")
        c = R.quantize(y, R.const([1.0, 2.0, 4.0], "float32"), R.const([0, 1, -1], "int8"), axis=1)
        return (a, b, c)
