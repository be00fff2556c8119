# RXV: TVM >= 0.26 spells a block's allocations and attributes T.sblock_alloc_buffer and T.sblock_attr (issue 15: "unsupported TIR construct")
# EXPECT: well-formed
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def twice(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(4),), "float32")):
        with T.sblock("root"):
            T.reads()
            T.writes()
            C = T.sblock_alloc_buffer((T.int64(4),))
            for i in range(T.int64(4)):
                with T.sblock("C"):
                    vi = T.axis.spatial(T.int64(4), i)
                    T.reads(A[vi])
                    T.writes(C[vi])
                    T.sblock_attr({"note": 1})
                    C[vi] = A[vi] + A[vi]
            for i in range(T.int64(4)):
                with T.sblock("B"):
                    vi = T.axis.spatial(T.int64(4), i)
                    T.reads(C[vi])
                    T.writes(B[vi])
                    B[vi] = C[vi]

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        gv = R.call_tir(cls.twice, (x,), out_sinfo=R.Tensor((4,), dtype="float32"))
        return gv
