# RXV: PUR-2 under TVM's rule too: a PrimFunc that stores into a buffer is impure when called directly from a function marked pure
# EXPECT-ERROR: PUR-2 @ 19:9
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def fill(b: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("fill"):
                vi = T.axis.spatial(T.int64(4), i)
                b[vi] = T.float32(0)

    @R.function
    def main(y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        cls.fill(y)
        return y
