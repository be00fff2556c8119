# RXV: the relax.grad.* backward ops (nll_loss_backward, max_pool2d_backward, avg_pool2d_backward, take_backward) give the StructInfo of their second argument, unchecked (TVM's grad.cc)
# EXPECT-SINFO: main.a : R.Tensor((n, 3), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((1, 2, h, 4), dtype="float16")
# EXPECT-SINFO: main.c : R.Tensor((1, 2, h, 4), dtype="float16")
# EXPECT-SINFO: main.d : R.Tensor(dtype="float32", ndim=2)
# EXPECT-ERROR: SI-op @ 25:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(g: R.Tensor((), dtype="float32"), p: R.Tensor(("n", 3), dtype="float32"), t: R.Tensor(("n",), dtype="int64"), gp: R.Tensor((1, 2, 2, 2), dtype="float16"), x: R.Tensor((1, 2, "h", 4), dtype="float16"), y: R.Tensor(dtype="float32", ndim=2), i: R.Tensor((2,), dtype="int64")) -> R.Tensor(("n", 3), dtype="float32"):
        n = T.int64()
        h = T.int64()
        a = R.grad.nll_loss_backward(g, p, t)
        b = R.grad.max_pool2d_backward(gp, x, pool_size=[2, 2], strides=[2, 2])
        c = R.grad.avg_pool2d_backward(gp, x, pool_size=[2, 2], strides=[2, 2], padding=[0, 0, 0, 0])
        d = R.grad.take_backward(g, y, i, axis=0)
        return a

    @R.function
    def bad(g: R.Tensor((2,), dtype="float32"), x: R.Tensor((2,), dtype="float32"), i: R.Tensor((2,), dtype="int64")) -> R.Tensor((2,), dtype="float32"):
        e = R.grad.take_backward(g, x, i, axis=1.5)
        return x
