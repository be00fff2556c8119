# RXV: relax.meshgrid(tensors, indexing='ij'): one tensor per 1-D input, of all the lengths; "xy" swaps the first two (TOPI's shape; TVM's rule does not, see docs/tvm-findings.md)
# EXPECT-SINFO: main.a : R.Tuple(R.Tensor((n, 3), dtype="float32"), R.Tensor((n, 3), dtype="float32"))
# EXPECT-SINFO: main.b : R.Tuple(R.Tensor((3, n), dtype="float32"), R.Tensor((3, n), dtype="float32"))
# EXPECT-SINFO: main.c : R.Tuple(R.Tensor(dtype="float32", ndim=2), R.Tensor(dtype="float32", ndim=2))
# EXPECT-ERROR: SI-op @ 22:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), y: R.Tensor((3,), dtype="float32"), z: R.Tensor(dtype="float32", ndim=1)) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        a = R.meshgrid((x, y))
        b = R.meshgrid((x, y), indexing="xy")
        c = R.meshgrid((x, z))
        return x

    @R.function
    def bad(x: R.Tensor((2, 2), dtype="float32")) -> R.Object:
        e = R.meshgrid((x,))
        return e
