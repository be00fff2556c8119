# RXV: relax.eye(n, m=None, k=0, dtype='float32'): the (n, m) tensor of dtype; n, m and k are PrimValues (m = n when omitted)
# EXPECT-SINFO: main.a : R.Tensor((n, 3), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((3, 3), dtype="int32")
# EXPECT-SINFO: main.c : R.Tensor(dtype="float32", ndim=2)
# EXPECT-ERROR: SI-op @ 22:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), q: R.Prim(value="n"), p: R.Prim("int64")) -> R.Tensor(("n", 3), dtype="float32"):
        n = T.int64()
        a = R.eye(q, 3)
        b = R.eye(3, k=1, dtype="int32")
        c = R.eye(p)
        return a

    @R.function
    def bad(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2, 2), dtype="float32"):
        e = R.eye(x, 2)
        return e
