# RXV: relax.nn.nll_loss (TOPI's nll_loss): -p[n, t] * w[t] per target (0 for ignore_index -100); sum; mean divides by the weights of the targets not ignored; no weights: ones; predictions (C,) with a scalar target
# EXPECT: well-formed
# EVAL: main(float32[3,3]{-2.302585, -1.609438, -0.3566749, -0.6931472, -1.386294, -1.386294, -1.203973, -1.203973, -0.9162907}, int64[3]{2, 0, -100}, float32[3]{1, 2, 0.5}) -> (float32[3]{0.1783375, 0.6931472, 0}, float32[]{0.8714846}, float32[]{0.5809898}, float32[]{0.5249111})
# EVAL: main(float32[3,3]{-2.302585, -1.609438, -0.3566749, -0.6931472, -1.386294, -1.386294, -1.203973, -1.203973, -0.9162907}, int64[3]{2, 3, 0}, float32[3]{1, 2, 0.5}) -> error(IndexOutOfRange)
# EVAL: main(float32[3,3]{-2.302585, -1.609438, -0.3566749, -0.6931472, -1.386294, -1.386294, -1.203973, -1.203973, -0.9162907}, int64[3]{-100, -100, -100}, float32[3]{1, 2, 0.5}) -> (float32[3]{0, 0, 0}, float32[]{0}, float32[]{nan}, float32[]{nan})
# EVAL: single(float32[3]{-1, -2, -3}, int32[]{1}) -> (float32[]{2}, float32[]{2})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(p: R.Tensor((3, 3), dtype="float32"), t: R.Tensor((3,), dtype="int64"), w: R.Tensor((3,), dtype="float32")) -> R.Tuple(R.Tensor((3,), dtype="float32"), R.Tensor((), dtype="float32"), R.Tensor((), dtype="float32"), R.Tensor((), dtype="float32")):
        a = R.nn.nll_loss(p, t, w, reduction="none", ignore_index=-100)
        b = R.nn.nll_loss(p, t, w, reduction="sum", ignore_index=-100)
        c = R.nn.nll_loss(p, t, w, reduction="mean", ignore_index=-100)
        d = R.nn.nll_loss(p, t, reduction="mean", ignore_index=-100)
        return (a, b, c, d)

    @R.function
    def single(p: R.Tensor((3,), dtype="float32"), t: R.Tensor((), dtype="int32")) -> R.Tuple(R.Tensor((), dtype="float32"), R.Tensor((), dtype="float32")):
        a = R.nn.nll_loss(p, t, reduction="none", ignore_index=-100)
        b = R.nn.nll_loss(p, t, reduction="mean", ignore_index=-100)
        return (a, b)
