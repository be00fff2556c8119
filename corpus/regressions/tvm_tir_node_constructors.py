# RXV: TIR's node constructors `T.Div(a, b)` (truncated division for integers), `T.FloorMod`, `T.Max`, `T.LT`, ... as TVM's printer writes them in legalized gradients (`test_transform_legalize_ops_grad`) were rejected as unknown calls (issue 15)
# EXPECT: well-formed
# EVAL: main(int64[4]{-7, -2, 5, 9}) -> int64[4]{-3, -1, 4, 7}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def f(A: T.Buffer((4,), "int64"), B: T.Buffer((4,), "int64")):
        for i in range(4):
            with T.block("compute"):
                vi = T.axis.spatial(4, i)
                B[vi] = T.Select(T.LT(A[vi], T.int64(0)), T.Div(A[vi], T.int64(2)), T.Max(T.FloorMod(A[vi], T.int64(3)), T.int64(1)) + T.Sub(A[vi], T.int64(3)))

    @R.function
    def main(a: R.Tensor((4,), dtype="int64")) -> R.Tensor((4,), dtype="int64"):
        cls = Module
        b = R.call_tir(cls.f, (a,), out_sinfo=R.Tensor((4,), dtype="int64"))
        return b
