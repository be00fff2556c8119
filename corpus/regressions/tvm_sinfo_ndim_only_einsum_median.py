# RXV: einsum "a->" and median over the one axis of an ndim-only 1-d tensor: rxv gives what the same calls give with the shape known (a 0-d tensor; a (values, indices) tuple); TVM gives ndim=1 and a lone tensor (docs/tvm-findings.md, findings 54 and 56)
# EXPECT: well-formed
# EXPECT-SINFO: main.e : R.Tensor((), dtype="float32")
# EXPECT-SINFO: main.m : R.Tuple(R.Tensor((), dtype="float32"), R.Tensor((), dtype="int64"))
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(dtype="float32", ndim=1)) -> R.Tensor((), dtype="float32"):
        e = R.einsum((x,), subscripts="a->")
        m = R.median(x, axis=[0], keepdims=False)
        return e
