# RXV: relax.nn.attention (B, S, H, D layout; TVM's legalization): softmax(q k^T / sqrt(D)) v per batch and head; causal_mask "TopLeft" keeps keys j <= i; (sliding windows: attention_window.py)
# EXPECT: well-formed
# EVAL: main(float32[1,3,2,2]{1.76, 0.4, 0.98, 2.24, 1.87, -0.98, 0.95, -0.15, -0.1, 0.41, 0.14, 1.45}, float32[1,3,2,2]{0.76, 0.12, 0.44, 0.33, 1.49, -0.21, 0.31, -0.85, -2.55, 0.65, 0.86, -0.74}, float32[1,3,2,2]{2.27, -1.45, 0.05, -0.19, 1.53, 1.47, 0.15, 0.38, -0.89, -1.98, -0.35, 0.16}) -> (float32[1,3,2,2]{1.74178, 0.5594501, -0.01070087, -0.07003763, 1.696854, 0.7853474, -0.08912837, 0.1255158, 0.6830087, -0.9287932, -0.01683028, -0.01365968}, float32[1,3,2,2]{2.27, -1.45, 0.05, -0.19, 1.702089, 0.7909445, 0.1009456, 0.1003902, 0.6830087, -0.9287932, -0.01683028, -0.01365968})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(q: R.Tensor((1, 3, 2, 2), dtype="float32"), k: R.Tensor((1, 3, 2, 2), dtype="float32"), v: R.Tensor((1, 3, 2, 2), dtype="float32")) -> R.Tuple(R.Tensor((1, 3, 2, 2), dtype="float32"), R.Tensor((1, 3, 2, 2), dtype="float32")):
        a = R.nn.attention(q, k, v)
        c = R.nn.attention(q, k, v, causal_mask="TopLeft")
        return (a, c)

