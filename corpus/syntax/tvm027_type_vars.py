# RXV: TVM 0.27 prints shape variables once at module level, `n = TypeVar("n")`: each function whose signature mentions one gets its own int64 variable (a PrimFunc's buffer parameters included); a closure shares its enclosing function's, and a TypeVar declared in a function body serves the closures after it
# EXPECT: well-formed
# EXPECT-SINFO: main.w : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: f.g : R.Callable((R.Tensor((n, m), dtype="int32"),), R.Tensor((n, m), dtype="int32"), True)
# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.script import relax as R

m = TypeVar("m")
n = TypeVar("n")
@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def add(A: T.Buffer((n, 4), "float32"), B: T.Buffer((n, 4), "float32")):
        for i, j in T.grid(n, 4):
            with T.sblock("b"):
                vi, vj = T.axis.remap("SS", [i, j])
                T.reads(A[vi, vj])
                T.writes(B[vi, vj])
                B[vi, vj] = A[vi, vj]

    @R.function
    def f(x: R.Tensor((n, m), dtype="int32")) -> R.Tensor((n, m), dtype="int32"):
        @R.function
        def g(y: R.Tensor((n, m), dtype="int32")) -> R.Tensor((n, m), dtype="int32"):
            return y

        # from typing import TypeVar
        k = TypeVar("k")
        @R.function
        def h(z: R.Tensor((k,), dtype="int32")) -> R.Tensor((k,), dtype="int32"):
            return z

        return g(x)

    @R.function
    def main(x: R.Tensor((n, 4), dtype="float32")) -> R.Tensor((n, 4), dtype="float32"):
        cls = Module
        with R.dataflow():
            z = R.call_tir(cls.add, (x,), out_ty=R.Tensor((n, 4), dtype="float32"))
            w: R.Tensor((n, 4), dtype="float32") = R.multiply(z, R.const(2.0, "float32"))
            R.output(w)
        return w
