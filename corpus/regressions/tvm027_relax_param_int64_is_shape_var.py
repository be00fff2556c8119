# RXV: in TVM 0.27 Relax and TIR variables are one kind, so a Relax parameter annotated `n0_1: T.int64` is itself a shape variable of its function (TVM's LambdaLift passes a captured shape variable so: `n0_1: T.int64`, then `R.shape([n0_1])` and `R.Tensor((n0_1,))` in the lifted function's body). rxv's reader said "undefined shape variable 'n0_1'": `tvm-reads` findings of `rxv fuzz --pass tvm:LambdaLift` (issue 16). It reads as R.Prim(value=n0_1), the variable defined by the parameter's value.
# EXPECT: well-formed
# EXPECT-SINFO: lv : R.Tensor((n0_1,), dtype="float32")
# EVAL: main(float32[3]{1, 2, 3}) -> float32[3]{0, 0, 0}
# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.script import relax as R

n0 = TypeVar("n0")
@I.ir_module
class Module:
    @R.function(private=True)
    def main_inner(n0_1: T.int64) -> R.Tensor(dtype="float32", ndim=1):
        lv: R.Tensor((n0_1,), dtype="float32") = R.zeros(R.shape([n0_1]), dtype="float32")
        return lv

    @R.function
    def main(v1: R.Tensor((n0,), dtype="float32")) -> R.Tensor(dtype="float32", ndim=1):
        cls = Module
        clo: R.Any = R.make_closure(cls.main_inner, (n0,))
        r: R.Tensor(dtype="float32", ndim=1) = R.invoke_pure_closure(clo, R.tuple(), ty_args=(R.Tensor(dtype="float32", ndim=1),))
        return r
