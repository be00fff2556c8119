# RXV: TVM's ComputePrimValue turns `R.prim_value(n * m + 1)` into a call of a PrimFunc with a return annotation whose body is `return e` (`def f(n: T.int64, m: T.int64) -> T.int64: return n * m + T.int64(1)`, i.e. `T.evaluate(T.ret(e))`). rxv's reader said "unsupported TIR construct: a return annotation": `tvm-reads` findings of `rxv fuzz --pass tvm:ComputePrimValue` (issue 16). A call of such a PrimFunc is R.Prim of its return dtype and returns the value.
# EXPECT: well-formed
# EXPECT-SINFO: a : R.Prim("int64")
# EXPECT-SINFO: b : R.Prim("bool")
# EVAL: main(float32[2,3]{0, 0, 0, 0, 0, 0}) -> (int64(7), bool(true))
# EVAL: main(float32[3,2]{0, 0, 0, 0, 0, 0}) -> (int64(7), bool(false))
# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.script import relax as R

m = TypeVar("m")
n = TypeVar("n")
@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def compute_symbolic_expr(n: T.int64, m: T.int64) -> T.int64:
        T.func_attr({"tirx.is_host_func": True})
        return n * m + T.int64(1)

    @T.prim_func(private=True, s_tir=True)
    def compute_symbolic_expr1(n: T.int64, m: T.int64) -> T.bool:
        T.func_attr({"tirx.is_host_func": True})
        return n < m

    @R.function
    def main(x: R.Tensor((n, m), dtype="float32")) -> R.Tuple(T.int64, T.bool):
        cls = Module
        a: T.int64 = cls.compute_symbolic_expr(n, m)
        b: T.bool = cls.compute_symbolic_expr1(n, m)
        return (a, b)
