# TVM finding 101: EliminateCommonSubexpr's output is ill-formed by TVM's own check. A closure f
# returns a captured x of shape (n,) (TVM derives its return as R.Tensor(ndim=1)); the input
# binds `c: R.Tensor((n,)) = f(a, b)`, which TVM's parser accepts. b repeats a (the same
# permute_dims), so the pass rewrites the call to f(a, a): the new call gets f's derived
# R.Tensor(ndim=1), and relax.analysis.well_formed rejects the binding, "Expression of type
# R.Tensor(dtype="float16", ndim=1) cannot be assigned to a variable of type R.Tensor((n,))"
# (rxv shrank it from 64 bindings to 5).
from _pass_common import check_ill_formed
from tvm import relax

check_ill_formed('''
@I.ir_module
class Module:
    @R.function
    def main(w: R.Tensor((3, "n"), dtype="float16"), x: R.Tensor(("n",), dtype="float16")):
        n = T.int64()
        a = R.permute_dims(w, axes=[1, 0])
        b: R.Tensor((n, 3), dtype="float16") = R.permute_dims(w, axes=[1, 0])
        with R.dataflow():
            @R.function
            def f(p: R.Tensor(dtype="float16", ndim=2), q: R.Tensor(dtype="float16", ndim=2)):
                return x

            c: R.Tensor((n,), dtype="float16") = f(a, b)
            R.output(c)
        return c
''', lambda: relax.transform.EliminateCommonSubexpr(), "EliminateCommonSubexpr's output is ill-formed by TVM's own check")
