# RXV: TIR `x: T.let[T.float32] = v` (TVM's spelling of a LetStmt's variable; 12 of TVM's newest test modules) and `T.assume(cond)` (a fact for the simplifier, dropped by TVM's code generators; 6) were rejected as unsupported constructs (issue 15)
# EXPECT: well-formed
# EVAL: main(float32[4]{1, 2, 3, 4}) -> float32[4]{3, 5, 7, 9}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def double_plus_one(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
        for i in range(4):
            with T.block("compute"):
                vi = T.axis.spatial(4, i)
                T.assume(vi < 4)
                y: T.let[T.float32] = A[vi] * T.float32(2)
                B[vi] = y + T.float32(1)

    @R.function
    def main(a: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        b = R.call_tir(cls.double_plus_one, (a,), out_sinfo=R.Tensor((4,), dtype="float32"))
        return b
