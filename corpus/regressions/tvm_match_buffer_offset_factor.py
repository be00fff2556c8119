# RXV: T.match_buffer(..., offset_factor=1) only promises alignment; the reader accepts it (issue 15: "unsupported T.match_buffer argument")
# EXPECT: well-formed
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def copy(var_a: T.handle, var_b: T.handle):
        A = T.match_buffer(var_a, [4], dtype="float32", offset_factor=1)
        B = T.match_buffer(var_b, [4], dtype="float32", offset_factor=1)
        for i in range(4):
            with T.block("B"):
                vi = T.axis.spatial(4, i)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = A[vi]

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        gv = R.call_tir(cls.copy, (x,), out_sinfo=R.Tensor((4,), dtype="float32"))
        return gv
