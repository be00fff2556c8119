# RXV: relax.nn.attention_bias: softmax(q k^T * scale + bias) v per batch and head, the bias (1, H, S, Skv) broadcast over the batch (TVM's legalization)
# EXPECT: well-formed
# EVAL: main(float32[1,3,2,2]{1.76, 0.4, 0.98, 2.24, 1.87, -0.98, 0.95, -0.15, -0.1, 0.41, 0.14, 1.45}, float32[1,3,2,2]{0.76, 0.12, 0.44, 0.33, 1.49, -0.21, 0.31, -0.85, -2.55, 0.65, 0.86, -0.74}, float32[1,3,2,2]{2.27, -1.45, 0.05, -0.19, 1.53, 1.47, 0.15, 0.38, -0.89, -1.98, -0.35, 0.16}, float32[1,2,3,3]{1.23, 1.2, -0.39, -0.3, -1.05, -1.42, -1.71, 1.95, -0.51, -0.44, -1.25, 0.78, -1.61, -0.21, -0.9, 0.39, -0.51, -1.18}) -> float32[1,3,2,2]{1.789613, 0.3888531, -0.1574657, 0.02246065, 1.867605, 0.06763423, -0.03397857, 0.2320917, 1.286619, 1.024604, 0.03241763, -0.08594594}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(q: R.Tensor((1, 3, 2, 2), dtype="float32"), k: R.Tensor((1, 3, 2, 2), dtype="float32"), v: R.Tensor((1, 3, 2, 2), dtype="float32"), b: R.Tensor((1, 2, 3, 3), dtype="float32")) -> R.Tensor((1, 3, 2, 2), dtype="float32"):
        gv = R.nn.attention_bias(q, k, v, b, scale=0.5)
        return gv
