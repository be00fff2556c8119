# RXV: TVMScript's math intrinsics take and drop a dtype= keyword (T.exp(x, dtype="float32")), which TVM's older tests write (issue 15: "T.exp takes no keyword arguments")
# EXPECT: well-formed
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def exp(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
        for i in range(4):
            with T.block("B"):
                vi = T.axis.spatial(4, i)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = T.exp(A[vi], dtype="float32")

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        gv = R.call_tir(cls.exp, (x,), out_sinfo=R.Tensor((4,), dtype="float32"))
        return gv
