# RXV: Halide backend on CUDA: R.round of a float64 tensor rounded ties away from zero (round(0.5) = 1, round(-0.5) = -1) where the spec (and numpy, and the interpreter) rounds ties to even; Halide 14's PTX code for float64 round is libdevice's round. Found by the GPU bundle run of this session (`bash bench/gpu.sh prepare .bundle 5m`, then the H200, then `bash bench/gpu.sh check`: fuzz program seed 6269957146958208882, the CUDA target only; the CPU twin agreed). float64 round is now spelled with floor and selects on every target (backends/halide/lowering_helpers.cpp round_half_even); the Halide regression test runs this file on the CPU, a GPU run on the CUDA target
# EXPECT: well-formed
# EVAL: main(float64[9]{0.5, -0.5, 1.5, 2.5, -2.5, 0.49999999999999994, 3.7, -inf, nan}) -> (float64[9]{0, -0, 2, 2, -2, 0, 4, -inf, nan}, float32[3]{0, 2, -2})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((9,), dtype="float64")) -> R.Tuple(R.Tensor((9,), dtype="float64"), R.Tensor((3,), dtype="float32")):
        a: R.Tensor((9,), dtype="float64") = R.round(x)
        y: R.Tensor((3,), dtype="float32") = R.astype(R.strided_slice(x, axes=[0], begin=[0], end=[5], strides=[2]), dtype="float32")
        b: R.Tensor((3,), dtype="float32") = R.round(y)
        return (a, b)
