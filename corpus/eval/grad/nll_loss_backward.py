# RXV: relax.grad.nll_loss_backward (TVM's legalization): -w[t] * g at each target class t, 0 elsewhere; "mean" divides g by the weights of the targets not ignored (ignore_index 1: the third row), "sum" broadcasts g, "none" takes g per position; a target out of range is an IndexOutOfRange
# EXPECT: well-formed
# EVAL: main(float32[]{1}, float32[]{2}, float32[3]{1, 2, 3}, float32[3,3]{-2.302585, -1.609438, -0.3566749, -0.6931472, -1.386294, -1.386294, -1.203973, -1.203973, -0.9162907}, int64[3]{2, 0, 1}, float32[3]{1, 2, 0.5}) -> (float32[3,3]{0, 0, -0.3333333, -0.6666667, 0, 0, 0, 0, 0}, float32[3,3]{0, 0, -1, -2, 0, 0, 0, 0, 0}, float32[3,3]{0, 0, -1, -2, 0, 0, 0, 0, 0})
# EVAL: main(float32[]{1}, float32[]{2}, float32[3]{1, 2, 3}, float32[3,3]{-2.302585, -1.609438, -0.3566749, -0.6931472, -1.386294, -1.386294, -1.203973, -1.203973, -0.9162907}, int64[3]{2, 0, 3}, float32[3]{1, 2, 0.5}) -> error(IndexOutOfRange)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(gm: R.Tensor((), dtype="float32"), gs: R.Tensor((), dtype="float32"), gn: R.Tensor((3,), dtype="float32"), p: R.Tensor((3, 3), dtype="float32"), t: R.Tensor((3,), dtype="int64"), w: R.Tensor((3,), dtype="float32")) -> R.Tuple(R.Tensor((3, 3), dtype="float32"), R.Tensor((3, 3), dtype="float32"), R.Tensor((3, 3), dtype="float32")):
        a = R.grad.nll_loss_backward(gm, p, t, w, reduction="mean", ignore_index=1)
        b = R.grad.nll_loss_backward(gs, p, t, w, reduction="sum", ignore_index=1)
        c = R.grad.nll_loss_backward(gn, p, t, reduction="none", ignore_index=1)
        return (a, b, c)
