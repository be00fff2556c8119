# RXV: relax.nn.cross_entropy_with_logits: -sum(x * y), divided by the batch size x.shape[0] when ndim > 1
# EXPECT: well-formed
# EVAL: main(float32[2,2]{1, 2, 3, 4}, float32[2,2]{0, 1, 0.5, 0.5}, float32[3]{1, 2, 3}, float32[3]{1, 0, -1}) -> (float32[]{-2.75}, float32[]{2})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 2), dtype="float32"), y: R.Tensor((2, 2), dtype="float32"), u: R.Tensor((3,), dtype="float32"), v: R.Tensor((3,), dtype="float32")) -> R.Tuple(R.Tensor((), dtype="float32"), R.Tensor((), dtype="float32")):
        a = R.nn.cross_entropy_with_logits(x, y)
        b = R.nn.cross_entropy_with_logits(u, v)
        return (a, b)
