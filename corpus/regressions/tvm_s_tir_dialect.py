# RXV: TVM >= 0.25 marks schedulable TIR with s_tir=True on @I.ir_module and @T.prim_func(private=True, s_tir=True) (issue 15: "unsupported T.prim_func argument")
# EXPECT: well-formed
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.script import relax as R

@I.ir_module(s_tir=True)
class Module:
    @T.prim_func(private=True, s_tir=True)
    def exp(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(4),), "float32")):
        T.func_attr({"tirx.noalias": True})
        for i in range(T.int64(4)):
            with T.sblock("B"):
                vi = T.axis.spatial(T.int64(4), i)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = T.exp(A[vi])

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        gv = R.call_tir(cls.exp, (x,), out_sinfo=R.Tensor((4,), dtype="float32"))
        return gv
