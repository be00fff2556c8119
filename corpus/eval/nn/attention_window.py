# RXV: relax.nn.attention with window_size: sliding-window attention has no reference kernel (TVM's legalization rejects it too; its kernels are the backends'), a run-time Unsupported error
# EXPECT: well-formed
# EVAL: main(float32[1,3,2,2]{1.76, 0.4, 0.98, 2.24, 1.87, -0.98, 0.95, -0.15, -0.1, 0.41, 0.14, 1.45}, float32[1,3,2,2]{0.76, 0.12, 0.44, 0.33, 1.49, -0.21, 0.31, -0.85, -2.55, 0.65, 0.86, -0.74}, float32[1,3,2,2]{2.27, -1.45, 0.05, -0.19, 1.53, 1.47, 0.15, 0.38, -0.89, -1.98, -0.35, 0.16}) -> error(Unsupported)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(q: R.Tensor((1, 3, 2, 2), dtype="float32"), k: R.Tensor((1, 3, 2, 2), dtype="float32"), v: R.Tensor((1, 3, 2, 2), dtype="float32")) -> R.Tensor((1, 3, 2, 2), dtype="float32"):
        a = R.nn.attention(q, k, v, causal_mask="TopLeft", window_size=2)
        return a
