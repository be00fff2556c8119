# RXV: attributes spelled R.str("wrap") and T.bool(True) mean their values in the kernels too: the take and strided_slice kernels read only the plain spellings ("wrap", True) and ran as mode="fast" and assume_inbound=False; fixed by the one attribute decoder, read_attr (issue 14)
# EXPECT: well-formed
# EVAL: wrap(float32[3]{10, 20, 30}, int64[3]{-1, 3, 7}) -> float32[3]{30, 10, 20}
# EVAL: inbound(float32[4]{10, 20, 30, 40}) -> error(IndexOutOfRange)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def wrap(x: R.Tensor((3,), dtype="float32"), i: R.Tensor((3,), dtype="int64")) -> R.Tensor((3,), dtype="float32"):
        a: R.Tensor((3,), dtype="float32") = R.take(x, i, axis=0, mode=R.str("wrap"))
        return a

    @R.function
    def inbound(x: R.Tensor((4,), dtype="float32")) -> R.Tensor(dtype="float32", ndim=1):
        a = R.strided_slice(x, (R.prim_value(0),), (R.prim_value(1),), (R.prim_value(9),), assume_inbound=T.bool(True))
        return a
